/**
 * The actions the server writes to the audit trail (apps/server: recordAuditEvent and
 * recordClinicalAccess callers), each with a label in both catalogues (`audit.action.<code>`).
 * A code not listed here (a newer server) is shown as it is.
 */
export const auditActions = [
  'access.denied',
  'audit.read',
  'auth.account_activation',
  'auth.bootstrap_admin_created',
  'auth.other_sessions_ended',
  'auth.password_change',
  'auth.password_reset',
  'auth.password_reset_requested',
  'auth.recovery_codes_renewed',
  'auth.session_ended',
  'auth.sign_in',
  'auth.sign_in.second_factor_requested',
  'auth.sign_out',
  'auth.token_renewed',
  'auth.two_factor_disabled',
  'auth.two_factor_enabled',
  'center-doctors.moved',
  'center-doctors.updated',
  'centers.created',
  'centers.deleted',
  'centers.hidden',
  'centers.shown',
  'centers.updated',
  'diagnostics.activation_link_issued',
  'diagnostics.outbox_read',
  'invitations.resent',
  'invitations.sent',
  'patients.access-log',
  'patients.center-doctor-changed',
  'patients.change-center-doctor',
  'patients.create',
  'patients.delete',
  'patients.list',
  'patients.read',
  'patients.update',
  'peripheral-doctors.updated',
  'referrals.accepted',
  'referrals.cancelled',
  'referrals.created',
  'referrals.denied',
  'referrals.listed',
  'referrals.read',
  'referrals.redirected',
  'registration.submitted',
  'reps.updated',
  'users.locked',
  'users.listed',
  'users.own_profile_updated',
  'users.preferences_updated',
  'users.read',
  'users.sessions_ended',
  'users.two_factor_reset',
  'users.unlocked',
  'users.updated',
] as const
export type AuditAction = (typeof auditActions)[number]

/** The catalogue key of an action's label (a key `t` accepts), or null for a code without one. */
export function auditActionKey(action: string): `audit.action.${AuditAction}` | null {
  return (auditActions as readonly string[]).includes(action)
    ? `audit.action.${action as AuditAction}`
    : null
}

/** What an event was about (`targetType`), each with a label in both catalogues. */
export const auditTargetTypes = [
  'audit-list',
  'center',
  'patient',
  'patient-list',
  'referral',
  'referral-list',
  'session',
  'user',
  'user-list',
] as const
export type AuditTargetType = (typeof auditTargetTypes)[number]

/** The catalogue key of a target type's label, or null for a type without one. */
export function auditTargetKey(type: string): `audit.targetType.${AuditTargetType}` | null {
  return (auditTargetTypes as readonly string[]).includes(type)
    ? `audit.targetType.${type as AuditTargetType}`
    : null
}
