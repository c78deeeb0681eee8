import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homeKeys } from '../../shared/home/home-keys'
import { patientKeys } from '../patients'
import { referralKeys, useReferralDecision, type ReferralDecision } from './api'

vi.mock('../../shared/http/call-endpoint', () => ({
  callEndpoint: vi.fn(() => Promise.resolve({ id: 'r1' })),
}))

afterEach(cleanup)

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
function decisionOn(client: QueryClient): (decision: ReferralDecision) => Promise<unknown> {
  let decide: ((decision: ReferralDecision) => Promise<unknown>) | undefined
  function Probe() {
    decide = useReferralDecision('r1').mutateAsync
    return null
  }
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  )
  if (!decide) throw new Error('the hook did not render')
  return decide
}

const decisions: ReferralDecision[] = [
  { action: 'accept', doctorId: 'd1' },
  { action: 'deny', reason: 'capacity', comment: 'Plná kapacita.' },
  { action: 'cancel', reason: 'sent_in_error', comment: 'Omyl.' },
  { action: 'redirect', centerId: 'c2' },
]

describe('a referral decision', () => {
  let client: QueryClient
  beforeEach(() => {
    client = clientWithViews()
  })

  it.each(decisions)(
    'after $action, refreshes the referral, the patient and the home views',
    async (decision) => {
      const decide = decisionOn(client)
      for (const key of Object.values(cached))
        expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false)
      await decide(decision)
      for (const key of Object.values(cached))
        expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true)
    },
  )
})
