import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { at } from './columns'

/**
 * Uploaded files (platform/files, ADR 035). The bytes live in the file store under `id`, never
 * under the sender's name; the row keeps the sanitized name the file was sent with, the type
 * decided from its first bytes, its size and SHA-256. A file stays unattached until a feature ties
 * it to its object and sets `attached_at`; one left unattached for a day is purged (maintenance).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    attachedAt: at('attached_at'),
  },
  (table) => [
    index('files_unattached_idx')
      .on(table.createdAt)
      .where(sql`attached_at is null`),
  ],
)
