import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Database } from '../../db/client'
import { rateLimitCounters } from '../../db/schema'
import { AppError } from '../app-error'
import type { Clock } from '../clock'
import { sha256 } from '../secrets'
import type { RateLimitRule } from './rules'

/**
 * Counters in PostgreSQL, one window per subject opened by its first call, so every instance behind a load balancer counts together.
 * Subjects are stored hashed (an e-mail is personal data).
 *
 * A refusal costs less than a served call: it is decided by a read, and a subject once refused is
 * remembered in this process until its window ends, so a flood of refused calls costs no query at
 * all. Only served calls write (`count`, `record`).
 */
export type RateLimiter = {
  /** Throws 429 when the counter already reached the limit. Reads only; never writes. */
  check: (rule: RateLimitRule, subject: string, locale: MessageLocale) => Promise<void>
  /**
   * Counts one call that passed `check`, or reserves one attempt before a secret is verified. The
   * increment is conditional, in one statement: of N parallel calls at most the room left pass, a
   * call that loses the race for the last unit changes nothing and gets 429. Answers the count
   * after this call (1: the first of its window); an allow-listed subject answers 0.
   */
  count: (rule: RateLimitRule, subject: string, locale: MessageLocale) => Promise<number>
  /** `check`, then `count`. */
  hit: (rule: RateLimitRule, subject: string, locale: MessageLocale) => Promise<void>
  /** Counts one event without throwing (a failed sign-in); answers the count after it. */
  record: (rule: RateLimitRule, subject: string) => Promise<number>
  /** The current window's count, without counting or throwing. */
  peek: (rule: RateLimitRule, subject: string) => Promise<number>
  /** Gives back one reserved unit (an attempt that turned out right need not count against it). */
  release: (rule: RateLimitRule, subject: string) => Promise<void>
  /** Forgets a subject's counter (a successful sign-in clears its failures). */
  reset: (rule: RateLimitRule, subject: string) => Promise<void>
  /** Removes expired counters. */
  prune: () => Promise<void>
}

function czechUnit(n: number, forms: [string, string, string]) {
  const rule = new Intl.PluralRules('cs').select(n)
  return rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2]
}

export function retryMessage(seconds: number, locale: MessageLocale): string {
  if (seconds < 60) {
    return locale === 'cs'
      ? `Příliš mnoho pokusů. Zkuste to znovu za ${seconds} ${czechUnit(seconds, ['sekundu', 'sekundy', 'sekund'])}.`
      : `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  }
  const minutes = Math.ceil(seconds / 60)
  return locale === 'cs'
    ? `Příliš mnoho pokusů. Zkuste to znovu za ${minutes} ${czechUnit(minutes, ['minutu', 'minuty', 'minut'])}.`
    : `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export function rateLimited(retryAfterSeconds: number, locale: MessageLocale): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many requests; retry after ${retryAfterSeconds} seconds`,
    [{ path: '', message: retryMessage(retryAfterSeconds, locale) }],
    { 'retry-after': String(retryAfterSeconds) },
  )
}

export function createRateLimiter(
  db: Database,
  clock: Clock,
  options: { allowlist: string[]; maxRefusedEntries?: number },
): RateLimiter {
  const allowlist = new Set(options.allowlist)
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${sha256(subject)}`
  const exempt = (rule: RateLimitRule, subject: string) =>
    rule.countedPer === 'ip' && allowlist.has(subject)
  const secondsUntil = (end: number) => Math.max(1, Math.ceil((end - clock.now().getTime()) / 1000))
  const live = (key: string) =>
    and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expiresAt, clock.now()))

  /**
   * One counter per subject and rule. Its window opens with the subject's first counted call and
   * lasts `windowSeconds`; a call after it ended opens the next one. So N calls in a row are
   * counted together whatever the wall clock says (a window aligned to the clock would split a
   * burst across its boundary and let it through twice).
   */
  const upsert = (rule: RateLimitRule, key: string, bounded: boolean) => {
    const now = clock.now()
    const end = new Date(now.getTime() + rule.windowSeconds * 1000)
    const ended = sql`${rateLimitCounters.expiresAt} <= ${now}`
    return db
      .insert(rateLimitCounters)
      .values({ key, windowStart: now, count: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowStart: sql`case when ${ended} then ${now} else ${rateLimitCounters.windowStart} end`,
          expiresAt: sql`case when ${ended} then ${end} else ${rateLimitCounters.expiresAt} end`,
        },
        ...(bounded
          ? { setWhere: sql`${ended} or ${rateLimitCounters.count} < ${rule.limit}` }
          : {}),
      })
      .returning({ count: rateLimitCounters.count })
  }

  /**
   * Keys refused in this process, with the end of the window they were refused in. Sound across
   * instances: a counter at its limit stays there until its window ends (a success that would reset
   * it is itself refused). Bounded, so a flood from many subjects costs bounded memory; an evicted
   * key is merely read again.
   */
  const refused = new LRUCache<string, number>({ max: options.maxRefusedEntries ?? 50_000 })
  const refuse = (key: string, end: Date, locale: MessageLocale): never => {
    refused.set(key, end.getTime())
    throw rateLimited(secondsUntil(end.getTime()), locale)
  }
  const refusedInMemory = (key: string, locale: MessageLocale) => {
    const until = refused.get(key)
    if (until === undefined) return
    if (until > clock.now().getTime()) throw rateLimited(secondsUntil(until), locale)
    refused.delete(key)
  }

  const current = async (key: string) => {
    const [row] = await db
      .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
      .from(rateLimitCounters)
      .where(live(key))
    return row ?? { count: 0, expiresAt: clock.now() }
  }

  const check: RateLimiter['check'] = async (rule, subject, locale) => {
    if (exempt(rule, subject)) return
    const key = keyOf(rule, subject)
    refusedInMemory(key, locale)
    const { count, expiresAt } = await current(key)
    if (count >= rule.limit) refuse(key, expiresAt, locale)
  }

  const count: RateLimiter['count'] = async (rule, subject, locale) => {
    if (exempt(rule, subject)) return 0
    const key = keyOf(rule, subject)
    const [row] = await upsert(rule, key, true)
    if (!row) return refuse(key, (await current(key)).expiresAt, locale)
    return row.count
  }

  return {
    check,
    count,
    hit: async (rule, subject, locale) => {
      await check(rule, subject, locale)
      await count(rule, subject, locale)
    },
    record: async (rule, subject) => {
      if (exempt(rule, subject)) return 0
      const [row] = await upsert(rule, keyOf(rule, subject), false)
      return row?.count ?? 0
    },
    peek: async (rule, subject) =>
      exempt(rule, subject) ? 0 : (await current(keyOf(rule, subject))).count,
    release: async (rule, subject) => {
      if (exempt(rule, subject)) return
      const key = keyOf(rule, subject)
      const released = await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(and(live(key), gt(rateLimitCounters.count, 0)))
        .returning({ count: rateLimitCounters.count })
      // A subject refused in memory has room again.
      if (released.length > 0) refused.delete(key)
    },
    reset: async (rule, subject) => {
      const key = keyOf(rule, subject)
      refused.delete(key)
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
    },
    prune: async () => {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, clock.now()))
    },
  }
}
