import { sql } from 'drizzle-orm'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrationsFolder } from '../paths'
import type { DatabaseHandle } from './client'
import { executeRows } from './raw'

// Any constant works; it only has to be the same for every instance of this application.
const MIGRATION_LOCK_KEY = 7_310_452_001

/**
 * Applies the pending SQL migrations, forward-only; applied ones are recorded and skipped, so
 * running it again is a no-op. On a PostgreSQL server several instances may start at once: an
 * advisory lock lets one migrate while the others wait.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    if (await pgliteUpToDate(handle)) return
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator')
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)
    await migratePostgres(tx as unknown as NodePgDatabase, { migrationsFolder })
  })
}

/**
 * One read instead of the migrator's DDL and transaction on every start of an embedded database
 * that already has every migration (ADR 012). The same rule as drizzle's migrator: a migration is
 * pending when it is newer than the newest one recorded.
 */
async function pgliteUpToDate(handle: DatabaseHandle): Promise<boolean> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis))
  try {
    const [row] = await executeRows<{ newest: string | null }>(
      handle.db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )
    const recorded = row?.newest
    return recorded !== null && recorded !== undefined && Number(recorded) >= newest
  } catch {
    return false // no migrations table yet: a new database
  }
}
