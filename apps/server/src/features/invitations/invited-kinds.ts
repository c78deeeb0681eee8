import type { Role } from '@konzilium/contract/session'

/** The roles that are invited by e-mail, and the path segment of their endpoints. */
export const invitedKinds = {
  'center-doctors': 'center_doctor',
  'peripheral-doctors': 'peripheral_doctor',
  reps: 'rep',
} as const satisfies Record<string, Role>
export type InvitedKind = keyof typeof invitedKinds
