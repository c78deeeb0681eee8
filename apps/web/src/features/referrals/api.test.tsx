import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homeKeys } from '../../shared/home/home-keys'
import { initI18n } from '../../shared/i18n/i18n-store'
import { toasts } from '../../shared/toasts/toast-store'
import { patientKeys } from '../patients'
import { referralKeys, useReferralDecision, type ReferralDecision } from './api'
import { referralDetail } from './test/server'
import { eventually } from '../../test/fake-server'

vi.mock('../../shared/http/call-endpoint', () => ({
  callEndpoint: vi.fn(() => Promise.resolve(referralDetail())),
}))

afterEach(() => {
  cleanup()
  toasts.reset()
})

const cached = {
  referral: referralKeys.detail('r1'),
  referrals: referralKeys.list({ box: 'inbox' }),
  patient: patientKeys.detail('p1'),
  patients: patientKeys.list({}),
  home: homeKeys.all,
}

/** A query client holding a view of each kind, none of them stale. */
function clientWithViews(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  for (const key of Object.values(cached)) client.setQueryData(key, { cached: true })
  return client
}

/** Renders the decision hook for referral r1 and answers its `mutateAsync`. */
async function decisionOn(
  client: QueryClient,
): Promise<(decision: ReferralDecision) => Promise<unknown>> {
  let decide: ((decision: ReferralDecision) => Promise<unknown>) | undefined
  function Probe() {
    decide = useReferralDecision('r1').mutateAsync
    return null
  }
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <Probe />
      </Suspense>
    </QueryClientProvider>,
  )
  // The hook's texts (its success toast) load with the feature's catalogue.
  await eventually(() => {
    expect(decide).toBeDefined()
  })
  if (!decide) throw new Error('the hook did not render')
  return decide
}

const toastTitles: Record<ReferralDecision['action'], string> = {
  accept: 'Žádost pro Jana Nováková přijata',
  deny: 'Žádost pro Jana Nováková zamítnuta',
  cancel: 'Žádost pro Jana Nováková zrušena',
  redirect: 'Žádost pro Jana Nováková přesměrována',
  close: 'Žádost pro Jana Nováková uzavřena',
}

const decisions: ReferralDecision[] = [
  { action: 'accept', doctorId: 'd1' },
  { action: 'deny', reason: 'capacity', comment: 'Plná kapacita.' },
  { action: 'cancel', reason: 'sent_in_error', comment: 'Omyl.' },
  { action: 'redirect', centerId: 'c2' },
  { action: 'close' },
]

describe('a referral decision', () => {
  let client: QueryClient
  beforeEach(async () => {
    document.cookie = 'i18n_redirected=cs; Path=/'
    await initI18n()
    client = clientWithViews()
  })

  it.each(decisions)(
    'after $action, refreshes the referral, the patient and the home views and says what was done',
    async (decision) => {
      const decide = await decisionOn(client)
      for (const key of Object.values(cached))
        expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false)
      await decide(decision)
      for (const key of Object.values(cached))
        expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true)
      expect(toasts.current()).toMatchObject({
        type: 'success',
        title: toastTitles[decision.action],
      })
    },
  )
})
