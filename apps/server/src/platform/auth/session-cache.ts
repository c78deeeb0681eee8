import { LRUCache } from 'lru-cache'
import type { Role } from '@konzilium/contract/session'

/**
 * Resolved sessions kept in memory for a few seconds, so an authenticated request costs a hash and
 * a map lookup instead of a query (bench/sign-in.mjs measures it). Sign-out, lock, password
 * change and renewal drop entries here and, through LISTEN/NOTIFY, on every other instance; the
 * short lifetime is the backstop if a notification is ever missed.
 *
 * Storage, lifetime and the size bound are `lru-cache`'s (ADR 011); this class only adds the two
 * ways we drop entries by what they hold rather than by their key.
 */
export type CachedSession = {
  sessionId: string
  userId: string
  role: Role
  stage: 'full' | 'second_factor_enrolment'
  /** Epoch ms: the token expires (idle limit, capped by the absolute one). */
  expiresAt: number
  absoluteExpiresAt: number
  /** Set when this hash is the session's previous token: usable until then, never renewable. */
  previousValidUntil: number | null
  /** Epoch ms of the last `last_used_at` write. */
  lastTouchedAt: number
}

export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>

  constructor({
    ttlMs = 10_000,
    maxEntries = 20_000,
    now = () => performance.now(),
  }: {
    ttlMs?: number
    maxEntries?: number
    /** Milliseconds on a monotonic clock; tests pass one they move. */
    now?: () => number
  } = {}) {
    // The lifetime counts from loading and is never extended by reads (updateAgeOnGet is off), so a
    // missed invalidation is healed within ttlMs however busy the session is. `ttlResolution: 0`
    // asks the clock on every read instead of caching its answer for a millisecond.
    this.entries = new LRUCache({
      max: maxEntries,
      ttl: ttlMs,
      updateAgeOnGet: false,
      ttlResolution: 0,
      perf: { now },
    })
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash)
  }

  set(tokenHash: string, entry: CachedSession) {
    this.entries.set(tokenHash, entry)
  }

  deleteToken(tokenHash: string) {
    this.entries.delete(tokenHash)
  }

  deleteSession(sessionId: string) {
    this.deleteWhere((entry) => entry.sessionId === sessionId)
  }

  deleteUser(userId: string) {
    this.deleteWhere((entry) => entry.userId === userId)
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }

  private deleteWhere(matches: (entry: CachedSession) => boolean) {
    // Collect first: the cache is not modified while it is being walked.
    const keys: string[] = []
    for (const [key, entry] of this.entries.entries()) if (matches(entry)) keys.push(key)
    for (const key of keys) this.entries.delete(key)
  }
}
