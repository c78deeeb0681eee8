import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { toasts } from '../../shared/toasts/toast-store'
import { AnnouncementCard } from './announcement-card'

/** The admin's announcement form: field messages from the browser and the server, the body sent. */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const eventually = (check: () => void) => waitFor(check, { timeout: 20_000 })

function serve(answers: Response[]) {
  session.login(
    {
      id: 'cf1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      email: 'spravce@example.cz',
      role: 'admin',
      degreesBefore: null,
      firstName: 'Jana',
      lastName: 'Správcová',
      degreesAfter: null,
      locale: null,
    },
    {
      accessToken: 'token-test',
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  )
  const sent: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: unknown, init?: RequestInit) => {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)
      return Promise.resolve(answers.shift() ?? json({}, 500))
    }),
  )
  return sent
}

afterEach(() => {
  cleanup()
  toasts.reset()
  vi.unstubAllGlobals()
  session.logout()
})

async function renderCard() {
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <AnnouncementCard />
      </Suspense>
    </QueryClientProvider>,
  )
  return screen.findByRole('button', { name: 'Odeslat oznámení' }, { timeout: 20_000 })
}

describe('the announcement form', () => {
  it('words missing texts on their fields and puts a server issue on its field', async () => {
    const sent = serve([
      json(
        {
          statusCode: 400,
          statusMessage: 'Zkontrolujte zadané údaje.',
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'announcement.title.en', message: 'Nadpis je příliš dlouhý.' }],
        },
        400,
      ),
      json({ announced: 12 }),
    ])
    const submit = await renderCard()
    const user = userEvent.setup()
    await user.click(submit)
    await eventually(() => {
      expect(screen.getByLabelText(/Nadpis česky/).getAttribute('aria-invalid')).toBe('true')
    })
    expect(sent).toEqual([])

    await user.selectOptions(screen.getByLabelText('Komu'), 'role')
    await user.selectOptions(screen.getByLabelText('Role'), 'rep')
    await user.type(screen.getByLabelText(/Nadpis česky/), 'Nový materiál')
    await user.type(screen.getByLabelText(/Text česky/), 'V knihovně je nový materiál.')
    await user.type(screen.getByLabelText(/Nadpis anglicky/), 'New material')
    await user.type(screen.getByLabelText(/Text anglicky/), 'There is new material.')
    await user.click(submit)
    await eventually(() => {
      expect(screen.getByText('Nadpis je příliš dlouhý.')).toBeTruthy()
    })
    expect(sent[0]).toEqual({
      announcement: {
        audience: { kind: 'role', role: 'rep' },
        type: 'info',
        title: { cs: 'Nový materiál', en: 'New material' },
        text: { cs: 'V knihovně je nový materiál.', en: 'There is new material.' },
      },
    })

    await user.type(screen.getByLabelText(/Nadpis anglicky/), '!')
    await user.click(submit)
    await eventually(() => {
      expect(toasts.current()?.title).toBe('Oznámení dostalo 12 uživatelů.')
    })
    expect(screen.getByLabelText<HTMLInputElement>(/Nadpis česky/).value).toBe('')
  })
})
