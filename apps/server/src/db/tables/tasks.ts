import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { taskOutcomes, taskTriggers } from '@konzilium/contract/diagnostics'
import { at } from './columns'
import { oneOf } from './one-of'

/**
 * The background tasks the instances share (ADR 043): one row per task, its next due time and the
 * lease of the instance running it. An instance claims a run with one conditional UPDATE (due, and
 * no lease or an expired one), so of several instances exactly one runs each due time; a lease
 * that outlives a crashed instance expires and the task becomes claimable again.
 */
export const scheduledTasks = pgTable(
  'scheduled_tasks',
  {
    name: text('name').primaryKey(),
    schedule: text('schedule').notNull(),
    nextRunAt: at('next_run_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    lastStartedAt: at('last_started_at'),
    lastFinishedAt: at('last_finished_at'),
    lastDurationMs: integer('last_duration_ms'),
    lastOutcome: text('last_outcome', { enum: taskOutcomes }),
    lastTrigger: text('last_trigger', { enum: taskTriggers }),
    lastError: text('last_error'),
  },
  (table) => [
    oneOf('scheduled_tasks_last_outcome_check', table.lastOutcome, taskOutcomes),
    oneOf('scheduled_tasks_last_trigger_check', table.lastTrigger, taskTriggers),
  ],
)

/** Every finished run of a task, kept 30 days (the prune task removes older ones). */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    task: text('task').notNull(),
    trigger: text('trigger', { enum: taskTriggers }).notNull(),
    instance: text('instance').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome', { enum: taskOutcomes }).notNull(),
    error: text('error'),
    /** What the run reports (counts), never personal data. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('task_runs_task_idx').on(table.task, table.startedAt),
    index('task_runs_started_idx').on(table.startedAt),
    oneOf('task_runs_outcome_check', table.outcome, taskOutcomes),
    oneOf('task_runs_trigger_check', table.trigger, taskTriggers),
  ],
)
