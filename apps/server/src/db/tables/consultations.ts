import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import {
  consultationStates,
  consultationSystemEvents,
  messageKinds,
} from '@konzilium/contract/consultations'
import { users } from './accounts'
import { at, id } from './columns'
import { files } from './files'
import { oneOf } from './one-of'
import { patients } from './patients'
import { referralRequests } from './referrals'

/**
 * A consultation (the consultations feature, ADR 035): a conversation of doctors, optionally about
 * a patient (and one of the patient's referrals). `last_activity_at` is the time of the newest
 * message, the list's order.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    subject: text('subject').notNull(),
    state: text('state', { enum: consultationStates }).notNull().default('open'),
    patientId: uuid('patient_id').references(() => patients.id),
    referralId: uuid('referral_id').references(() => referralRequests.id),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
  },
  (table) => [
    index('consultations_patient_idx').on(table.patientId),
    index('consultations_referral_idx').on(table.referralId),
    oneOf('consultations_state_check', table.state, consultationStates),
  ],
)

/**
 * Who takes part: a row per person ever added; `left_at` is set when removed (and cleared when
 * added again). `read_up_to_seq` is the `seq` of the newest message the person has read (0: none).
 */
export const consultationParticipants = pgTable(
  'consultation_participants',
  {
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: at('joined_at').notNull().defaultNow(),
    leftAt: at('left_at'),
    readUpToSeq: bigint('read_up_to_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: at('last_read_at'),
  },
  (table) => [
    primaryKey({ columns: [table.consultationId, table.userId] }),
    // "My consultations": the rows of one person still taking part.
    index('consultation_participants_user_idx')
      .on(table.userId, table.consultationId)
      .where(sql`left_at is null`),
  ],
)

/**
 * The messages of a consultation. `seq` is one global, increasing number: the order of messages
 * and the cursor of their pages (never `created_at`, which two messages may share). A post locks
 * its consultation's row, so within a consultation `seq` grows in commit order and a reader
 * paging "after" its newest message never skips one committed later with a smaller number.
 */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id),
    kind: text('kind', { enum: messageKinds }).notNull(),
    authorId: uuid('author_id').references(() => users.id),
    text: text('text').notNull(),
    /** For a system message: what happened and to whom. */
    systemEvent: text('system_event', { enum: consultationSystemEvents }),
    systemPersonId: uuid('system_person_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consultation_messages_seq_idx').on(table.consultationId, table.seq),
    oneOf('consultation_messages_kind_check', table.kind, messageKinds),
    oneOf('consultation_messages_system_event_check', table.systemEvent, consultationSystemEvents),
  ],
)

/**
 * A file uploaded to a consultation; `message_id` is set when a message takes it (until then only
 * its sender sees it). Removed with its file when the file is purged unattached.
 */
export const consultationAttachments = pgTable(
  'consultation_attachments',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id),
    messageId: uuid('message_id').references(() => consultationMessages.id),
  },
  (table) => [index('consultation_attachments_message_idx').on(table.messageId)],
)
