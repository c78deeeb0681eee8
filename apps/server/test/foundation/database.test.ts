import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { auditEvents } from '../../src/db/schema'
import { createTestDatabase } from '../helpers/database'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('migrations', () => {
  it('are idempotent: running them again on a migrated database changes nothing', async () => {
    const count = async () => {
      const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      return result.rows[0]?.n
    }
    const before = await count()
    expect(before).toBeGreaterThanOrEqual(1)
    await migrateDatabase(database)
    await Promise.all([migrateDatabase(database), migrateDatabase(database)])
    expect(await count()).toBe(before)
  })

  it('create the audit table with its constraints', async () => {
    const [row] = await database.db
      .insert(auditEvents)
      .values({ action: 'test.event', outcome: 'success', ip: '127.0.0.1', details: { note: 'ok' } })
      .returning()
    expect(row).toMatchObject({ action: 'test.event', outcome: 'success', ip: '127.0.0.1' })
    await expect(
      database.db.insert(auditEvents).values({ action: 'test.event', outcome: 'maybe' as 'success' }),
    ).rejects.toThrow()
  })
})
