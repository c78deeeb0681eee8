import type { Text } from '@konzilium/contract/texts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { TextEditor } from './text-editor'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The schema and catalogue load lazily, which takes seconds on a loaded machine. */
const eventually = (check: () => void) => waitFor(check, { timeout: 20_000 })

const legalTerms: Text = {
  id: 'cs.legal.terms',
  key: 'legal.terms',
  area: 'legal',
  locale: 'cs',
  title: 'Podmínky použití',
  body: 'Úvod.',
  defaultTitle: 'Podmínky použití',
  defaultBody: 'Úvod.',
  overridden: true,
  missingTranslation: true,
  placeholders: null,
  version: 3,
  updatedAt: '2026-11-28T05:00:00.000Z',
  updatedBy: null,
}

type Call = { method: string; url: string; body: unknown }

function serve(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = []
  session.login(
    {
      id: 'cf1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      email: 'spravce@example.cz',
      role: 'admin',
      degreesBefore: null,
      firstName: 'Jana',
      lastName: 'Správná',
      degreesAfter: null,
      locale: null,
    },
    {
      accessToken: 'token-test',
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  )
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      }
      calls.push(call)
      return Promise.resolve(answer(call))
    }),
  )
  return calls
}

async function renderEditor(text: Text, answer: (call: Call) => Response) {
  const calls = serve(answer)
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <TextEditor text={text} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  await eventually(() => {
    expect(screen.getByLabelText('Text (Markdown)')).toBeTruthy()
  })
  return calls
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

describe('the text editor', () => {
  it('previews the text live with the public pages’ renderer, raw HTML as text', async () => {
    await renderEditor(legalTerms, () => json({}))
    const body = screen.getByLabelText('Text (Markdown)')
    await userEvent.clear(body)
    await userEvent.type(body, '# Rozsah{enter}{enter}Platí **vždy**. <b>ne</b>')
    const preview = screen.getByRole('region', { name: 'Náhled' })
    expect(within(preview).getByRole('heading', { name: 'Rozsah' })).toBeTruthy()
    expect(within(preview).getByText('vždy').tagName).toBe('STRONG')
    expect(preview.querySelector('b')).toBeNull()
    expect(preview.textContent).toContain('<b>ne</b>')
  })

  it('saves from the version it started at and shows a refused link on the field', async () => {
    const calls = await renderEditor(legalTerms, () =>
      json(
        {
          statusCode: 400,
          statusMessage: 'Neplatný požadavek.',
          message: 'The text cannot be saved',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'body', message: 'Odkaz může vést jen na http(s), mailto…' }],
        },
        400,
      ),
    )
    const body = screen.getByLabelText('Text (Markdown)')
    await userEvent.clear(body)
    await userEvent.type(body, 'Viz [[x](javascript:alert(1))')
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await eventually(() => {
      expect(body.getAttribute('aria-invalid')).toBe('true')
    })
    expect(screen.getByText('Odkaz může vést jen na http(s), mailto…')).toBeTruthy()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.url).toContain('/api/texts/cs.legal.terms')
    expect(put?.body).toEqual({
      title: 'Podmínky použití',
      body: 'Viz [x](javascript:alert(1))',
      baseVersion: 3,
    })
    // The preview never links the refused target.
    expect(screen.getByRole('region', { name: 'Náhled' }).querySelector('a')).toBeNull()
  })

  it('reverts an overridden text to its default', async () => {
    const calls = await renderEditor(legalTerms, () => new Response(null, { status: 204 }))
    await userEvent.click(screen.getByRole('button', { name: 'Vrátit výchozí znění' }))
    await eventually(() => {
      expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
    })
  })
})
