import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appInfoSchema,
  cacheRefreshSchema,
  taskListSchema,
  taskRunSchema,
} from '@konzilium/contract/diagnostics'
import { auditEvents, scheduledTasks, taskRuns } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createSignedIn } from '../helpers/accounts'

/**
 * The background tasks through the diagnostics calls and the scheduler (ADR 043): due times on
 * the test clock, run-now, unknown names, admin only, audited; the instance's description and the
 * caches' refresh.
 */
let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
})
afterAll(async () => {
  await t.close()
})

const tasks = () => t.app.konzilium.services.tasks
const listTasks = async () =>
  taskListSchema.parse((await callAs(t, admin, 'GET', '/api/diagnostics/tasks')).json()).items
const taskNamed = async (name: string) => {
  const task = (await listTasks()).find((item) => item.name === name)
  if (!task) throw new Error(`no task ${name}`)
  return task
}
const runsOf = (name: string) =>
  t.database.db.select().from(taskRuns).where(eq(taskRuns.task, name))

describe('background tasks', () => {
  it('lists every task with its schedule and next run, the embedded upkeep and retention included', async () => {
    const items = await listTasks()
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'maintenance.prune-expired-rows',
        'files.purge-unattached',
        'database.embedded-upkeep',
        'notifications.digest',
        'referrals.pending-reminders',
        'audit.retention',
        'evaluation.purge-links',
        'exports.purge-expired',
        'exports.run-queued',
        'reports.purge-links',
      ]),
    )
    const retention = items.find((item) => item.name === 'audit.retention')
    expect(retention?.schedule).toBe('daily at 02:30 UTC')
    const prune = items.find((item) => item.name === 'maintenance.prune-expired-rows')
    expect(prune?.schedule).toBe('every 10 min')
    expect(prune?.nextRunAt).not.toBeNull()
  })

  it('runs a task when it is due, once, and schedules the next run', async () => {
    const name = 'maintenance.prune-expired-rows'
    const before = (await runsOf(name)).length
    const [row] = await t.database.db
      .select()
      .from(scheduledTasks)
      .where(eq(scheduledTasks.name, name))
    if (!row) throw new Error('the task has no row')
    // Not due yet: nothing runs.
    t.clock.set(new Date(row.nextRunAt.getTime() - 1000))
    expect(await tasks().tick()).not.toContain(name)
    // Due: it runs, and a second check at the same time finds it done.
    t.clock.set(row.nextRunAt)
    expect(await tasks().tick()).toContain(name)
    expect(await tasks().tick()).not.toContain(name)
    expect(await runsOf(name)).toHaveLength(before + 1)
    const task = await taskNamed(name)
    expect(task.lastRun).toMatchObject({ outcome: 'success', trigger: 'schedule', error: null })
    expect(task.lastRun?.startedAt).toBe(row.nextRunAt.toISOString())
    expect(task.nextRunAt).toBe(new Date(row.nextRunAt.getTime() + 10 * 60_000).toISOString())
    expect(task.running).toBe(false)
  })

  it('runs a task now by its path or by its name, audited, keeping its schedule', async () => {
    const name = 'files.purge-unattached'
    const nextBefore = (await taskNamed(name)).nextRunAt
    t.clock.advance(5)
    const byPath = await callAs(t, admin, 'POST', `/api/diagnostics/tasks/${name}`)
    expect(byPath.statusCode, byPath.body).toBe(200)
    const run = taskRunSchema.parse(byPath.json())
    expect(run).toMatchObject({ name, outcome: 'success', error: null })
    const task = await taskNamed(name)
    expect(task.lastRun).toMatchObject({ trigger: 'manual', startedAt: run.startedAt })
    expect(task.nextRunAt).toBe(nextBefore)

    t.clock.advance(5)
    const byName = await callAs(
      t,
      admin,
      'POST',
      `/api/diagnostics/tasks/execute-by-name?name=${name}`,
    )
    expect(byName.statusCode, byName.body).toBe(200)
    expect((await taskNamed(name)).lastRun?.startedAt).toBe(
      taskRunSchema.parse(byName.json()).startedAt,
    )

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'diagnostics.task-run'), eq(auditEvents.actorUserId, admin.id)),
      )
    expect(audited.filter((row) => row.details?.task === name)).toHaveLength(2)
  })

  it('answers 404 for an unknown task, 400 for a malformed name, 409 while it runs elsewhere', async () => {
    for (const url of [
      '/api/diagnostics/tasks/no.such-task',
      '/api/diagnostics/tasks/execute-by-name?name=no.such-task',
    ]) {
      const response = await callAs(t, admin, 'POST', url)
      expect(response.statusCode, url).toBe(404)
    }
    const malformed = await callAs(
      t,
      admin,
      'POST',
      '/api/diagnostics/tasks/execute-by-name?name=Bad%20Name',
      undefined,
      'en',
    )
    expect(malformed.statusCode).toBe(400)
    expect(malformed.body).toMatch(/name/)

    const name = 'notifications.digest'
    await tasks().list()
    await t.database.db
      .update(scheduledTasks)
      .set({
        leaseOwner: 'another-instance',
        leaseUntil: new Date(t.clock.now().getTime() + 60_000),
      })
      .where(eq(scheduledTasks.name, name))
    expect((await taskNamed(name)).running).toBe(true)
    const busy = await callAs(t, admin, 'POST', `/api/diagnostics/tasks/${name}`)
    expect(busy.statusCode).toBe(409)
    // A lease left by an instance that died expires, and the task can run again.
    t.clock.advance(61)
    const after = await callAs(t, admin, 'POST', `/api/diagnostics/tasks/${name}`)
    expect(after.statusCode, after.body).toBe(200)
  })

  it('records a failed run with its error, and the next run still comes', async () => {
    const name = 'maintenance.prune-expired-rows'
    // A broken table makes the run fail; the failure is recorded, not thrown at the caller.
    await t.database.db.execute(sql`alter table task_runs rename column started_at to started_at_x`)
    let failed
    try {
      failed = await tasks().runNow(name)
    } catch (error) {
      failed = error
    } finally {
      await t.database.db.execute(
        sql`alter table task_runs rename column started_at_x to started_at`,
      )
    }
    // The run's own record could not be written either; the task's row says it failed.
    expect(failed).toBeInstanceOf(Error)
    const task = await taskNamed(name)
    expect(task.lastRun?.outcome).toBe('failure')
    expect(task.lastRun?.error).toMatch(/started_at/)
    expect(task.running).toBe(false)
  })
})

describe('access to the diagnostics calls', () => {
  it('is for admins only', async () => {
    const rep = await createSignedIn(t, 'rep')
    const doctor = await createSignedIn(t, 'center_doctor')
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/api/diagnostics/tasks'],
      ['POST', '/api/diagnostics/tasks/notifications.digest'],
      ['POST', '/api/diagnostics/tasks/execute-by-name?name=notifications.digest'],
      ['GET', '/api/diagnostics/app'],
      ['POST', '/api/diagnostics/refresh-cache?name=sessions'],
    ]
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401)
      expect((await callAs(t, rep, method, url)).statusCode, url).toBe(403)
      expect((await callAs(t, doctor, method, url)).statusCode, url).toBe(403)
    }
  })
})

describe('GET /api/diagnostics/app', () => {
  it('describes the instance and its database, audited', async () => {
    const response = await callAs(t, admin, 'GET', '/api/diagnostics/app')
    expect(response.statusCode, response.body).toBe(200)
    const info = appInfoSchema.parse(response.json())
    expect(info.database.kind).toBe(t.database.kind)
    expect(info.database.migration).toMatch(/^\d{4}_/)
    expect(info.database.migrations).toBeGreaterThan(20)
    expect(info.rowCounts.find((row) => row.table === 'users')?.rows).toBeGreaterThanOrEqual(1)
    expect(info.memory.rssBytes).toBeGreaterThan(0)
    expect(info.jobQueue.due + info.jobQueue.running).toBeGreaterThanOrEqual(0)
    expect(info.caches.map((cache) => cache.name)).toEqual(['sessions', 'list-statements'])
    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'diagnostics.app-read'))
    expect(audited?.actorUserId).toBe(admin.id)
  })
})

describe('POST /api/diagnostics/refresh-cache', () => {
  it('empties a named cache, audited; an unknown name is 404', async () => {
    const sessions = t.app.konzilium.services.sessions
    expect(sessions.cacheSize()).toBeGreaterThan(0)
    const response = await callAs(t, admin, 'POST', '/api/diagnostics/refresh-cache?name=sessions')
    expect(response.statusCode, response.body).toBe(200)
    expect(cacheRefreshSchema.parse(response.json()).name).toBe('sessions')
    // On a PostgreSQL server the refresh comes back through the channel.
    await expect.poll(() => sessions.cacheSize()).toBeLessThanOrEqual(1)
    const unknown = await callAs(t, admin, 'POST', '/api/diagnostics/refresh-cache?name=nothing')
    expect(unknown.statusCode).toBe(404)
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'diagnostics.cache-refreshed'))
    expect(audited.map((row) => row.details?.cache)).toEqual(['sessions'])
  })
})
