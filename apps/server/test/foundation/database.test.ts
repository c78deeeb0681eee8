import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { executeRows } from '../../src/db/raw'
import { auditEvents } from '../../src/db/schema'
import { recordAuditEvent } from '../../src/platform/audit'
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
      const [row] = await executeRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      return row?.n
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
      .values({
        action: 'audit.read',
        outcome: 'success',
        ip: '127.0.0.1',
        details: { note: 'ok' },
      })
      .returning()
    expect(row).toMatchObject({ action: 'audit.read', outcome: 'success', ip: '127.0.0.1' })
    await expect(
      database.db
        .insert(auditEvents)
        .values({ action: 'audit.read', outcome: 'maybe' as 'success' }),
    ).rejects.toThrow()
    // An action outside the contract's list, or in an old tense, is refused too.
    for (const action of ['test.event', 'patients.create'])
      await expect(
        database.db
          .insert(auditEvents)
          .values({ action: action as 'audit.read', outcome: 'success' }),
      ).rejects.toThrow()
  })
})

describe('audit events', () => {
  it('are append-only: updates, deletes and truncation are refused by the database', async () => {
    const [row] = await database.db
      .insert(auditEvents)
      .values({ action: 'audit.read', outcome: 'success' })
      .returning()
    if (!row) throw new Error('insert returned no row')
    await expect(
      database.db.update(auditEvents).set({ outcome: 'failure' }).where(eq(auditEvents.id, row.id)),
    ).rejects.toThrow()
    await expect(
      database.db.delete(auditEvents).where(eq(auditEvents.id, row.id)),
    ).rejects.toThrow()
    await expect(database.db.execute(sql`truncate audit_events`)).rejects.toThrow()
    const [still] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, row.id))
    expect(still?.outcome).toBe('success')
  })

  it('are recorded with the request context and only a well-formed client id', async () => {
    await recordAuditEvent(
      database.db,
      { ip: '192.0.2.7', clientId: 'd6f0c7b2-5a1e-4e7a-9a43-2f3c1b0e9d11', requestId: 'req-1' },
      {
        action: 'access.denied',
        outcome: 'denied',
        targetType: 'patient',
        details: { reason: 'out of scope' },
      },
    )
    const [row] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, 'req-1'))
    expect(row).toMatchObject({
      ip: '192.0.2.7',
      clientId: 'd6f0c7b2-5a1e-4e7a-9a43-2f3c1b0e9d11',
      requestId: 'req-1',
      outcome: 'denied',
    })
    expect(row?.occurredAt).toBeInstanceOf(Date)
  })

  it('get time-ordered keys: version-7 UUIDs whose first 48 bits are the milliseconds of their insert (migration 0012)', async () => {
    const clock = async () => {
      const [now] = await executeRows<{ ms: string }>(
        database.db,
        sql`select floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms`,
      )
      return BigInt(now?.ms ?? 0)
    }
    const before = await clock()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const [row] = await database.db
        .insert(auditEvents)
        .values({ action: 'audit.read', outcome: 'success' })
        .returning({ id: auditEvents.id })
      ids.push(row?.id ?? '')
    }
    const after = await clock()
    const millisecondsOf = (id: string) => BigInt(`0x${id.replaceAll('-', '').slice(0, 12)}`)
    for (const id of ids) {
      // Version 7, RFC 9562 variant.
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(millisecondsOf(id) >= before && millisecondsOf(id) <= after, id).toBe(true)
    }
    // Later rows never get an earlier time; within one millisecond the rest is random.
    const times = ids.map(millisecondsOf)
    expect([...times].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(times)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
