import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Clock } from '../clock'
import { toErrorEnvelope } from '../error-handler'
import { requestLocale } from '../locale'
import { requestFields } from '../logging'
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
type Windows = LRUCache<string, { count: number; endsAt: number }>

function clockStore(clock: Clock, windows: Windows): FastifyRateLimitStoreCtor {
  return class ClockStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      const now = clock.now().getTime()
      let window = windows.get(key)
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + timeWindow }
        windows.set(key, window)
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

/**
 * The refusal's body, built once per language and wait (at most 2 × the window's seconds short
 * strings per rule) through the same `rateLimited()` error and envelope as every other 429, so it
 * is the same answer byte for byte; a refused call then only picks it.
 */
function refusalBodies() {
  const bodies = new Map<string, string>()
  return (retryAfterSeconds: number, locale: MessageLocale) => {
    const key = `${locale}:${retryAfterSeconds}`
    let body = bodies.get(key)
    if (body === undefined) {
      body = JSON.stringify(toErrorEnvelope(rateLimited(retryAfterSeconds, locale), locale))
      bodies.set(key, body)
    }
    return body
  }
}

export async function registerMemoryRateLimits(
  app: FastifyInstance,
  options: { clock: Clock; allowlist: string[]; maxEntries?: number },
) {
  const allowlist = new Set(options.allowlist)
  const windows: Windows = new LRUCache({ max: options.maxEntries ?? 50_000 })
  await app.register(rateLimit, {
    // Only routes that name a memory rule are limited here; the rest is the database limiter's.
    global: false,
    store: clockStore(options.clock, windows),
    // RATE_LIMIT_ALLOWLIST lifts these limits for listed addresses (tests, load tests), as it lifts
    // the database's per-address ones; per-account limits always apply.
    allowList: (request) => allowlist.has(request.ip),
  })
  const refusalBody = refusalBodies()

  app.addHook('onRoute', (route) => {
    const [rule, ...more] = (route.config?.rateLimits ?? []).filter(isMemoryRule)
    if (!rule) return
    // The plugin runs one limit per request; a route with two would silently skip the second.
    if (more.length > 0)
      throw new Error(`Route ${route.url} names more than one in-memory rate limit`)
    const limit = app.createRateLimit({
      max: rule.limit,
      timeWindow: rule.windowSeconds * 1000,
      // Per rule and per session (signed in by the time route hooks run), or per address (an IPv6
      // address by its /64, what one subscriber holds).
      keyGenerator: (request) =>
        rule.countedPer === 'session' && request.auth
          ? `${rule.name}:session:${request.auth.sessionId}`
          : `${rule.name}:${normalizeIP(request.ip)}`,
    })
    /**
     * A refused call is answered here, from the prebuilt body, not thrown to the error handler
     * (which would build, word and validate the envelope again for every call of a flood). The
     * answer is the one every 429 gets: the envelope in the caller's language, Retry-After, and
     * the security headers, which `onSend` adds as to any answer. The plugin's `x-ratelimit-*`
     * headers are not sent. A flood is logged once per address and window: its first refusal.
     */
    const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limit(request)
      if (result.isAllowed || !result.isExceeded) return
      const retryAfterSeconds = Math.max(1, result.ttlInSeconds)
      request.requestLineOmitted = true
      if (windows.peek(result.key)?.count === rule.limit + 1) {
        request.log.info(
          {
            ...requestFields(request, 429),
            rateLimit: rule.name,
            limit: rule.limit,
            windowSeconds: rule.windowSeconds,
            retryAfterSeconds,
          },
          'rate limit reached: further refusals in this window are not logged',
        )
      }
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .header('content-type', 'application/json; charset=utf-8')
        .send(refusalBody(retryAfterSeconds, requestLocale(request)))
    }
    route.onRequest = [route.onRequest ?? []].flat().concat(refuse)
  })
}
