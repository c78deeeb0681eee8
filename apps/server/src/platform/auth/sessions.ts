import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../../db/client'
import { sessions, users } from '../../db/schema'
import type { Clock } from '../clock'
import type { Logger } from '../logging'
import { randomToken, sha256 } from '../secrets'
import type { Work } from '../transaction'
import type { AuthContext } from './access'
import { SessionCache, type CachedSession } from './session-cache'

/**
 * Sessions (ADR 006): opaque 256-bit tokens, stored as SHA-256 hashes, one row per sign-in. A token
 * lives `idle` seconds (30 min) and is renewed by `POST /api/auth/token` into a new token, never past
 * the session's absolute limit (12 h). The previous token keeps working for `RENEWAL_GRACE_MS`, for
 * requests already on their way; presented later it counts as stolen and ends the session.
 */
export const RENEWAL_GRACE_MS = 30_000
/** `last_used_at` is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000
export const INVALIDATION_CHANNEL = 'konzilium_auth'

/** How far a session reaches: everything, or only enrolling the second factor it still lacks. */
export type SessionStage = 'full' | 'second_factor_enrolment'
export type Resolution =
  { ok: true; auth: AuthContext } | { ok: false; code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' }
export type ClientMeta = { clientId: string | null; userAgent: string | null; ip: string | null }
export type IssuedToken = { token: string; expiresAt: Date; sessionId: string }

/** A change to sessions: one session, every session of a user, or all (a missed notification). */
export type Invalidation = { type: 'session' | 'user'; id: string } | { type: 'all' }

export type SessionManager = ReturnType<typeof createSessionManager>

type SessionDeps = {
  database: DatabaseHandle
  clock: Clock
  log: Logger
  idleSeconds: number
  absoluteSeconds: number
}

/** The session manager: resolving tokens through the cache, and every write to `sessions`. */
export function createSessionManager(deps: SessionDeps) {
  const cache = new SessionCache()
  const invalidation = cacheInvalidation(deps.database, cache)
  const touches = sessionTouches(deps.database.db, deps.log)
  const writes = sessionWrites(deps, invalidation.invalidate)
  let stopListening: (() => Promise<void>) | undefined

  async function revokeForReuse(entry: CachedSession) {
    deps.log.warn(
      { sessionId: entry.sessionId, userId: entry.userId },
      'an outdated session token was presented: session ended',
    )
    const now = {
      db: deps.database.db,
      afterCommit: (callback: () => void) => {
        callback()
      },
    }
    await writes.revokeSession(now, entry.sessionId, 'token_reuse')
  }

  return {
    /** Resolves a bearer token to its session (cached), or says why not. */
    async resolve(token: string): Promise<Resolution> {
      const tokenHash = sha256(token)
      let entry = cache.get(tokenHash)
      if (!entry) {
        const loaded = await loadSession(deps.database.db, tokenHash)
        if (!loaded) return { ok: false, code: 'UNAUTHORIZED' }
        entry = loaded
        cache.set(tokenHash, entry)
      }
      const now = deps.clock.now().getTime()
      if (entry.previousValidUntil !== null && now >= entry.previousValidUntil) {
        cache.deleteToken(tokenHash)
        await revokeForReuse(entry)
        return { ok: false, code: 'UNAUTHORIZED' }
      }
      if (now >= entry.expiresAt || now >= entry.absoluteExpiresAt)
        return { ok: false, code: 'TOKEN_EXPIRED' }
      touches.touch(entry, now)
      return { ok: true, auth: authOf(entry, tokenHash) }
    },

    ...writes,

    /** Live sessions of a user, newest first. */
    async listActive(database: Database, userId: string) {
      const now = deps.clock.now()
      return database
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > ${now}`,
            sql`${sessions.absoluteExpiresAt} > ${now}`,
          ),
        )
        .orderBy(sql`${sessions.lastUsedAt} desc`)
    },

    async start() {
      stopListening = await invalidation.listen()
    },

    async stop() {
      await stopListening?.()
      await touches.settle()
    },

    cacheSize: () => cache.size,
    /** Empties this instance's cache (an admin's refresh); every entry is read again. */
    clearCache: () => {
      cache.clear()
    },

    /**
     * Calls `listener` whenever sessions may have ended or changed, on this instance or (through
     * LISTEN/NOTIFY) another: the live channel closes the streams of ended sessions with it.
     * Returns a function that stops the calls.
     */
    onInvalidation: invalidation.subscribe,
  }
}

function authOf(entry: CachedSession, tokenHash: string): AuthContext {
  return {
    userId: entry.userId,
    role: entry.role,
    sessionId: entry.sessionId,
    stage: entry.stage,
    tokenHash,
    previousToken: entry.previousValidUntil !== null,
  }
}

/**
 * Keeps every instance's cache true to the table: a change drops the entries it touches now,
 * again after commit, and on the other instances (NOTIFY is sent at commit, PostgreSQL only).
 */
function cacheInvalidation(database: DatabaseHandle, cache: SessionCache) {
  const listeners = new Set<(message: Invalidation) => void>()
  function apply(message: Invalidation) {
    if (message.type === 'all') cache.clear()
    else if (message.type === 'user') cache.deleteUser(message.id)
    else cache.deleteSession(message.id)
    for (const listener of listeners) listener(message)
  }

  async function invalidate(work: Work, message: Invalidation) {
    apply(message)
    work.afterCommit(() => {
      apply(message)
    })
    if (database.kind === 'postgres') {
      await work.db.execute(
        sql`select pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify(message)})`,
      )
    }
  }

  return {
    invalidate,

    subscribe: (listener: (message: Invalidation) => void): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Listens for the other instances' changes; answers how to stop, or nothing without LISTEN. */
    async listen(): Promise<(() => Promise<void>) | undefined> {
      if (!database.listen) return undefined
      return database.listen(
        INVALIDATION_CHANNEL,
        (payload) => {
          let message: Invalidation
          try {
            message = JSON.parse(payload) as Invalidation
          } catch {
            message = { type: 'all' }
          }
          apply(message)
        },
        () => {
          // Notifications may have been missed while disconnected.
          apply({ type: 'all' })
        },
      )
    },
  }
}

/** The session a token (current or previous) belongs to, if neither it nor its user is closed. */
async function loadSession(db: Database, tokenHash: string): Promise<CachedSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      tokenHash: sessions.tokenHash,
      previousTokenValidUntil: sessions.previousTokenValidUntil,
      stage: sessions.stage,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      lastUsedAt: sessions.lastUsedAt,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        or(eq(sessions.tokenHash, tokenHash), eq(sessions.previousTokenHash, tokenHash)),
        isNull(sessions.revokedAt),
        isNull(users.lockedAt),
      ),
    )
    .limit(1)
  if (!row) return null
  const isPrevious = row.tokenHash !== tokenHash
  return {
    sessionId: row.id,
    userId: row.userId,
    role: row.role,
    stage: row.stage,
    expiresAt: row.expiresAt.getTime(),
    absoluteExpiresAt: row.absoluteExpiresAt.getTime(),
    previousValidUntil: isPrevious ? (row.previousTokenValidUntil?.getTime() ?? 0) : null,
    lastTouchedAt: row.lastUsedAt.getTime(),
  }
}

/** Records a session's use at most every `TOUCH_INTERVAL_MS`, off the request's path. */
function sessionTouches(db: Database, log: Logger) {
  const pending = new Set<Promise<unknown>>()
  return {
    touch(entry: CachedSession, now: number) {
      if (now - entry.lastTouchedAt < TOUCH_INTERVAL_MS) return
      entry.lastTouchedAt = now
      // Not awaited: bookkeeping must not slow the request down or fail it.
      const write = db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(sessions.id, entry.sessionId))
        .catch((error: unknown) => {
          log.warn({ err: error }, 'could not record session use')
        })
        .finally(() => pending.delete(write))
      pending.add(write)
    },

    /** Waits for the writes still on their way. */
    async settle() {
      await Promise.allSettled([...pending])
    },
  }
}

/** Opening, renewing, upgrading and ending sessions, each dropping what the cache held of them. */
function sessionWrites(
  deps: SessionDeps,
  invalidate: (work: Work, message: Invalidation) => Promise<void>,
) {
  const { clock } = deps
  return {
    async issue(
      work: Work,
      userId: string,
      stage: SessionStage,
      meta: ClientMeta,
    ): Promise<IssuedToken> {
      const now = clock.now()
      const absolute = new Date(now.getTime() + deps.absoluteSeconds * 1000)
      const expiresAt = new Date(
        Math.min(now.getTime() + deps.idleSeconds * 1000, absolute.getTime()),
      )
      const token = randomToken()
      const [row] = await work.db
        .insert(sessions)
        .values({
          userId,
          tokenHash: sha256(token),
          stage,
          createdAt: now,
          lastUsedAt: now,
          expiresAt,
          absoluteExpiresAt: absolute,
          clientId: meta.clientId,
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip,
        })
        .returning({ id: sessions.id })
      return { token, expiresAt, sessionId: row?.id ?? '' }
    },

    /** A new token for the caller's session; the old one works for the grace period only. */
    async renew(work: Work, auth: AuthContext): Promise<IssuedToken | null> {
      const now = clock.now()
      const token = randomToken()
      const [row] = await work.db
        .update(sessions)
        .set({
          tokenHash: sha256(token),
          previousTokenHash: auth.tokenHash,
          previousTokenValidUntil: new Date(now.getTime() + RENEWAL_GRACE_MS),
          expiresAt: sql`least(${new Date(now.getTime() + deps.idleSeconds * 1000)}::timestamptz, ${sessions.absoluteExpiresAt})`,
          lastUsedAt: now,
        })
        .where(
          and(
            eq(sessions.id, auth.sessionId),
            eq(sessions.tokenHash, auth.tokenHash),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt })
      if (!row) return null
      await invalidate(work, { type: 'session', id: auth.sessionId })
      return { token, expiresAt: row.expiresAt, sessionId: row.id }
    },

    async setStage(work: Work, sessionId: string, stage: SessionStage) {
      await work.db.update(sessions).set({ stage }).where(eq(sessions.id, sessionId))
      await invalidate(work, { type: 'session', id: sessionId })
    },

    async revokeSession(work: Work, sessionId: string, reason: string): Promise<boolean> {
      const rows = await work.db
        .update(sessions)
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      await invalidate(work, { type: 'session', id: sessionId })
      return rows.length > 0
    },

    /** Ends every session of a user (lock, password reset), or every other one (`exceptSessionId`). */
    async revokeUserSessions(
      work: Work,
      userId: string,
      reason: string,
      exceptSessionId?: string,
    ): Promise<number> {
      const rows = await work.db
        .update(sessions)
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id })
      await invalidate(work, { type: 'user', id: userId })
      return rows.length
    },
  }
}
