import { sql } from 'drizzle-orm'
import { index, inet, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { auditActions, auditOutcomes } from '@konzilium/contract/audit'
import { oneOf } from './one-of'

/**
 * Who did what, when, from where, with which outcome. Every read or change of a patient record,
 * every sign-in and every administrative action writes one row: a patient may later ask who saw
 * their record (EHDS Regulation (EU) 2025/327 Art. 9, GDPR Art. 15). Rows are never updated or
 * deleted by the application.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    // Time-ordered (migration 0012), so a new row's key lands on the index's last page instead of
    // a random one: a random key rewrote a whole 8 KB page into the write-ahead log on most
    // inserts (16 MB of log for 3 000 list pages, 1.9 MB with these).
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    /** The actor's role when it acted (roles can change later). */
    actorRole: text('actor_role'),
    action: text('action', { enum: auditActions }).notNull(),
    outcome: text('outcome', { enum: auditOutcomes }).notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    patientId: uuid('patient_id'),
    /**
     * The patients a list, search or home page showed (its row names no single patient), or the
     * patient records of the accounts an admin listed; null on rows about no list.
     */
    patientIds: uuid('patient_ids').array(),
    ip: inet('ip'),
    clientId: text('client_id'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    // Rows about one patient only: a list's row (the most frequent) names none and skips it.
    index('audit_events_patient_idx')
      .on(table.patientId, table.occurredAt)
      .where(sql`${table.patientId} is not null`),
    // "Rows that showed patient X": array containment through a GIN index (migration 0017).
    index('audit_events_patient_ids_idx').using('gin', table.patientIds),
    index('audit_events_actor_idx').on(table.actorUserId, table.occurredAt),
    index('audit_events_occurred_idx').on(table.occurredAt),
    index('audit_events_action_idx').on(table.action, table.occurredAt),
    oneOf('audit_events_outcome_check', table.outcome, auditOutcomes),
    oneOf('audit_events_action_check', table.action, auditActions),
  ],
)
