import type { Role } from '@konzilium/contract/session'

/**
 * Resolved sessions kept in memory for a few seconds, so an authenticated request costs a hash and
 * a map lookup instead of a query (target < 0.2 ms, bench/sign-in.mjs). Sign-out, lock, password
 * change and renewal drop entries here and, through LISTEN/NOTIFY, on every other instance; the
 * short lifetime is the backstop if a notification is ever missed.
 */
export type CachedSession = {
  sessionId: string
  userId: string
  role: Role
  scope: 'full' | 'second_factor_enrolment'
  /** Epoch ms: the token expires (idle limit, capped by the absolute one). */
  expiresAt: number
  absoluteExpiresAt: number
  /** Set when this hash is the session's previous token: usable until then, never renewable. */
  previousValidUntil: number | null
  /** Epoch ms of the last `last_used_at` write. */
  lastTouchedAt: number
  /** performance.now() when loaded. */
  loadedAt: number
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>()

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash)
    if (!entry) return undefined
    if (performance.now() - entry.loadedAt > this.ttlMs) {
      this.entries.delete(tokenHash)
      return undefined
    }
    return entry
  }

  set(tokenHash: string, entry: CachedSession) {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = Math.ceil(this.maxEntries / 10)
      for (const key of this.entries.keys()) {
        this.entries.delete(key)
        if (--drop === 0) break
      }
    }
    this.entries.set(tokenHash, entry)
  }

  deleteToken(tokenHash: string) {
    this.entries.delete(tokenHash)
  }

  deleteSession(sessionId: string) {
    for (const [key, entry] of this.entries)
      if (entry.sessionId === sessionId) this.entries.delete(key)
  }

  deleteUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key)
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}
