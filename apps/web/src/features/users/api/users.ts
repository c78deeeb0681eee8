import type { CenterList } from '@konzilium/contract/centers'
import type {
  Invitation,
  InviteBatchResult,
  InviteCenterDoctorInput,
  InvitePeripheralDoctorInput,
  InviteRepInput,
} from '@konzilium/contract/invitations'
import type { Role } from '@konzilium/contract/session'
import type { OwnProfile, UpdateUserInput, UserDetail, UserList } from '@konzilium/contract/users'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'
import type { UsersQuery } from '../users-query'

const usersContract = () => import('@konzilium/contract/users')
const invitationsContract = () => import('@konzilium/contract/invitations')

export const usersKey = ['users'] as const
const userKey = (id: string) => ['users', 'detail', id] as const

/** GET /api/users (admin): search, filters, sort and page. */
export function useUserList(query: UsersQuery & { q: string }) {
  return useQuery({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) =>
      request<UserList>('/api/users', {
        authenticated: true,
        signal,
        query: { ...query, q: query.q.trim() || undefined },
        schema: () => usersContract().then((m) => m.userListSchema),
      }),
    placeholderData: keepPreviousData,
  })
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) =>
      request<UserDetail>(`/api/users/${encodeURIComponent(id)}`, {
        authenticated: true,
        signal,
        schema: () => usersContract().then((m) => m.userDetailSchema),
      }),
  })
}

/** The signed-in inviter's own profile: a centre doctor's centre, a rep's regions. */
export function useInviterProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) =>
      request<OwnProfile>('/api/users/me', {
        authenticated: true,
        signal,
        schema: () => usersContract().then((m) => m.ownProfileSchema),
      }),
    enabled,
  })
}

export function useCenters(enabled: boolean) {
  return useQuery({
    queryKey: ['centers'],
    queryFn: ({ signal }) =>
      request<CenterList>('/api/centers', {
        authenticated: true,
        signal,
        schema: () => import('@konzilium/contract/centers').then((m) => m.centerListSchema),
      }),
    enabled,
    staleTime: 5 * 60_000,
  })
}

/** A change to one user: the detail takes the answer, the lists are fetched again. */
function useUserMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  })
}

const detailSchema = () => usersContract().then((m) => m.userDetailSchema)

export function useUpdateUser(id: string) {
  return useUserMutation((input: UpdateUserInput) =>
    request<UserDetail>(`/api/users/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
      authenticated: true,
      schema: detailSchema,
    }),
  )
}

/** PUT /api/users/{userId}/lock?reason=: every session of the user ends at once. */
export function useLockUser(id: string) {
  return useUserMutation((reason: string) =>
    request<UserDetail>(`/api/users/${encodeURIComponent(id)}/lock`, {
      method: 'PUT',
      authenticated: true,
      query: { reason: reason.trim() || undefined },
      schema: detailSchema,
    }),
  )
}

export function useUnlockUser(id: string) {
  return useUserMutation(() =>
    request<UserDetail>(`/api/users/${encodeURIComponent(id)}/unlock`, {
      method: 'PUT',
      authenticated: true,
      schema: detailSchema,
    }),
  )
}

export function useEndUserSessions(id: string) {
  return useUserMutation(() =>
    request(`/api/users/${encodeURIComponent(id)}/sessions`, {
      method: 'DELETE',
      authenticated: true,
    }),
  )
}

export function useResetTwoFactor(id: string) {
  return useUserMutation(() =>
    request(`/api/users/${encodeURIComponent(id)}/two-factor`, {
      method: 'DELETE',
      authenticated: true,
    }),
  )
}

/** Invitations are resent through the endpoint of the invitee's kind (ADR 007). */
export function resendInvitationPath(role: Role, id: string): string | null {
  const kind = (() => {
    switch (role) {
      case 'center_doctor':
        return 'center-doctors'
      case 'peripheral_doctor':
        return 'peripheral-doctors'
      case 'rep':
        return 'reps'
      case 'admin':
      case 'patient':
        return null
    }
  })()
  return kind ? `/api/${kind}/${encodeURIComponent(id)}/resend-invitation` : null
}

export function useResendInvitation(role: Role, id: string) {
  return useUserMutation(() => {
    const path = resendInvitationPath(role, id)
    if (!path) throw new Error('This role is not invited')
    return request<Invitation>(path, {
      method: 'PUT',
      authenticated: true,
      schema: () => invitationsContract().then((m) => m.invitationSchema),
    })
  })
}

export type InviteKind = 'center-doctor' | 'peripheral-doctor' | 'rep'
type InviteInput<K extends InviteKind> = K extends 'center-doctor'
  ? InviteCenterDoctorInput
  : K extends 'peripheral-doctor'
    ? InvitePeripheralDoctorInput
    : InviteRepInput

const invitePaths: Record<InviteKind, string> = {
  'center-doctor': '/api/center-doctors/invite',
  'peripheral-doctor': '/api/peripheral-doctors/invite',
  rep: '/api/reps/invite',
}

export function useInvite<K extends InviteKind>(kind: K) {
  return useUserMutation((input: InviteInput<K>) =>
    request<Invitation>(invitePaths[kind], {
      method: 'POST',
      body: input,
      authenticated: true,
      schema: () => invitationsContract().then((m) => m.invitationSchema),
    }),
  )
}

const batchSchema = () => invitationsContract().then((m) => m.inviteBatchResultSchema)

/** POST /api/reps/invite-batch (a pasted list as JSON rows) or /invite-batch/file (the file). */
export function useInviteRepBatch() {
  return useUserMutation((input: { rows: Record<string, unknown>[] } | { file: Blob }) =>
    'file' in input
      ? request<InviteBatchResult>('/api/reps/invite-batch/file', {
          method: 'POST',
          rawBody: input.file,
          authenticated: true,
          schema: batchSchema,
        })
      : request<InviteBatchResult>('/api/reps/invite-batch', {
          method: 'POST',
          body: { rows: input.rows },
          authenticated: true,
          schema: batchSchema,
        }),
  )
}
