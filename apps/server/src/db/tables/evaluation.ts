import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { evaluationDeliveries, questionnaireKinds } from '@konzilium/contract/evaluation'
import { locales } from '@konzilium/contract/session'
import { users } from './accounts'
import { at, id } from './columns'
import { forms } from './forms'
import { oneOf } from './one-of'
import { patients } from './patients'

/**
 * One-time questionnaire links (the evaluation feature, ADR 041). Only the SHA-256 of the token
 * is kept; the link's state is read from its times: `used_at` (the answers arrived, `form_id` the
 * form they became), `revoked_at` (withdrawn), `expires_at` (past it, unused: expired). No address
 * and nothing of the answers is stored here. Links are purged some time after they expire.
 */
export const evaluationLinks = pgTable(
  'evaluation_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    questionnaire: text('questionnaire', { enum: questionnaireKinds }).notNull(),
    language: text('language', { enum: locales }).notNull(),
    delivery: text('delivery', { enum: evaluationDeliveries }).notNull(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    revokedById: uuid('revoked_by_id').references(() => users.id),
    formId: uuid('form_id').references(() => forms.id),
  },
  (table) => [
    uniqueIndex('evaluation_links_token_hash_unique').on(table.tokenHash),
    index('evaluation_links_patient_idx').on(table.patientId, table.createdAt),
    index('evaluation_links_expires_idx').on(table.expiresAt),
    oneOf('evaluation_links_questionnaire_check', table.questionnaire, questionnaireKinds),
    oneOf('evaluation_links_language_check', table.language, locales),
    oneOf('evaluation_links_delivery_check', table.delivery, evaluationDeliveries),
  ],
)
