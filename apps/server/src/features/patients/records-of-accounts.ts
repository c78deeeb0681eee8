import { and, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { patients } from '../../db/schema'

/**
 * The live patient records of some patient accounts (`patients.user_id`): what an admin's read of
 * those accounts reveals of whom, for its audit row.
 */
export async function recordIdsOfAccounts(db: Database, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(inArray(patients.userId, userIds), isNull(patients.deletedAt)))
  return rows.map((row) => row.id)
}
