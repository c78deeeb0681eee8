import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Clock } from '../clock'
import { requestLocale } from '../locale'
import { rateLimited } from './limiter'
import type { MemoryRateLimitRule, RateLimitRule } from './rules'

/**
 * Limits counted in this process by `@fastify/rate-limit` (ADR 011), for cheap public routes whose
 * limit need not hold across instances. They run on `onRequest`, before the body is read or any
 * query runs: a refused call writes nothing to the database and costs less than a served one.
 * A route opts in by naming a `store: 'memory'` rule in `config.rateLimits`. Registered after
 * `registerAuth`, whose route hook adds the /api/auth* rules this one reads.
 */

/**
 * The counters: one fixed window per rule and address, started by its first call, on the app's
 * clock (tests move time instead of sleeping). Bounded, so a flood from many addresses costs at
 * most `maxEntries` entries; an evicted address merely starts a new window.
 */
type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1]

function clockStore(clock: Clock, maxEntries: number): FastifyRateLimitStoreCtor {
  return class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new LRUCache<string, { count: number; endsAt: number }>({
      max: maxEntries,
    })

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      const now = clock.now().getTime()
      let window = this.windows.get(key)
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + timeWindow }
        this.windows.set(key, window)
      }
      window.count += 1
      callback(null, { current: window.count, ttl: window.endsAt - now })
    }

    // One counter space for every route: keys carry the rule's name, so routes sharing a rule
    // (all score routes) share its count.
    child() {
      return this
    }
  }
}

function isMemoryRule(rule: RateLimitRule): rule is MemoryRateLimitRule {
  return rule.store === 'memory'
}

export async function registerMemoryRateLimits(
  app: FastifyInstance,
  options: { clock: Clock; allowlist: string[]; maxEntries?: number },
) {
  const allowlist = new Set(options.allowlist)
  await app.register(rateLimit, {
    // Only routes that name a memory rule are limited here; the rest is the database limiter's.
    global: false,
    store: clockStore(options.clock, options.maxEntries ?? 50_000),
    // RATE_LIMIT_ALLOWLIST lifts these limits for listed addresses (tests, load tests), as it lifts
    // the database's per-address ones; per-account limits always apply.
    allowList: (request) => allowlist.has(request.ip),
    // The one error envelope, worded in the caller's language; it carries Retry-After itself.
    errorResponseBuilder: (request, context) =>
      rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)), requestLocale(request)),
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': false,
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  })

  app.addHook('onRoute', (route) => {
    const [rule, ...more] = (route.config?.rateLimits ?? []).filter(isMemoryRule)
    if (!rule) return
    // The plugin runs one limit per request; a route with two would silently skip the second.
    if (more.length > 0)
      throw new Error(`Route ${route.url} names more than one in-memory rate limit`)
    const limit = app.rateLimit({
      max: rule.limit,
      timeWindow: rule.windowSeconds * 1000,
      // Per rule and per session (signed in by the time route hooks run), or per address (an IPv6
      // address by its /64, what one subscriber holds).
      keyGenerator: (request) =>
        rule.scope === 'session' && request.auth
          ? `${rule.name}:session:${request.auth.sessionId}`
          : `${rule.name}:${normalizeIP(request.ip)}`,
    })
    route.onRequest = [route.onRequest ?? []].flat().concat(limit)
  })
}
