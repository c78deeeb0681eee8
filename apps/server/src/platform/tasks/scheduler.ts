import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { TaskInfo, TaskRun } from '@konzilium/contract/diagnostics'
import { scheduledTasks, taskRuns } from '../../db/schema'
import type { Services } from '../services'
import {
  describeSchedule,
  firstRunAfter,
  nextRunAfter,
  type BackgroundTask,
  resultOf,
  type TaskResult,
} from './task'

/**
 * One scheduler for the background tasks of every instance (ADR 043). Each task has a row in
 * `scheduled_tasks`; an instance runs a task only after claiming it with one conditional UPDATE
 * (due, and not leased or its lease expired), on PGlite and on a PostgreSQL server alike, so of
 * several instances exactly one runs each due time, and an admin's "run now" also runs once. The
 * lease ends when the run ends; a lease left by a crashed instance expires after `LEASE_MS`.
 * Times come from `s.clock`, so tests move time instead of waiting.
 */
export const LEASE_MS = 30 * 60_000
/** An error's message is kept this long at most in the run's record. */
const ERROR_CHARS = 500

export type Trigger = 'schedule' | 'manual'
export type Scheduler = ReturnType<typeof createScheduler>

export function createScheduler(s: Services, tasks: readonly BackgroundTask[]) {
  const byName = new Map(tasks.map((task) => [task.name, task]))
  if (byName.size !== tasks.length) throw new Error('two background tasks share a name')
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  let registered: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let ticking = false

  /** Adds the rows of new tasks; a task whose schedule changed is due by its new schedule. */
  async function register() {
    const now = s.clock.now()
    for (const task of tasks) {
      const schedule = describeSchedule(task.schedule)
      await s.db
        .insert(scheduledTasks)
        .values({ name: task.name, schedule, nextRunAt: firstRunAfter(task.schedule, now) })
        .onConflictDoUpdate({
          target: scheduledTasks.name,
          set: { schedule, nextRunAt: nextRunAfter(task.schedule, now) },
          setWhere: sql`${scheduledTasks.schedule} <> ${schedule}`,
        })
    }
  }
  const ensureRegistered = () =>
    (registered ??= register().catch((error: unknown) => {
      registered = undefined
      throw error
    }))

  /** Claims the task's lease: true when this instance may run it now. */
  async function claim(task: BackgroundTask, trigger: Trigger, now: Date): Promise<boolean> {
    const free = or(isNull(scheduledTasks.leaseUntil), lte(scheduledTasks.leaseUntil, now))
    const due = trigger === 'schedule' ? lte(scheduledTasks.nextRunAt, now) : undefined
    const claimed = await s.db
      .update(scheduledTasks)
      .set({
        leaseOwner: instance,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        lastStartedAt: now,
        lastFinishedAt: null,
        lastDurationMs: null,
        lastOutcome: null,
        lastTrigger: trigger,
        lastError: null,
      })
      .where(and(eq(scheduledTasks.name, task.name), free, due))
      .returning({ name: scheduledTasks.name })
    return claimed.length === 1
  }

  /** Runs a claimed task, records the run and releases the lease. */
  async function runClaimed(task: BackgroundTask, trigger: Trigger, startedAt: Date) {
    const started = performance.now()
    let outcome: 'success' | 'failure' = 'success'
    let error: string | null = null
    let result: TaskResult
    try {
      result = resultOf(await task.run(s))
    } catch (caught) {
      outcome = 'failure'
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, ERROR_CHARS)
      s.log.warn({ err: caught, task: task.name }, 'background task failed; it will run again')
    }
    const finishedAt = s.clock.now()
    const durationMs = Math.max(0, Math.round(performance.now() - started))
    await s.db
      .update(scheduledTasks)
      .set({
        leaseOwner: null,
        leaseUntil: null,
        lastFinishedAt: finishedAt,
        lastDurationMs: durationMs,
        lastOutcome: outcome,
        lastError: error,
        ...(trigger === 'schedule' ? { nextRunAt: nextRunAfter(task.schedule, startedAt) } : {}),
      })
      .where(and(eq(scheduledTasks.name, task.name), eq(scheduledTasks.leaseOwner, instance)))
    await s.db.insert(taskRuns).values({
      task: task.name,
      trigger,
      instance,
      startedAt,
      finishedAt,
      durationMs,
      outcome,
      error,
      result: result ?? null,
    })
    return { name: task.name, startedAt, finishedAt, durationMs, outcome, error }
  }

  /** Runs every due task this instance can claim, one after another; answers their names. */
  async function tick(): Promise<string[]> {
    await ensureRegistered()
    const ran: string[] = []
    for (const task of tasks) {
      const now = s.clock.now()
      if (!(await claim(task, 'schedule', now))) continue
      await runClaimed(task, 'schedule', now)
      ran.push(task.name)
    }
    return ran
  }

  return {
    instance,
    names: () => [...byName.keys()],
    has: (name: string) => byName.has(name),
    tick,

    /**
     * Runs one task now (an admin's "run now"), once across the instances: `busy` while another
     * run of it holds the lease. Its next scheduled run stays where it was.
     */
    async runNow(name: string): Promise<TaskRun | 'busy' | 'unknown'> {
      const task = byName.get(name)
      if (!task) return 'unknown'
      await ensureRegistered()
      const now = s.clock.now()
      if (!(await claim(task, 'manual', now))) return 'busy'
      const run = await runClaimed(task, 'manual', now)
      return {
        ...run,
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt.toISOString(),
      }
    },

    /** Every task with its schedule, last and next run, in the order of the list. */
    list: async () => {
      await ensureRegistered()
      return listTasks(s, tasks)
    },
    queueDepth: () => queueDepth(s, tasks),

    /** The latest runs of a task, newest first (tests and support). */
    recentRuns: (name: string, limit = 20) =>
      s.db
        .select()
        .from(taskRuns)
        .where(eq(taskRuns.task, name))
        .orderBy(desc(taskRuns.startedAt), desc(taskRuns.id))
        .limit(limit),

    /** Checks for due tasks every `checkSeconds` (0: never on this instance); answers how to stop. */
    start(checkSeconds: number): () => void {
      if (checkSeconds > 0) {
        timer = setInterval(() => {
          if (ticking) return
          ticking = true
          tick()
            .catch((error: unknown) => {
              s.log.warn({ err: error }, 'background tasks: the check failed; it will run again')
            })
            .finally(() => {
              ticking = false
            })
        }, checkSeconds * 1000)
        timer.unref()
      }
      return () => {
        if (timer) clearInterval(timer)
        timer = undefined
      }
    },
  }
}

async function listTasks(s: Services, tasks: readonly BackgroundTask[]): Promise<TaskInfo[]> {
  const now = s.clock.now()
  const rows = await s.db
    .select()
    .from(scheduledTasks)
    .where(
      inArray(
        scheduledTasks.name,
        tasks.map((task) => task.name),
      ),
    )
  const rowOf = new Map(rows.map((row) => [row.name, row]))
  return tasks.map((task) => {
    const row = rowOf.get(task.name)
    return {
      name: task.name,
      schedule: describeSchedule(task.schedule),
      everyMinutes: 'everyMinutes' in task.schedule ? task.schedule.everyMinutes : null,
      dailyAtUtc: 'dailyAtUtc' in task.schedule ? task.schedule.dailyAtUtc : null,
      running: Boolean(row?.leaseUntil && row.leaseUntil > now),
      nextRunAt: row?.nextRunAt.toISOString() ?? null,
      lastRun: row?.lastStartedAt
        ? {
            startedAt: row.lastStartedAt.toISOString(),
            finishedAt: row.lastFinishedAt?.toISOString() ?? null,
            durationMs: row.lastDurationMs,
            outcome: row.lastOutcome,
            trigger: row.lastTrigger,
            error: row.lastError,
          }
        : null,
    }
  })
}

/** Tasks due now and not running, and tasks running (their lease not expired). */
async function queueDepth(
  s: Services,
  tasks: readonly BackgroundTask[],
): Promise<{ due: number; running: number }> {
  if (tasks.length === 0) return { due: 0, running: 0 }
  const now = s.clock.now()
  const leased = sql`coalesce(${scheduledTasks.leaseUntil} > ${now}, false)`
  const [row] = await s.db
    .select({
      running: count(sql`case when ${leased} then 1 end`),
      due: count(sql`case when ${scheduledTasks.nextRunAt} <= ${now} and not ${leased} then 1 end`),
    })
    .from(scheduledTasks)
    .where(
      inArray(
        scheduledTasks.name,
        tasks.map((task) => task.name),
      ),
    )
  return { due: row?.due ?? 0, running: row?.running ?? 0 }
}
