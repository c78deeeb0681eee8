import type { CreateEvaluationLinkInput, EvaluationAnswers } from '@konzilium/contract/evaluation'
import { evaluationEndpoints as endpoints } from '@konzilium/contract/endpoints/evaluation'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** Query keys of questionnaire links: every cached view sits under `['evaluation']`. */
export const evaluationKeys = {
  all: ['evaluation'] as const,
  links: (patientId: string) => ['evaluation', 'links', patientId] as const,
  invitation: ['evaluation', 'invitation'] as const,
}

/** GET /api/evaluation-links?patient=: a patient's links with their states. */
export function useEvaluationLinks(patientId: string) {
  return useQuery({
    queryKey: evaluationKeys.links(patientId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listEvaluationLinks, { query: { patient: patientId }, signal }),
  })
}

/** POST /api/evaluation-links: a new link, answered once with its address and QR code. */
export function useCreateEvaluationLink(patientId: string) {
  const client = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateEvaluationLinkInput) =>
      callEndpoint(endpoints.createEvaluationLink, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluationKeys.links(patientId) }),
  })
}

/** POST /api/evaluation-links/{id}/revoke. */
export function useRevokeEvaluationLink(patientId: string) {
  const client = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: string) => callEndpoint(endpoints.revokeEvaluationLink, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluationKeys.links(patientId) }),
  })
}

/** POST /api/evaluation-links/{id}/answers: a signed-in patient answers a waiting link. */
export function useAnswerEvaluationLink(patientId: string) {
  const client = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, answers }: { id: string; answers: EvaluationAnswers }) =>
      callEndpoint(endpoints.answerEvaluationLink, { params: { id }, body: { answers } }),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluationKeys.links(patientId) }),
  })
}

/**
 * POST /api/evaluation/open: what a token asks for. A query (not a mutation) so that a reload or a
 * language switch reads it once; an error is final (no retries: each counts against the limit).
 */
export function useEvaluationInvitation(token: string | null) {
  return useQuery({
    queryKey: [...evaluationKeys.invitation, token] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.openEvaluation, { body: { token: token ?? '' }, signal }),
    enabled: token !== null,
    // The page words every refusal itself (used, expired, unknown, too many attempts).
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** POST /api/evaluation/submit: the answers of a token. */
export function useSubmitEvaluation() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: { token: string; answers: EvaluationAnswers }) =>
      callEndpoint(endpoints.submitEvaluation, { body }),
  })
}
