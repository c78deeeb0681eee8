import { referralsEndpoints as endpoints } from '@konzilium/contract/endpoints/referrals'
import type {
  AcceptReferralInput,
  CreateReferralInput,
  ListReferralsQuery,
  ResubmitReferralInput,
} from '@konzilium/contract/referrals'
import type { CancelReason, DenyReason } from '@konzilium/contract/codes'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { homeKeys } from '../../shared/home/home-keys'
import { patientKeys } from '../patients'
import { useReferralDoneToast } from './referral-toasts'

/** Query keys of referrals: every cached view sits under `['referrals']`. */
export const referralKeys = {
  all: ['referrals'] as const,
  list: (query: Partial<ListReferralsQuery>) => ['referrals', 'list', query] as const,
  detail: (id: string) => ['referrals', 'detail', id] as const,
}

/** GET /api/referral-requests: inbox, outbox or all, filtered, sorted, paged. */
export function useReferralList(query: Partial<ListReferralsQuery>) {
  return useQuery({
    queryKey: referralKeys.list(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listReferrals, {
        query: { ...query, q: query.q?.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/referral-requests/{id}; the first open by the addressed centre marks it seen. */
export function useReferral(id: string) {
  return useQuery({
    queryKey: referralKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getReferral, { params: { id }, signal }),
    // The view says "not found" itself (an unknown, foreign or malformed id); no generic toast.
    meta: { handlesErrors: true },
  })
}

function useInvalidateReferrals() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: referralKeys.all })
}

export function useCreateReferral() {
  const invalidate = useInvalidateReferrals()
  const done = useReferralDoneToast()
  return useMutation({
    mutationFn: (input: CreateReferralInput) =>
      callEndpoint(endpoints.createReferral, { body: input }),
    // The form shows a failure itself: issues on their fields, the rest above them.
    meta: { handlesErrors: true },
    onSuccess: (referral) => {
      done('sent', referral)
      return invalidate()
    },
  })
}

/** A referral denied for missing data, completed and sent again to the same centre. */
export function useResubmitReferral(id: string) {
  const invalidate = useInvalidateAfterDecision()
  return useMutation({
    mutationFn: (input: ResubmitReferralInput) =>
      callEndpoint(endpoints.resubmitReferral, { params: { id }, body: input }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  })
}

export type ReferralDecision =
  | ({ action: 'accept' } & AcceptReferralInput)
  | { action: 'close' }
  | { action: 'deny'; reason: DenyReason; comment: string }
  | { action: 'cancel'; reason: CancelReason; comment: string }
  | { action: 'redirect'; centerId: string }

/**
 * After a decision, the referral's views and every view that shows it: the patient's record (its
 * referrals and whether it may still be changed) and the home views (their rows of referrals).
 */
function useInvalidateAfterDecision() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [referralKeys.all, patientKeys.all, homeKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/**
 * Accept, deny, cancel, redirect or close. The decision's dialog shows a failure itself: issues on their
 * fields, a refusal (409, already decided) above them.
 */
export function useReferralDecision(id: string) {
  const invalidate = useInvalidateAfterDecision()
  const done = useReferralDoneToast()
  return useMutation({
    mutationFn: (decision: ReferralDecision) => {
      const params = { id }
      switch (decision.action) {
        case 'accept':
          return callEndpoint(endpoints.acceptReferral, {
            params,
            body: {
              doctorId: decision.doctorId,
              firstVisitAt: decision.firstVisitAt,
              message: decision.message,
              cancelOtherOpen: decision.cancelOtherOpen ?? false,
            },
          })
        case 'close':
          return callEndpoint(endpoints.closeReferral, { params, body: {} })
        case 'deny':
          return callEndpoint(endpoints.denyReferral, {
            params,
            body: { reason: decision.reason, comment: decision.comment },
          })
        case 'cancel':
          return callEndpoint(endpoints.cancelReferral, {
            params,
            body: { reason: decision.reason, comment: decision.comment },
          })
        case 'redirect':
          return callEndpoint(endpoints.redirectReferral, {
            params,
            body: { centerId: decision.centerId },
          })
      }
    },
    meta: { handlesErrors: true },
    onSuccess: (referral, decision) => {
      done(doneOf[decision.action], referral)
      return invalidate()
    },
  })
}

/** PUT /api/referral-requests/inbox-visit: the centre doctor opens the inbox; the previous visit. */
export function useRecordInboxVisit() {
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.recordInboxVisit, {}),
  })
}
const doneOf = {
  accept: 'accepted',
  deny: 'denied',
  cancel: 'cancelled',
  redirect: 'redirected',
  close: 'closed',
} as const
