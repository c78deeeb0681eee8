import type { ReferralAction } from '@konzilium/contract/referrals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { vi } from 'vitest'
import { initI18n } from '../../../shared/i18n/i18n-store'
import { ReferralDecisions } from '../referral-decisions'
import { json, serve } from '../../../test/fake-server'
import { centreList, ids, referralDetail } from './server'

// The decision dialogs of a referral as the component tests open them.

export type Answer = () => Response | Promise<Response>

/** A redirect creates a new referral (POST); the other decisions change this one (PUT). */
export const decisionRoute = (action: ReferralAction) =>
  `${action === 'redirect' ? 'POST' : 'PUT'} /api/referral-requests/${ids.referral}/${action}`

/** The referral's decision buttons for `actions`; one dialog opened by its button. */
export async function openDialog(
  locale: 'cs' | 'en',
  actions: ReferralAction[],
  button: string,
  answer: Answer,
  referral = referralDetail({ allowedActions: actions }),
) {
  const sent = serve({
    'GET /api/centers': () => json(centreList),
    [decisionRoute(actions[0] ?? 'accept')]: answer,
  })
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  const onOpen = vi.fn()
  const onResubmit = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <ReferralDecisions referral={referral} onOpen={onOpen} onResubmit={onResubmit} />
      </Suspense>
    </QueryClientProvider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: button }))
  const posts = () => sent.filter((s) => !s.route.startsWith('GET'))
  if (onResubmit.mock.calls.length > 0) return { dialog: document.body, onOpen, onResubmit, posts }
  const dialog = await screen.findByRole('dialog')
  return { dialog, onOpen, onResubmit, posts }
}

export const confirm = (dialog: HTMLElement, name = 'Potvrdit') =>
  userEvent.click(within(dialog).getByRole('button', { name }))

/** An answer held back until `release` is called. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined
  const answer = () =>
    new Promise<Response>((resolve) => {
      release = resolve
    })
  return {
    answer,
    release: (response: Response) => {
      release(response)
    },
  }
}
