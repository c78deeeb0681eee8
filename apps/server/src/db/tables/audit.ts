import { sql } from 'drizzle-orm'
import { check, index, inet, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Who did what, when, from where, with which outcome. Every read or change of a patient record,
 * every sign-in and every administrative action writes one row (security.md section 0.5).
 * Rows are never updated or deleted by the application.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    /** The actor's role when it acted (roles can change later). */
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    patientId: uuid('patient_id'),
    ip: inet('ip'),
    clientId: text('client_id'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_events_patient_idx').on(table.patientId, table.occurredAt),
    index('audit_events_actor_idx').on(table.actorUserId, table.occurredAt),
    index('audit_events_occurred_idx').on(table.occurredAt),
    index('audit_events_action_idx').on(table.action, table.occurredAt),
    check('audit_events_outcome_check', sql`${table.outcome} in ('success', 'failure', 'denied')`),
  ],
)
