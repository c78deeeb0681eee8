import { and, inArray, isNull, lt } from 'drizzle-orm'
import { files } from '../../db/schema'
import type { Services } from '../services'
import { transaction } from '../transaction'

/** An upload never attached to anything is kept this long (the sender may still post it). */
const UNATTACHED_HOURS = 24
/** Rows removed per run; the next run takes the rest. */
const BATCH = 500

/**
 * Removes uploads left unattached for a day: their rows (and, by cascade, what tied them to a
 * feature's object) in one transaction, then their bytes once it committed. A crash between the
 * two leaves bytes without a row, never a row without bytes.
 */
export async function purgeUnattachedFiles(s: Services): Promise<number> {
  const cutoff = new Date(s.clock.now().getTime() - UNATTACHED_HOURS * 3_600_000)
  const removed = await transaction(s.db, async ({ db }) => {
    const stale = await db
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.attachedAt), lt(files.createdAt, cutoff)))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    if (stale.length === 0) return []
    return db
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            stale.map((row) => row.id),
          ),
          isNull(files.attachedAt),
        ),
      )
      .returning({ id: files.id })
  })
  for (const { id } of removed) await s.files.delete(id)
  return removed.length
}
