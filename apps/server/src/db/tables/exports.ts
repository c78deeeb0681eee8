import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { exportJobStates, exportKinds } from '@konzilium/contract/exports'
import { users } from './accounts'
import { at, id } from './columns'
import { oneOf } from './one-of'

/**
 * Export jobs (ADR 042): an export of more rows than the server answers at once, written in the
 * background to the file store. `filters` is the list's query as validated (never patient data
 * beyond the filter the author typed), `locale` the author's language for the headers. A job is
 * claimed by the one conditional update that moves it from `queued` to `running`; `file_id` is the
 * file store's id of the finished file, deleted with the row's `file_id` cleared once `expires_at`
 * has passed.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: exportKinds }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    locale: text('locale').notNull(),
    state: text('state', { enum: exportJobStates }).notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    fileId: uuid('file_id'),
    size: bigint('size', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    oneOf('export_jobs_kind_check', table.kind, exportKinds),
    oneOf('export_jobs_state_check', table.state, exportJobStates),
    oneOf('export_jobs_locale_check', table.locale, ['cs', 'en']),
    index('export_jobs_owner_idx').on(table.ownerId, table.createdAt),
    index('export_jobs_expires_idx').on(table.expiresAt),
  ],
)
