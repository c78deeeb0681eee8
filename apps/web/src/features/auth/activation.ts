import type { ActivationLinkType } from '@konzilium/contract/invitations'

/**
 * The `type` of an activation link picks the call (ADR 007): invitations activate through their
 * kind's endpoint, public registrations through `public-activation`.
 */
const activationEndpoints: Record<ActivationLinkType, string> = {
  'center-doctor': '/api/center-doctors/activate',
  'peripheral-doctor': '/api/peripheral-doctors/activate',
  rep: '/api/reps/activate',
  'peripheral-registration': '/api/peripheral-doctors/public-activation',
}

export function activationEndpoint(type: string | null | undefined): string | null {
  if (!type || !Object.hasOwn(activationEndpoints, type)) return null
  return activationEndpoints[type as ActivationLinkType]
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
