import { usersEndpoints as endpoints } from '@konzilium/contract/endpoints/users'
import type { OwnProfile, UpdateOwnProfileInput, UpdateUserInput } from '@konzilium/contract/users'
import type { Role } from '@konzilium/contract/session'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { preferencesKey } from '../../shared/preferences/preferences'
import { session } from '../../shared/session/session-store'
import { userKeys } from '../../shared/users/user-keys'
import type { UsersQuery } from './users-query'

/** The key of one page of the users list: under `userKeys.lists`, which changes invalidate. */
const userListKey = (query: UsersQuery & { q: string }) => [...userKeys.lists, query] as const

/** GET /api/users (admin): search, filters, sort and page. */
export function useUserList(query: UsersQuery & { q: string }) {
  return useQuery({
    queryKey: userListKey(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listUsers, {
        query: { ...query, q: query.q.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/**
 * A user picker's options (admins): the first matches of a name search, optionally of one role.
 * The search text goes in the request only, never in an address.
 */
export function useUserPicker(q: string, role: Role | undefined, enabled: boolean) {
  const query = {
    page: 1,
    pageSize: 100,
    sort: 'lastName' as const,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(role ? { role } : {}),
  }
  return useQuery({
    queryKey: [...userKeys.lists, 'picker', query] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listUsers, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getUser, { params: { id }, signal }),
  })
}

/**
 * GET /api/users/me. The profile page handles a refusal itself (an enrolment-only session gets 403);
 * the add-user page reads the inviter's centre or regions from it and leaves errors to the toast.
 */
export function useOwnProfile(enabled: boolean, { handlesErrors = false } = {}) {
  return useQuery({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => callEndpoint(endpoints.getOwnProfile, { signal }),
    enabled,
    ...(handlesErrors ? { meta: { handlesErrors: true } } : {}),
  })
}

/** PUT /api/users/me; the stored user record (`app.user`) follows the new name. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateOwnProfileInput) =>
      callEndpoint(endpoints.updateOwnProfile, { body: input }),
    meta: { handlesErrors: true },
    onSuccess: (profile: OwnProfile) => {
      queryClient.setQueryData(userKeys.me, profile)
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(profile.id) })
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

/**
 * A change to one user made by an admin: that user's detail and the lists (which show name, e-mail
 * and status) are fetched again; the own profile and preferences too when admins edit themselves.
 */
function useUserMutation<I, O>(id: string, run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists }),
        ...(session.getUser()?.id === id
          ? [
              queryClient.invalidateQueries({ queryKey: userKeys.me }),
              queryClient.invalidateQueries({ queryKey: preferencesKey(id) }),
            ]
          : []),
      ]),
  })
}

export function useUpdateUser(id: string) {
  return useUserMutation(id, (input: UpdateUserInput) =>
    callEndpoint(endpoints.updateUser, { params: { id }, body: input }),
  )
}

/** PUT /api/users/{userId}/lock?reason=: every session of the user ends at once. */
export function useLockUser(id: string) {
  return useUserMutation(id, (reason: string) =>
    callEndpoint(endpoints.lockUser, {
      params: { userId: id },
      query: { reason: reason.trim() || undefined },
    }),
  )
}

export function useUnlockUser(id: string) {
  return useUserMutation(id, () => callEndpoint(endpoints.unlockUser, { params: { id } }))
}

/** DELETE /api/users/{id}/sessions: the detail lists the user's sessions. */
export function useEndUserSessions(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.endUserSessions, { params: { id } }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
  })
}
