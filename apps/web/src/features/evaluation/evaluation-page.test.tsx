import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { json, serve } from '../../test/fake-server'
import { EvaluationPage } from './evaluation-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

const token = 'A'.repeat(43)

const refusal = (code: string) =>
  json({ statusCode: 400, statusMessage: 'x', message: 'x', code, issues: [] }, 400)

async function renderPage(open: () => Response) {
  const sent = serve({ 'POST /api/evaluation/open': open })
  session.logout()
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <EvaluationPage />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/evaluation?token=${token}`] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, sent }
}

describe('the questionnaire page of a one-time link', () => {
  it.each([
    ['CODE_USED', 'Dotazník už je vyplněný'],
    ['CODE_EXPIRED', 'Platnost odkazu vypršela'],
    ['CODE_INVALID', 'Odkaz neplatí'],
  ])(
    'words a %s link on its own, after taking the token out of the address',
    async (code, title) => {
      const { router, sent } = await renderPage(() => refusal(code))
      expect(await screen.findByText(title, {}, { timeout: 20_000 })).toBeTruthy()
      expect(router.state.location.search).toBe('')
      expect((router.state.location.state as { token?: string } | null)?.token).toBe(token)
      expect(sent.filter((s) => s.route === 'POST /api/evaluation/open')).toEqual([
        { route: 'POST /api/evaluation/open', body: { token } },
      ])
    },
  )

  it('shows who asks and the questions of a waiting link', async () => {
    await renderPage(() =>
      json({
        questionnaire: 'basdai',
        language: 'cs',
        doctorName: 'MUDr. Eva Malá',
        centerName: 'Revmatologie Brno',
        expiresAt: '2026-12-05T08:00:00.000Z',
      }),
    )
    expect(
      await screen.findByText(
        'Odesílá: MUDr. Eva Malá (Revmatologie Brno)',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: /BASDAI/ })).toBeTruthy()
    expect(
      await screen.findByRole('button', { name: 'Odeslat odpovědi' }, { timeout: 20_000 }),
    ).toBeTruthy()
  })
})
