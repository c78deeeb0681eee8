import { endpointPath } from '@konzilium/contract/endpoint'
import { invitationsEndpoints as endpoints } from '@konzilium/contract/endpoints/invitations'
import type {
  ActivateAccountInput,
  InviteCenterDoctorInput,
  InvitePeripheralDoctorInput,
  InviteRepInput,
} from '@konzilium/contract/invitations'
import type { Role } from '@konzilium/contract/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { userKeys } from '../../shared/users/user-keys'
import { activationEndpointOf } from './activation'

export type InviteKind = 'center-doctor' | 'peripheral-doctor' | 'rep'
type InviteInput<K extends InviteKind> = K extends 'center-doctor'
  ? InviteCenterDoctorInput
  : K extends 'peripheral-doctor'
    ? InvitePeripheralDoctorInput
    : InviteRepInput
type InviteCall = { [K in InviteKind]: { kind: K; input: InviteInput<K> } }[InviteKind]

function invite(call: InviteCall) {
  switch (call.kind) {
    case 'center-doctor':
      return callEndpoint(endpoints.inviteCenterDoctor, { body: call.input })
    case 'peripheral-doctor':
      return callEndpoint(endpoints.invitePeripheralDoctor, { body: call.input })
    case 'rep':
      return callEndpoint(endpoints.inviteRep, { body: call.input })
  }
}

/** POST /api/{kind}/invite: the invitee appears in the users lists. */
export function useInvite<K extends InviteKind>(kind: K) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InviteInput<K>) => invite({ kind, input } as InviteCall),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  })
}

/** POST /api/reps/invite-batch (a pasted list as JSON rows) or /invite-batch/file (the file). */
export function useInviteRepBatch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { rows: Record<string, unknown>[] } | { file: Blob }) =>
      'file' in input
        ? callEndpoint(endpoints.inviteRepBatchFile, { rawBody: input.file })
        : callEndpoint(endpoints.inviteRepBatch, { body: { rows: input.rows } }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  })
}

/** Invitations are resent through the endpoint of the invitee's kind (ADR 007). */
function resendEndpointOf(role: Role) {
  switch (role) {
    case 'center_doctor':
      return endpoints.resendCenterDoctorInvitation
    case 'peripheral_doctor':
      return endpoints.resendPeripheralDoctorInvitation
    case 'rep':
      return endpoints.resendRepInvitation
    case 'admin':
    case 'patient':
      return null
  }
}

/** The resend URL of an invitee, or null for a role that is never invited. */
export function resendInvitationPath(role: Role, id: string): string | null {
  const endpoint = resendEndpointOf(role)
  return endpoint ? endpointPath(endpoint.path, { id }) : null
}

export function canResendInvitation(role: Role): boolean {
  return resendEndpointOf(role) !== null
}

/** PUT /api/{kind}/{id}/resend-invitation: the user's detail and the lists show the new invitation. */
export function useResendInvitation(role: Role, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => {
      const endpoint = resendEndpointOf(role)
      if (!endpoint) throw new Error('This role is not invited')
      return callEndpoint(endpoint, { params: { id } })
    },
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists }),
      ]),
  })
}

/**
 * POST the activation of an invited or publicly registered account: code + new password. Nothing
 * is cached before sign-in, so there is nothing to invalidate.
 */
export function useActivateAccount(type: string | null) {
  return useMutation({
    mutationFn: (input: ActivateAccountInput) => {
      const endpoint = activationEndpointOf(type)
      if (!endpoint) throw new Error('Unknown activation link type')
      return callEndpoint(endpoint, { body: input })
    },
    meta: { handlesErrors: true },
  })
}
