import { integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { textLocales } from '@konzilium/contract/texts'
import { users } from './accounts'
import { at, id } from './columns'
import { oneOf } from './one-of'

/**
 * An administrator's version of an editable text in one language (ADR 038): it overrides the
 * built-in default until deleted. Only overrides are stored; defaults ship with the code.
 */
export const texts = pgTable(
  'texts',
  {
    key: text('key').notNull(),
    locale: text('locale', { enum: textLocales }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    version: integer('version').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.locale] }),
    oneOf('texts_locale_check', table.locale, textLocales),
  ],
)

export const textVersionActions = ['saved', 'reverted'] as const

/**
 * Every save and every revert of a text, kept for good: the history an administrator reads and
 * restores from. A version number is taken once per key and language (unique), so two saves at
 * the same moment cannot both win.
 */
export const textVersions = pgTable(
  'text_versions',
  {
    id: id(),
    key: text('key').notNull(),
    locale: text('locale', { enum: textLocales }).notNull(),
    version: integer('version').notNull(),
    action: text('action', { enum: textVersionActions }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('text_versions_version_unique').on(table.key, table.locale, table.version),
    oneOf('text_versions_locale_check', table.locale, textLocales),
    oneOf('text_versions_action_check', table.action, textVersionActions),
  ],
)
