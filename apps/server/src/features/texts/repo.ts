import { and, desc, eq, inArray, like, max } from 'drizzle-orm'
import type { TextLocale } from '@konzilium/contract/texts'
import type { Database } from '../../db/client'
import { personNameColumns, personRefOf } from '../../db/person-name'
import { texts, textVersions, users } from '../../db/schema'

export type TextRow = typeof texts.$inferSelect
export type OverrideRow = TextRow & { author: ReturnType<typeof personRefOf> | null }

/** The overrides, with their authors, of the keys starting `prefix` (an area and its dot). */
export async function findOverrides(
  db: Database,
  filter: { prefix?: string; locale?: TextLocale; keys?: string[] },
): Promise<OverrideRow[]> {
  const rows = await db
    .select({ text: texts, authorId: users.id, name: personNameColumns(users) })
    .from(texts)
    .leftJoin(users, eq(users.id, texts.updatedBy))
    .where(
      and(
        filter.prefix ? like(texts.key, `${filter.prefix}%`) : undefined,
        filter.locale ? eq(texts.locale, filter.locale) : undefined,
        filter.keys ? inArray(texts.key, filter.keys) : undefined,
      ),
    )
  return rows.map(({ text, authorId, name }) => ({
    ...text,
    author: authorId && name ? personRefOf(authorId, name) : null,
  }))
}

/** The next version number of a text: one past every saved or reverted version so far. */
export async function nextVersion(db: Database, key: string, locale: TextLocale) {
  const [row] = await db
    .select({ last: max(textVersions.version) })
    .from(textVersions)
    .where(and(eq(textVersions.key, key), eq(textVersions.locale, locale)))
  return (row?.last ?? 0) + 1
}

export async function findVersions(db: Database, key: string, locale: TextLocale) {
  const rows = await db
    .select({ version: textVersions, authorId: users.id, name: personNameColumns(users) })
    .from(textVersions)
    .leftJoin(users, eq(users.id, textVersions.authorId))
    .where(and(eq(textVersions.key, key), eq(textVersions.locale, locale)))
    .orderBy(desc(textVersions.version))
  return rows.map(({ version, authorId, name }) => ({
    ...version,
    author: authorId && name ? personRefOf(authorId, name) : null,
  }))
}
