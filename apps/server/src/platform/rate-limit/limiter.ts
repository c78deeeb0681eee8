import { and, eq, lt, sql } from 'drizzle-orm'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Database } from '../../db/client'
import { rateLimitCounters } from '../../db/schema'
import { AppError } from '../app-error'
import type { Clock } from '../clock'
import { sha256 } from '../secrets'
import type { RateLimitRule } from './rules'

/**
 * Fixed-window counters in PostgreSQL, so every instance behind a load balancer counts together.
 * One upsert per counted request. Subjects are stored hashed (an e-mail is personal data).
 */
export type RateLimiter = {
  /** Counts one request and throws 429 once the limit is passed. */
  hit: (rule: RateLimitRule, subject: string, locale: MessageLocale) => Promise<void>
  /** Throws 429 when the counter already reached the limit (checked before a failure-counted step). */
  check: (rule: RateLimitRule, subject: string, locale: MessageLocale) => Promise<void>
  /** Counts one event without throwing (a failed sign-in). */
  record: (rule: RateLimitRule, subject: string) => Promise<void>
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
  options: { allowlist: string[] },
): RateLimiter {
  const allowlist = new Set(options.allowlist)
  const window = (rule: RateLimitRule) => {
    const now = clock.now().getTime()
    const size = rule.windowSeconds * 1000
    const start = Math.floor(now / size) * size
    return {
      start: new Date(start),
      end: new Date(start + size),
      retryAfter: Math.max(1, Math.ceil((start + size - now) / 1000)),
    }
  }
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${sha256(subject)}`
  const exempt = (rule: RateLimitRule, subject: string) =>
    rule.scope === 'ip' && allowlist.has(subject)

  async function increment(rule: RateLimitRule, subject: string): Promise<number> {
    const { start, end } = window(rule)
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: keyOf(rule, subject), windowStart: start, count: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count })
    return row?.count ?? 1
  }

  return {
    hit: async (rule, subject, locale) => {
      if (exempt(rule, subject)) return
      const count = await increment(rule, subject)
      if (count > rule.limit) throw rateLimited(window(rule).retryAfter, locale)
    },
    check: async (rule, subject, locale) => {
      if (exempt(rule, subject)) return
      const { start, retryAfter } = window(rule)
      const [row] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, keyOf(rule, subject)),
            eq(rateLimitCounters.windowStart, start),
          ),
        )
      if ((row?.count ?? 0) >= rule.limit) throw rateLimited(retryAfter, locale)
    },
    record: async (rule, subject) => {
      if (exempt(rule, subject)) return
      await increment(rule, subject)
    },
    reset: async (rule, subject) => {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(rule, subject)))
    },
    prune: async () => {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, clock.now()))
    },
  }
}
