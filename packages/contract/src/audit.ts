import { z } from 'zod'
import { pageQuery, pagedList } from './shapes'
import { roleSchema } from './session'

/**
 * Every action the server writes to the audit trail, one name each. A name is
 * `<area>.<what happened>`: the area a feature's name (or `auth`, `access`), then what happened in
 * the past tense, words joined by hyphens (`patients.created`, `referrals.accepted`,
 * `auth.signed-in`, `patients.access-log-read`). The database refuses any other name (a CHECK
 * built from this list), so a new action is added here and by a migration that replaces the
 * check; the web words each one in its catalogues (`audit.action.<name>`).
 */
export const auditActions = [
  'access.denied',
  'audit.read',
  'audit.retention-applied',
  'auth.account-activated',
  'auth.bootstrap-admin-created',
  'auth.other-sessions-ended',
  'auth.password-changed',
  'auth.password-reset',
  'auth.password-reset-requested',
  'auth.recovery-codes-renewed',
  'auth.second-factor-requested',
  'auth.session-ended',
  'auth.signed-in',
  'auth.signed-out',
  'auth.token-renewed',
  'auth.two-factor-disabled',
  'auth.two-factor-enabled',
  'center-doctors.moved',
  'center-doctors.updated',
  'centers.created',
  'centers.deleted',
  'centers.hidden',
  'centers.shown',
  'centers.updated',
  'consultations.created',
  'consultations.read',
  'diagnostics.activation-link-issued',
  'diagnostics.app-read',
  'diagnostics.cache-refreshed',
  'diagnostics.outbox-read',
  'diagnostics.task-run',
  'diagnostics.tasks-read',
  'evaluation.answered',
  'evaluation.link-opened',
  'evaluation.link-revoked',
  'evaluation.link-sent',
  'evaluation.links-listed',
  'exports.created',
  'exports.downloaded',
  'exports.pdf-created',
  'forms.attachment-added',
  'forms.attachment-downloaded',
  'forms.attachment-removed',
  'forms.created',
  'forms.deleted',
  'forms.listed',
  'forms.read',
  'forms.updated',
  'home.patient-read',
  'home.patients-listed',
  'home.referrals-listed',
  'invitations.resent',
  'invitations.sent',
  'patients.access-log-read',
  'patients.center-doctor-changed',
  'patients.created',
  'patients.deleted',
  'patients.listed',
  'patients.read',
  'patients.updated',
  'peripheral-doctors.updated',
  'referrals.accepted',
  'referrals.cancelled',
  'referrals.closed',
  'referrals.created',
  'referrals.denied',
  'referrals.listed',
  'referrals.read',
  'referrals.redirected',
  'referrals.resubmitted',
  'registration.submitted',
  'reports.downloaded',
  'reports.link-sent',
  'reps.updated',
  'statistics.read',
  'texts.reverted',
  'texts.saved',
  'users.listed',
  'users.locked',
  'users.own-profile-updated',
  'users.preferences-updated',
  'users.read',
  'users.sessions-ended',
  'users.two-factor-reset',
  'users.unlocked',
  'users.updated',
] as const
export const auditActionSchema = z.enum(auditActions)
export type AuditAction = (typeof auditActions)[number]

/** How an audited attempt ended. */
export const auditOutcomes = ['success', 'failure', 'denied'] as const
export type AuditOutcome = (typeof auditOutcomes)[number]

/** `GET /api/audit-events` (admins): the audit trail, newest first (ADR 016). */
export const listAuditEventsQuerySchema = pageQuery({ max: 100, default: 50 }).extend({
  userId: z.uuid().optional(),
  patientId: z.uuid().optional(),
  // One of the names the trail holds; an unknown name (an old one included) is refused.
  action: auditActionSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
})
export type ListAuditEventsQuery = z.infer<typeof listAuditEventsQuerySchema>

export const auditEventSchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  actorUserId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorRole: roleSchema.nullable(),
  action: auditActionSchema,
  outcome: z.enum(auditOutcomes),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  patientId: z.string().nullable(),
  ip: z.string().nullable(),
})
export type AuditEventEntry = z.infer<typeof auditEventSchema>
export const auditEventListSchema = pagedList(auditEventSchema)
export type AuditEventList = z.infer<typeof auditEventListSchema>
