import { and, isNotNull, lt, or, sql } from 'drizzle-orm'
import { upkeepEmbeddedDatabase } from '../db/embedded-upkeep'
import { oneTimeCodes, rateLimitCounters, sessions, signInChallenges } from '../db/schema'
import { purgeUnattachedFiles } from './files/purge'
import type { Services } from './services'
import { transaction } from './transaction'

/**
 * Removes rows that can no longer matter: expired rate-limit counters and sign-in challenges, and
 * sessions and one-time codes ended more than 30 days ago (kept that long for the users' session
 * lists and support questions; the audit log keeps the events), and uploads never attached to
 * anything within a day (`purgeUnattachedFiles`). Every 10 minutes; on a PostgreSQL
 * server one instance at a time (advisory lock). On the embedded database, then autovacuum's work
 * (`upkeepDatabase`).
 */
const INTERVAL_MS = 10 * 60_000
const FIRST_RUN_MS = 60_000
const KEEP_DAYS = 30
const LOCK_KEY = 7_310_452_006

export async function pruneExpiredRows(s: Services) {
  const now = s.clock.now()
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000)
  await transaction(s.db, async (work) => {
    if (s.database.kind === 'postgres') {
      const result: unknown = await work.db.execute(
        sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`,
      )
      if (!(result as { rows: { locked: boolean }[] }).rows[0]?.locked) return
    }
    await work.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now))
    await work.db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now))
    await work.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.absoluteExpiresAt, cutoff),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
        ),
      )
    await work.db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, cutoff))
  })
}

/**
 * The embedded database's vacuum and analysis (autovacuum does not run in PGlite), logged when it
 * did something. On a PostgreSQL server autovacuum does it.
 */
export async function upkeepDatabase(s: Services) {
  if (s.database.kind !== 'pglite') return
  const done = await upkeepEmbeddedDatabase(s.db)
  if (done.vacuumed.length + done.analyzed.length > 0)
    s.log.info(done, 'embedded database: vacuumed and analysed the tables that needed it')
}

export function startMaintenance(s: Services): () => void {
  const run = () => {
    pruneExpiredRows(s)
      .then(() => purgeUnattachedFiles(s))
      .then(() => upkeepDatabase(s))
      .catch((error: unknown) => {
        s.log.warn({ err: error }, 'maintenance failed; it will run again')
      })
  }
  // The first run a minute after the start, out of the start's way (a vacuum holds the embedded
  // database's one connection), then every 10 minutes.
  const first = setTimeout(run, FIRST_RUN_MS)
  const timer = setInterval(run, INTERVAL_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
