import { and, eq } from 'drizzle-orm'
import {
  areaOf,
  parseTextId,
  textId,
  textLocales,
  type ListTextsQuery,
  type PublicTextList,
  type SaveTextInput,
  type Text,
  type TextList,
  type TextLocale,
  type TextVersionList,
} from '@konzilium/contract/texts'
import { placeholderRules, textDefaults } from '@konzilium/contract/texts/defaults'
import { texts, textVersions } from '../../db/schema'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { AppError, notFound } from '../../platform/app-error'
import { pagedAnswer } from '../../platform/paged-list'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { findOverrides, findVersions, nextVersion, type OverrideRow } from './repo'
import { assertSavable, defaultOf } from './rules'

/** The overrides a public page shows in one language (its defaults ship with the page). */
export async function listPublicTexts(
  s: Services,
  query: { area: string; locale: TextLocale; keys?: string[] | undefined },
): Promise<PublicTextList> {
  const rows = await findOverrides(s.db, {
    prefix: `${query.area}.`,
    locale: query.locale,
    ...(query.keys ? { keys: query.keys } : {}),
  })
  return {
    items: rows.map((row) => ({
      key: row.key,
      locale: row.locale,
      title: row.title,
      body: row.body,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    })),
  }
}

function toText(key: string, locale: TextLocale, overrides: Map<string, OverrideRow>): Text {
  const fallback = defaultOf(key)[locale]
  const own = overrides.get(textId(locale, key))
  const other = overrides.get(textId(locale === 'cs' ? 'en' : 'cs', key))
  return {
    id: textId(locale, key),
    key,
    area: areaOf(key),
    locale,
    title: own?.title ?? fallback.title,
    body: own?.body ?? fallback.body,
    defaultTitle: fallback.title,
    defaultBody: fallback.body,
    overridden: own !== undefined,
    missingTranslation: (own === undefined) !== (other === undefined),
    placeholders: placeholderRules(key),
    version: own?.version ?? null,
    updatedAt: own?.updatedAt.toISOString() ?? null,
    updatedBy: own?.author ?? null,
  }
}

const folded = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('cs')

/**
 * Every editable text for the administrators' screen. The keys are the code's (a few hundred at
 * most) and only overrides are stored, so the list is built in memory from both and paged here.
 */
export async function listTexts(s: Services, query: ListTextsQuery): Promise<TextList> {
  const rows = await findOverrides(s.db, query.keys ? { keys: query.keys } : {})
  const overrides = new Map(rows.map((row) => [textId(row.locale, row.key), row]))
  const search = query.q ? folded(query.q) : null
  const matching = [...textDefaults.keys()]
    .filter((key) => (query.area ? areaOf(key) === query.area : true))
    .filter((key) => (query.keys ? query.keys.includes(key) : true))
    .sort()
    .flatMap((key) =>
      (query.locale ? [query.locale] : textLocales).map((l) => toText(key, l, overrides)),
    )
    .filter((text) => {
      switch (query.state) {
        case undefined:
          return true
        case 'overridden':
          return text.overridden
        case 'default':
          return !text.overridden
        case 'missingTranslation':
          return text.missingTranslation
      }
    })
    .filter(
      (text) => !search || folded(`${text.key}\n${text.title}\n${text.body}`).includes(search),
    )
  const start = (query.page - 1) * query.pageSize
  return pagedAnswer(query, matching.slice(start, start + query.pageSize), matching.length)
}

function idOf(id: string) {
  const parsed = parseTextId(id)
  if (!parsed) throw notFound('Text')
  defaultOf(parsed.key)
  return parsed
}

/** Saves a new version of a text in one language; it shows on the public pages at once. */
export async function saveText(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  input: SaveTextInput,
): Promise<Text> {
  const { key, locale } = idOf(id)
  assertSavable(key, input)
  return transaction(s.db, async ({ db }) => {
    const [current] = await db
      .select({ version: texts.version })
      .from(texts)
      .where(and(eq(texts.key, key), eq(texts.locale, locale)))
      .for('update')
    if (input.baseVersion !== undefined && input.baseVersion !== (current?.version ?? null))
      throw new AppError(409, 'CONFLICT', 'Someone saved this text in the meantime')
    const version = await nextVersion(db, key, locale)
    const now = s.clock.now()
    const values = { title: input.title, body: input.body, version }
    await db.insert(textVersions).values({
      key,
      locale,
      action: 'saved',
      authorId: auth.userId,
      createdAt: now,
      ...values,
    })
    await db
      .insert(texts)
      .values({ key, locale, updatedBy: auth.userId, updatedAt: now, ...values })
      .onConflictDoUpdate({
        target: [texts.key, texts.locale],
        set: { updatedBy: auth.userId, updatedAt: now, ...values },
      })
    await recordAuditEvent(db, ctx.audit, {
      action: 'texts.saved',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'text',
      details: { key, locale, version },
    })
    const rows = await findOverrides(db, { keys: [key] })
    return toText(key, locale, new Map(rows.map((row) => [textId(row.locale, row.key), row])))
  })
}

/** Deletes the override: the built-in default shows again; the history keeps the revert. */
export async function revertText(s: Services, ctx: RequestContext, auth: AuthContext, id: string) {
  const { key, locale } = idOf(id)
  await transaction(s.db, async ({ db }) => {
    const deleted = await db
      .delete(texts)
      .where(and(eq(texts.key, key), eq(texts.locale, locale)))
      .returning({ version: texts.version })
    if (deleted.length === 0) throw notFound('Text override')
    const version = await nextVersion(db, key, locale)
    const fallback = defaultOf(key)[locale]
    await db.insert(textVersions).values({
      key,
      locale,
      version,
      action: 'reverted',
      title: fallback.title,
      body: fallback.body,
      authorId: auth.userId,
      createdAt: s.clock.now(),
    })
    await recordAuditEvent(db, ctx.audit, {
      action: 'texts.reverted',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'text',
      details: { key, locale, version },
    })
  })
}

export async function listTextVersions(s: Services, id: string): Promise<TextVersionList> {
  const { key, locale } = idOf(id)
  const rows = await findVersions(s.db, key, locale)
  return {
    items: rows.map((row) => ({
      version: row.version,
      action: row.action,
      title: row.title,
      body: row.body,
      at: row.createdAt.toISOString(),
      author: row.author,
    })),
  }
}
