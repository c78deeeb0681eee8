import type { ChangePasswordInput } from '@konzilium/contract/auth'
import type { SessionList } from '@konzilium/contract/session'
import type { OwnProfile, UpdateOwnProfileInput } from '@konzilium/contract/users'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'
import { session } from '../../../shared/session/session-store'

const ownProfileSchema = () => import('@konzilium/contract/users').then((m) => m.ownProfileSchema)
export const ownProfileKey = ['users', 'me'] as const
export const sessionsKey = ['auth', 'sessions'] as const

/** GET /api/users/me. The page handles a refusal itself (an enrolment-only session gets 403). */
export function useOwnProfile(enabled: boolean) {
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) =>
      request<OwnProfile>('/api/users/me', {
        authenticated: true,
        signal,
        schema: ownProfileSchema,
      }),
    enabled,
    meta: { handlesErrors: true },
  })
}

/** PUT /api/users/me; the stored user record follows the new name (spec section 3 `user`). */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateOwnProfileInput) =>
      request<OwnProfile>('/api/users/me', {
        method: 'PUT',
        body: input,
        authenticated: true,
        schema: ownProfileSchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileKey, profile)
      const user = session.getUser()
      const auth = session.getAuth()
      if (user && auth && user.id === profile.id) {
        session.login(
          {
            id: profile.id,
            email: profile.email,
            role: profile.role,
            degreesBefore: profile.degreesBefore,
            firstName: profile.firstName,
            lastName: profile.lastName,
            degreesAfter: profile.degreesAfter,
            locale: profile.locale,
          },
          auth,
        )
      }
    },
  })
}

/** POST /api/auth/password: needs the current password; ends the other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      request('/api/auth/password', { method: 'POST', body: input, authenticated: true }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export function useOwnSessions(enabled: boolean) {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) =>
      request<SessionList>('/api/auth/sessions', {
        authenticated: true,
        signal,
        schema: () => import('@konzilium/contract/session').then((m) => m.sessionListSchema),
      }),
    enabled,
  })
}

/** DELETE /api/auth/sessions/{id} (one), or DELETE /api/auth/sessions (all but this one) for `'others'`. */
export function useEndSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      request(
        id === 'others' ? '/api/auth/sessions' : `/api/auth/sessions/${encodeURIComponent(id)}`,
        {
          method: 'DELETE',
          authenticated: true,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}
