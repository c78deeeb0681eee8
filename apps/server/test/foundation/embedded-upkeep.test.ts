import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client'
import { upkeepEmbeddedDatabase } from '../../src/db/embedded-upkeep'
import { executeRows } from '../../src/db/raw'
import { createTestDatabase } from '../helpers/database'

// Autovacuum does not run in PGlite's single-user PostgreSQL: the server does its work (ADR 020).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database upkeep', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
    await database.db.execute(sql`create table scratch (id int primary key, note text)`)
  })
  afterAll(async () => {
    await database.close()
  })
  const counts = async () =>
    (
      await executeRows<{ rows: number; dead: number }>(
        database.db,
        sql`select c.reltuples::int as rows, s.n_dead_tup::int as dead
              from pg_class c join pg_stat_user_tables s on s.relid = c.oid
             where c.relname = 'scratch'`,
      )
    )[0]

  it('analyses a table that was never analysed, so the planner knows its size', async () => {
    await database.db.execute(
      sql`insert into scratch select n, 'row ' || n from generate_series(1, 500) n`,
    )
    const first = await upkeepEmbeddedDatabase(database.db)
    expect([...first.vacuumed, ...first.analyzed]).toContain('public.scratch')
    expect((await counts())?.rows).toBe(500)
    const [plan] = await executeRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain select * from scratch`,
    )
    expect(plan?.['QUERY PLAN']).toMatch(/rows=500\b/)
  })

  it('leaves it alone until it changes enough, then vacuums away its dead rows', async () => {
    const again = await upkeepEmbeddedDatabase(database.db)
    expect([...again.vacuumed, ...again.analyzed]).not.toContain('public.scratch')
    await database.db.execute(sql`delete from scratch where id > 300`)
    const after = await upkeepEmbeddedDatabase(database.db)
    expect(after.vacuumed).toContain('public.scratch')
    expect(await counts()).toEqual({ rows: 300, dead: 0 })
  })
})
