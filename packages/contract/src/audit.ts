import { z } from 'zod'
import { roleSchema } from './session'

/** `GET /api/audit-events` (admins): the audit trail, newest first (ADR 016). */
export const listAuditEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  userId: z.uuid().optional(),
  patientId: z.uuid().optional(),
  action: z
    .string()
    .trim()
    .max(100)
    // Action codes hold dots, hyphens and underscores (`auth.sign_in`, `patients.access-log`).
    .regex(/^[a-z0-9._-]*$/)
    .optional(),
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
  action: z.string(),
  outcome: z.enum(['success', 'failure', 'denied']),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  patientId: z.string().nullable(),
  ip: z.string().nullable(),
})
export type AuditEventEntry = z.infer<typeof auditEventSchema>
export const auditEventListSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditEventList = z.infer<typeof auditEventListSchema>
