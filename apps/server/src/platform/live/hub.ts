import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { LiveEventKind } from '@konzilium/contract/live'
import type { DatabaseHandle } from '../../db/client'
import { sessions, users } from '../../db/schema'
import type { Invalidation, SessionManager } from '../auth/sessions'
import type { Clock } from '../clock'
import type { Logger } from '../logging'
import type { Work } from '../transaction'

/**
 * The live hub (ADR 036): one per server instance. A feature publishes an event to some users in
 * the transaction of the change it reports; every instance delivers it to the streams of those
 * users it holds, once the transaction has committed.
 *
 * - PostgreSQL server: `pg_notify` inside the transaction. PostgreSQL delivers a notification only
 *   at commit (never after a rollback), in commit order, to every listening instance, this one
 *   included; so every instance, this one too, delivers what arrives on the channel and nothing
 *   else: exactly once per stream.
 * - Embedded database: one process, so the event is delivered after commit in process.
 *
 * Data carries ids and small facts, never patient data; the reader loads the object through its
 * feature's endpoint, under its own scope. The payload of one event is limited to
 * `MAX_EVENT_BYTES` (PostgreSQL refuses notifications of 8000 bytes or more).
 */
export const LIVE_CHANNEL = 'konzilium_live'
export const MAX_EVENT_BYTES = 7_000
export const HEARTBEAT_MS = 25_000

export type LiveEvent = {
  /** Who receives it: the streams of these users, on every instance. */
  userIds: readonly string[]
  kind: LiveEventKind
  /** JSON; ids and small facts only. */
  data: Record<string, unknown>
  /** The stream's event id; a new UUID when absent (a notification passes its own id). */
  id?: string
}

type WireEvent = { id: string; userIds: string[]; kind: LiveEventKind | 'resync'; data: unknown }
/**
 * A message for the instances themselves, not for any stream (a cache to empty, ADR 043): it
 * travels the same channel and reaches every instance's listeners of its topic.
 */
type WireSignal = { signal: string; data: unknown }
/** A signal listener; `null`: signals may have been missed (the channel reconnected). */
export type SignalListener = (data: unknown) => void

/** One open stream, as the hub sees it: whose, which session, and how to write to or end it. */
export type LiveConnection = {
  userId: string
  sessionId: string
  write: (text: string) => void
  end: () => void
}

export type LiveHub = ReturnType<typeof createLiveHub>

type HubDeps = {
  database: DatabaseHandle
  clock: Clock
  log: Logger
  sessions: Pick<SessionManager, 'onInvalidation'>
  heartbeatMs?: number
}

/** An event as the stream writes it: `id`, `event`, one `data` line of JSON. */
export function formatEvent(id: string, kind: string, data: unknown): string {
  return `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify(data)}\n\n`
}

export function createLiveHub(deps: HubDeps) {
  const connections = new Set<LiveConnection>()
  const stops: (() => void | Promise<void>)[] = []
  const signalListeners = new Map<string, Set<SignalListener>>()

  function signalled(topic: string, data: unknown) {
    for (const listener of signalListeners.get(topic) ?? []) listener(data)
  }

  function received(message: WireEvent | WireSignal) {
    if ('signal' in message) signalled(message.signal, message.data)
    else deliver(message)
  }

  function deliver(event: WireEvent) {
    const text = formatEvent(event.id, event.kind, event.data)
    const to = new Set(event.userIds)
    for (const connection of connections) {
      if (event.kind === 'resync' || to.has(connection.userId)) connection.write(text)
    }
  }

  function close(connection: LiveConnection) {
    if (!connections.delete(connection)) return
    connection.end()
  }

  /** Closes the streams among `candidates` whose session has ended (sign-out, lock, expiry). */
  async function closeEnded(candidates: readonly LiveConnection[]) {
    if (candidates.length === 0) return
    const ids = [...new Set(candidates.map((connection) => connection.sessionId))]
    const now = deps.clock.now()
    const live = await deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.revokedAt),
          isNull(users.lockedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
        ),
      )
    const open = new Set(live.map((row) => row.id))
    for (const connection of candidates) if (!open.has(connection.sessionId)) close(connection)
  }

  function onInvalidation(message: Invalidation) {
    const affected = [...connections].filter(
      (connection) =>
        message.type === 'all' ||
        (message.type === 'user' ? connection.userId : connection.sessionId) === message.id,
    )
    closeEnded(affected).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'live: could not check the sessions of open streams')
    })
  }

  return {
    /**
     * Publishes an event to users, in the transaction `work` of the change it reports: nothing is
     * delivered if the transaction rolls back, and nothing before it commits.
     */
    async publish(work: Work, event: LiveEvent): Promise<void> {
      if (event.userIds.length === 0) return
      const wire: WireEvent = {
        id: event.id ?? randomUUID(),
        userIds: [...new Set(event.userIds)],
        kind: event.kind,
        data: event.data,
      }
      const payload = JSON.stringify(wire)
      if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
        throw new Error(`live event '${event.kind}' is over ${MAX_EVENT_BYTES} bytes`)
      if (deps.database.listen) {
        await work.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`)
        return
      }
      work.afterCommit(() => {
        deliver(wire)
      })
    },

    /**
     * Sends a signal to every instance, this one included (on PostgreSQL through the channel, so
     * in the order PostgreSQL delivers it; on the embedded database at once).
     */
    async signal(topic: string, data: unknown): Promise<void> {
      const payload = JSON.stringify({ signal: topic, data } satisfies WireSignal)
      if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
        throw new Error(`live signal '${topic}' is over ${MAX_EVENT_BYTES} bytes`)
      if (deps.database.listen) {
        await deps.database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`)
        return
      }
      signalled(topic, data)
    },

    /** Calls `listener` with each signal of `topic`; answers how to stop. */
    onSignal(topic: string, listener: SignalListener): () => void {
      let listeners = signalListeners.get(topic)
      if (!listeners) signalListeners.set(topic, (listeners = new Set()))
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Adds an open stream; answers how to remove it (when its request closes). */
    attach(connection: LiveConnection): () => void {
      connections.add(connection)
      return () => {
        connections.delete(connection)
      }
    },

    /** Listens on the channel, follows session changes and starts the heartbeat. */
    async start() {
      stops.push(deps.sessions.onInvalidation(onInvalidation))
      if (deps.database.listen) {
        const stopListening = await deps.database.listen(
          LIVE_CHANNEL,
          (payload) => {
            try {
              received(JSON.parse(payload) as WireEvent | WireSignal)
            } catch {
              deps.log.warn({}, 'live: an event on the channel was not JSON; dropped')
            }
          },
          // Events may have been missed while the connection was down: every client catches up.
          () => {
            deliver({ id: randomUUID(), userIds: [], kind: 'resync', data: {} })
            for (const topic of signalListeners.keys()) signalled(topic, null)
          },
        )
        stops.push(stopListening)
      }
      const heartbeat = setInterval(() => {
        for (const connection of connections) connection.write(': heartbeat\n\n')
        // Expiry has no notification: the heartbeat also ends the streams of expired sessions.
        closeEnded([...connections]).catch((error: unknown) => {
          deps.log.warn({ err: error }, 'live: could not check the sessions of open streams')
        })
      }, deps.heartbeatMs ?? HEARTBEAT_MS)
      heartbeat.unref()
      stops.push(() => {
        clearInterval(heartbeat)
      })
    },

    /** Ends every stream and stops listening (the server is closing). */
    async stop() {
      for (const connection of [...connections]) close(connection)
      for (const stop of stops.splice(0)) await stop()
    },

    /** Checks now whether the sessions of open streams have ended (expiry, for tests). */
    checkSessions: () => closeEnded([...connections]),

    connectionCount: () => connections.size,
  }
}
