import { authEndpoints as endpoints } from '@konzilium/contract/endpoints/auth'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../shared/http/call-endpoint'

export const sessionKeys = { own: ['auth', 'sessions'] as const }

/** GET /api/auth/sessions: the caller's own sessions, this one marked. */
export function useOwnSessions(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.own,
    queryFn: ({ signal }) => callEndpoint(endpoints.listOwnSessions, { signal }),
    enabled,
  })
}

/** DELETE /api/auth/sessions/{id} (one), or DELETE /api/auth/sessions (all but this one) for `'others'`. */
export function useEndSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      id === 'others'
        ? callEndpoint(endpoints.endOtherSessions)
        : callEndpoint(endpoints.endOwnSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.own }),
  })
}
