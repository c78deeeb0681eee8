import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { clientPageKinds, reportLanguages } from '@konzilium/contract/exports/client-page'
import { reportRecipients } from '@konzilium/contract/reports'
import { users } from './accounts'
import { at, id } from './columns'
import { oneOf } from './one-of'
import { patients } from './patients'

/**
 * One-time links to a report (ADR 044): the patient summary or a referral (`kind`, `subject_id`)
 * of `patient_id`, sent by `created_by` to `recipient_email`. Only the SHA-256 of the token is
 * kept. A download reserves a check first (`failed_attempts`, at most 5) and then compares the
 * birth date; the right one gives its check back and sets `used_at`. The report is rendered at
 * the download, under the sender's access then: no copy of it is stored.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('report_links_token_hash_unique'),
    kind: text('kind', { enum: clientPageKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    recipient: text('recipient', { enum: reportRecipients }).notNull(),
    recipientEmail: text('recipient_email').notNull(),
    locale: text('locale', { enum: reportLanguages }).notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('report_links_expires_idx').on(table.expiresAt),
    oneOf('report_links_kind_check', table.kind, clientPageKinds),
    oneOf('report_links_recipient_check', table.recipient, reportRecipients),
    oneOf('report_links_locale_check', table.locale, reportLanguages),
  ],
)
