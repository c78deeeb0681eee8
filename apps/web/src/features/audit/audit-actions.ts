import { auditActions, type AuditAction } from '@konzilium/contract/audit'

/**
 * The actions the server writes to the audit trail are the contract's list (`auditActions`), each
 * with a label in both catalogues (`audit.action.<name>`). A name not in the list (a newer server)
 * is shown as it is.
 */
export { auditActions, type AuditAction }

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
  'consultation',
  'patient',
  'patient-list',
  'referral',
  'referral-list',
  'session',
  'statistics',
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
