import { CANDIDATE_SEARCH_MIN } from '@konzilium/contract/consultations'
import type {
  ConsultationDetail,
  CreateConsultationInput,
  ListConsultationsQuery,
  UpdateParticipantsInput,
} from '@konzilium/contract/consultations'
import { consultationsEndpoints as endpoints } from '@konzilium/contract/endpoints/consultations'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/**
 * How often an open conversation asks for what is new while the page is visible. A fallback: the
 * live channel, when it comes, delivers messages through the same merge and the timer goes.
 */
export const POLL_MS = 5_000
/** How many messages a window of the conversation holds (the newest, or an older page). */
export const MESSAGES_PAGE = 50

/** Query keys of consultations: every cached view sits under `['consultations']`. */
export const consultationKeys = {
  all: ['consultations'] as const,
  lists: ['consultations', 'list'] as const,
  list: (query: Partial<ListConsultationsQuery>) => ['consultations', 'list', query] as const,
  detail: (id: string) => ['consultations', 'detail', id] as const,
}

/** GET /api/consultations: the caller's consultations, the most recently active first. */
export function useConsultationList(query: Partial<ListConsultationsQuery>, enabled = true) {
  return useQuery({
    queryKey: consultationKeys.list(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listConsultations, {
        query: { ...query, q: query.q?.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/**
 * GET /api/consultations/candidates: people the caller may invite, by a name search of two
 * letters or more, or (with a patient) those who may read the patient.
 */
export function useCandidates(q: string, patientId: string | null) {
  const asking = q.length >= CANDIDATE_SEARCH_MIN || patientId !== null
  return useQuery({
    queryKey: ['consultations', 'candidates', q, patientId] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCandidates, {
        query: { ...(q ? { q } : {}), ...(patientId ? { patientId } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: asking,
  })
}

/**
 * GET /api/consultations/{id}: asked again on the live channel's events (read marks move, people
 * come and go), or every few seconds while the channel is down (`poll`).
 */
export function useConsultation(id: string, poll = true) {
  return useQuery({
    queryKey: consultationKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getConsultation, { params: { id }, signal }),
    refetchInterval: poll ? POLL_MS : false,
    // The page says "not found" itself; a failed background poll retries on the next tick.
    meta: { handlesErrors: true },
  })
}

export function useCreateConsultation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateConsultationInput) =>
      callEndpoint(endpoints.createConsultation, { body: input }),
    // The form shows a failure itself: issues on their fields, the rest above them.
    meta: { handlesErrors: true },
    onSuccess: (created) => {
      queryClient.setQueryData(consultationKeys.detail(created.id), created)
      return queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    },
  })
}

/** The answer of a change that returns the whole consultation replaces the cached one. */
function useDetailChange<I>(id: string, run: (input: I) => Promise<ConsultationDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    meta: { handlesErrors: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(consultationKeys.detail(id), detail)
      return queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    },
  })
}

/** PUT close or reopen. */
export function useConsultationState(id: string) {
  return useDetailChange(id, (action: 'close' | 'reopen') =>
    callEndpoint(action === 'close' ? endpoints.closeConsultation : endpoints.reopenConsultation, {
      params: { id },
    }),
  )
}

/** PUT participants: who joins and who leaves; the detail is read again for its system lines. */
export function useUpdateParticipants(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateParticipantsInput) =>
      callEndpoint(endpoints.updateParticipants, { params: { id }, body: input }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  })
}

/** PUT read: the caller's read mark moves to `upTo`; the lists' unread badges follow. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upTo: string) =>
      callEndpoint(endpoints.markRead, { params: { id }, body: { upTo } }),
    // A mark that did not go through is sent again with the next message seen.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.lists }),
  })
}
