import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduledTasks, taskRuns } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createSignedIn } from '../helpers/accounts'

/**
 * Two instances on one PostgreSQL database (ADR 043): each due task runs on one of them only, a
 * "run now" asked of both at once runs once, and a cache refresh empties the cache on both. The
 * embedded database is one process: nothing to prove there.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL)
const title = postgres
  ? 'background tasks across two instances'
  : 'background tasks across two instances (skipped: set TEST_DATABASE_URL to a PostgreSQL server)'

let one: TestApp | undefined
let other: TestApp | undefined
beforeAll(async () => {
  if (!postgres) return
  one = await createTestApp()
  const databaseUrl = one.databaseUrl
  if (!databaseUrl) throw new Error('no database URL')
  other = await createTestApp({}, undefined, { databaseUrl })
  other.clock.set(one.clock.now())
}, 120_000)
afterAll(async () => {
  await other?.close()
  await one?.close()
})

describe.runIf(postgres)(title, () => {
  it('runs each due task once, whichever instance checks', async () => {
    if (!one || !other) throw new Error('not started')
    const [a, b] = [one, other]
    // Both know the tasks (the first due times count from here).
    await Promise.all([
      a.app.konzilium.services.tasks.list(),
      b.app.konzilium.services.tasks.list(),
    ])
    for (let round = 1; round <= 3; round++) {
      // Both check at the same moment, a minute and more after the last due time.
      const moment = new Date(a.clock.now().getTime() + (round === 1 ? 61 : 10 * 60 + 1) * 1000)
      a.clock.set(moment)
      b.clock.set(moment)
      const [ranA, ranB] = await Promise.all([
        a.app.konzilium.services.tasks.tick(),
        b.app.konzilium.services.tasks.tick(),
      ])
      const ran = [...ranA, ...ranB]
      expect(new Set(ran).size, `round ${round}`).toBe(ran.length)
      expect(ran, `round ${round}`).toContain('maintenance.prune-expired-rows')
      // Hourly: due in the first round only.
      expect(ran.includes('notifications.digest'), `round ${round}`).toBe(round === 1)
    }
    const runs = await a.database.db
      .select()
      .from(taskRuns)
      .where(eq(taskRuns.task, 'maintenance.prune-expired-rows'))
    expect(runs).toHaveLength(3)
    const [row] = await a.database.db
      .select()
      .from(scheduledTasks)
      .where(eq(scheduledTasks.name, 'notifications.digest'))
    expect(row?.leaseOwner).toBeNull()
  })

  it('runs a task asked of both instances at once only once', async () => {
    if (!one || !other) throw new Error('not started')
    const name = 'files.purge-unattached'
    const before = await one.database.db.select().from(taskRuns).where(eq(taskRuns.task, name))
    const answers = await Promise.all([
      one.app.konzilium.services.tasks.runNow(name),
      other.app.konzilium.services.tasks.runNow(name),
    ])
    const ran = answers.filter((answer) => typeof answer === 'object')
    expect(ran.length + answers.filter((answer) => answer === 'busy').length).toBe(2)
    const after = await one.database.db.select().from(taskRuns).where(eq(taskRuns.task, name))
    expect(after.length - before.length).toBe(ran.length)
    expect(ran.length).toBeGreaterThanOrEqual(1)
    // Concurrent claims of one lease: at most one holds it at a time, so the runs never overlap.
    const manual = after
      .filter((run) => run.trigger === 'manual')
      .sort((x, y) => x.startedAt.getTime() - y.startedAt.getTime())
    for (let i = 1; i < manual.length; i++) {
      const previous = manual[i - 1]
      const current = manual[i]
      if (previous && current)
        expect(current.startedAt.getTime()).toBeGreaterThanOrEqual(previous.finishedAt.getTime())
    }
  })

  it('refreshes a cache on every instance', async () => {
    if (!one || !other) throw new Error('not started')
    const admin = await createSignedIn(one, 'admin')
    // The admin's session is cached on both instances once each has served it.
    expect((await callAs(other, admin, 'GET', '/api/diagnostics/tasks')).statusCode).toBe(200)
    const otherSessions = other.app.konzilium.services.sessions
    expect(otherSessions.cacheSize()).toBeGreaterThan(0)
    const response = await callAs(
      one,
      admin,
      'POST',
      '/api/diagnostics/refresh-cache?name=sessions',
    )
    expect(response.statusCode, response.body).toBe(200)
    await expect.poll(() => otherSessions.cacheSize()).toBe(0)
  })
})
