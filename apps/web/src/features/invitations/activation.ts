import type { Endpoint } from '@konzilium/contract/endpoint'
import { invitationsEndpoints } from '@konzilium/contract/endpoints/invitations'
import { registrationEndpoints } from '@konzilium/contract/endpoints/registration'
import type { ActivationLinkType } from '@konzilium/contract/invitations'

/**
 * The `type` of an activation link picks the call (ADR 007): invitations activate through their
 * kind's endpoint, public registrations through `public-activation`. All four take the code and a
 * new password and answer the same, so one page and one hook serve every link.
 */
const activationEndpoints = {
  'center-doctor': invitationsEndpoints.activateCenterDoctor,
  'peripheral-doctor': invitationsEndpoints.activatePeripheralDoctor,
  rep: invitationsEndpoints.activateRep,
  'peripheral-registration': registrationEndpoints.activatePublicRegistration,
} satisfies Record<ActivationLinkType, Endpoint>

export type ActivationEndpoint = (typeof activationEndpoints)[ActivationLinkType]

/** The endpoint a link's `type` activates through, or null for a missing or unknown type. */
export function activationEndpointOf(type: string | null | undefined): ActivationEndpoint | null {
  if (!type || !Object.hasOwn(activationEndpoints, type)) return null
  return activationEndpoints[type as ActivationLinkType]
}

/** The path of that endpoint (what activation.test.ts checks against the real URLs). */
export function activationEndpoint(type: string | null | undefined): string | null {
  return activationEndpointOf(type)?.path ?? null
}

export type ActivationProblem = 'expired' | 'used' | 'invalid' | 'locked'

const problems: Record<string, ActivationProblem> = {
  CODE_EXPIRED: 'expired',
  CODE_USED: 'used',
  CODE_INVALID: 'invalid',
  ACCOUNT_LOCKED: 'locked',
}

/** The error codes of an activation that no password can fix, as what the page explains. */
export function activationProblemOf(code: string | undefined): ActivationProblem | null {
  return code !== undefined && Object.hasOwn(problems, code) ? (problems[code] ?? null) : null
}
