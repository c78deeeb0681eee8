import type { Services } from '../services'

/**
 * A background task (ADR 043): a name, when it is due, and the work. A feature offers its tasks
 * from its `index.ts`; the composition root lists them once (`backgroundTasks` in `app.ts`).
 *
 * The work runs outside any transaction and opens its own; it may answer a few counts for the run's
 * record (never personal data). It must be safe to run again after a crash halfway.
 */
export type TaskSchedule =
  /** Every so many minutes after the last scheduled run. */
  | { everyMinutes: number }
  /** Once a day at this UTC time (`HH:MM`). */
  | { dailyAtUtc: string }

export type TaskResult = Record<string, unknown> | undefined

/** What a task's work answered, as the run's record keeps it. */
export function resultOf(answer: unknown): TaskResult {
  if (typeof answer === 'number') return { count: answer }
  if (answer !== null && typeof answer === 'object' && !Array.isArray(answer))
    return answer as Record<string, unknown>
  return undefined
}

export type BackgroundTask = {
  name: string
  schedule: TaskSchedule
  /** The work; a number or a record of counts it answers is kept with the run, anything else not. */
  run: (s: Services) => Promise<unknown>
}

const NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/
const DAILY = /^([01]\d|2[0-3]):([0-5]\d)$/

export function defineTask(
  name: string,
  schedule: TaskSchedule,
  run: BackgroundTask['run'],
): BackgroundTask {
  if (!NAME.test(name)) throw new Error(`task name '${name}' is not lower-case words and dots`)
  if ('everyMinutes' in schedule) {
    if (!Number.isInteger(schedule.everyMinutes) || schedule.everyMinutes < 1)
      throw new Error(`task '${name}': everyMinutes must be a whole number of minutes`)
  } else if (!DAILY.test(schedule.dailyAtUtc)) {
    throw new Error(`task '${name}': dailyAtUtc must be HH:MM`)
  }
  return { name, schedule, run }
}

/** The schedule in words, as the diagnostics show it. */
export function describeSchedule(schedule: TaskSchedule): string {
  return 'everyMinutes' in schedule
    ? `every ${schedule.everyMinutes} min`
    : `daily at ${schedule.dailyAtUtc} UTC`
}

/** When a task that ran (or was registered) at `from` is due next: always later than `from`. */
export function nextRunAfter(schedule: TaskSchedule, from: Date): Date {
  if ('everyMinutes' in schedule) return new Date(from.getTime() + schedule.everyMinutes * 60_000)
  const [hours, minutes] = schedule.dailyAtUtc.split(':').map(Number)
  const next = new Date(from)
  next.setUTCHours(hours ?? 0, minutes ?? 0, 0, 0)
  if (next.getTime() <= from.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return next
}

/**
 * A new task's first due time: an interval task a minute after the start (out of the start's way:
 * a vacuum holds the embedded database's one connection), a daily one at its time.
 */
export function firstRunAfter(schedule: TaskSchedule, start: Date): Date {
  if ('everyMinutes' in schedule)
    return new Date(start.getTime() + Math.min(schedule.everyMinutes, 1) * 60_000)
  return nextRunAfter(schedule, start)
}
