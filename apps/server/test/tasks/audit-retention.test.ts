import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { auditEvents } from '../../src/db/schema'
import { transaction } from '../../src/platform/transaction'
import { createTestApp, type TestApp } from '../helpers/app'

/**
 * Audit retention (ADR 043): the one delete the append-only log allows, only of rows older than
 * the limit (3 years at least), and only by the retention task's transaction.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const yearsAgo = (years: number, days = 0) => {
  const at = new Date(t.clock.now())
  at.setUTCFullYear(at.getUTCFullYear() - years)
  return new Date(at.getTime() + days * 86_400_000)
}

async function insertAt(occurredAt: Date) {
  const [row] = await t.database.db
    .insert(auditEvents)
    .values({ action: 'audit.read', outcome: 'success', occurredAt })
    .returning({ id: auditEvents.id })
  if (!row) throw new Error('no row')
  return row.id
}

describe('audit retention', () => {
  it('deletes only rows older than the limit, and says so in the log', async () => {
    const old = await insertAt(yearsAgo(4))
    const justOld = await insertAt(yearsAgo(3, -1))
    const justYoung = await insertAt(yearsAgo(3, 1))
    const young = await insertAt(yearsAgo(1))
    const run = await t.app.konzilium.services.tasks.runNow('audit.retention')
    expect(run).toMatchObject({ outcome: 'success', error: null })
    const left = await t.database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(inArray(auditEvents.id, [old, justOld, justYoung, young]))
    expect(left.map((row) => row.id).sort()).toEqual([justYoung, young].sort())
    const [note] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'audit.retention-applied'))
    expect(note?.details).toMatchObject({ deleted: 2 })
  })

  it('lets nothing else delete or change an audit row, a young one not even in its transaction', async () => {
    const young = await insertAt(yearsAgo(2))
    const old = await insertAt(yearsAgo(5))
    // Without the retention setting: refused, however old the row.
    await expect(t.database.db.delete(auditEvents).where(eq(auditEvents.id, old))).rejects.toThrow()
    // With it, a row younger than the limit stays.
    await expect(
      transaction(t.database.db, async ({ db }) => {
        await db.execute(
          sql`select set_config('konzilium.audit_retention_before', ${yearsAgo(3).toISOString()}, true)`,
        )
        await db.delete(auditEvents).where(eq(auditEvents.id, young))
      }),
    ).rejects.toThrow()
    // A limit less than 3 years back lets nothing through either.
    await expect(
      transaction(t.database.db, async ({ db }) => {
        await db.execute(
          sql`select set_config('konzilium.audit_retention_before', ${yearsAgo(1).toISOString()}, true)`,
        )
        await db.delete(auditEvents).where(eq(auditEvents.id, young))
      }),
    ).rejects.toThrow()
    // Updates never pass.
    await expect(
      transaction(t.database.db, async ({ db }) => {
        await db.execute(
          sql`select set_config('konzilium.audit_retention_before', ${yearsAgo(3).toISOString()}, true)`,
        )
        await db.update(auditEvents).set({ outcome: 'failure' }).where(eq(auditEvents.id, old))
      }),
    ).rejects.toThrow()
    const rows = await t.database.db
      .select({ id: auditEvents.id, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(inArray(auditEvents.id, [young, old]))
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.outcome === 'success')).toBe(true)
  })

  it('is configured in whole years, never less than 3', () => {
    expect(() => loadConfig({ AUDIT_RETENTION_YEARS: '2' })).toThrow(/AUDIT_RETENTION_YEARS/)
    expect(loadConfig({ AUDIT_RETENTION_YEARS: '5' }).tasks.auditRetentionYears).toBe(5)
    expect(loadConfig({}).tasks.auditRetentionYears).toBe(3)
  })
})
