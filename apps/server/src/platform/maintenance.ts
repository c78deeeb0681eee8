import { and, isNotNull, lt, or } from 'drizzle-orm'
import { upkeepEmbeddedDatabase } from '../db/embedded-upkeep'
import { oneTimeCodes, rateLimitCounters, sessions, signInChallenges, taskRuns } from '../db/schema'
import { purgeUnattachedFiles } from './files/purge'
import type { Services } from './services'
import { defineTask } from './tasks/task'
import { transaction } from './transaction'

/**
 * The platform's own upkeep, as background tasks (ADR 043; the scheduler runs each once across
 * instances):
 * - `maintenance.prune-expired-rows`: expired rate-limit counters and sign-in challenges, sessions
 *   and one-time codes ended more than 30 days ago (kept that long for the users' session lists
 *   and support questions; the audit log keeps the events), and task runs older than 30 days;
 * - `files.purge-unattached`: uploads never attached to anything within a day;
 * - `database.embedded-upkeep`: autovacuum's work on the embedded database (ADR 021).
 */
const KEEP_DAYS = 30

export async function pruneExpiredRows(s: Services) {
  const now = s.clock.now()
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000)
  await transaction(s.db, async (work) => {
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
    await work.db.delete(taskRuns).where(lt(taskRuns.startedAt, cutoff))
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
  return { vacuumed: done.vacuumed.length, analyzed: done.analyzed.length }
}

export const maintenanceTasks = [
  defineTask('maintenance.prune-expired-rows', { everyMinutes: 10 }, pruneExpiredRows),
  defineTask('files.purge-unattached', { everyMinutes: 10 }, purgeUnattachedFiles),
  defineTask('database.embedded-upkeep', { everyMinutes: 10 }, upkeepDatabase),
]
