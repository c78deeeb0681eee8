import { z } from 'zod'
import { pageQuery, pagedList } from './shapes'
import { emailSchema } from './session'

/**
 * Admin support. `GET /api/diagnostics/get-user-activation-code?email=` issues a fresh activation
 * link for an account that is not activated yet (the old link stops working; only hashes of codes
 * are stored, so an existing code can never be shown). Audited.
 */
export const activationCodeQuerySchema = z.object({ email: emailSchema })
export const activationLinkSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  code: z.string(),
  activationUrl: z.string(),
  expiresAt: z.iso.datetime(),
})
export type ActivationLink = z.infer<typeof activationLinkSchema>

/** Where a mail is in the queue: waiting, being sent, delivered, given up, or kept in the dev outbox. */
/** `skipped`: not sent, its notification was read in the app before the mail's turn came. */
export const mailStatuses = [
  'pending',
  'sending',
  'sent',
  'failed',
  'dev_outbox',
  'skipped',
] as const

/** `GET /api/diagnostics/outbox`: the mail queue, newest first; bodies only until sent by SMTP. */
export const outboxQuerySchema = pageQuery({ max: 100, default: 20 }).extend({
  to: z.string().trim().toLowerCase().max(254).optional(),
})
export const outboxMailSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** Plain-text body; null once delivered by SMTP (bodies may hold codes and are not kept). */
  text: z.string().nullable(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>
export const outboxListSchema = pagedList(outboxMailSchema)
export type OutboxList = z.infer<typeof outboxListSchema>

/** How a background task's run ended, and what started it (the schedule or an admin's "run now"). */
export const taskOutcomes = ['success', 'failure'] as const
export const taskTriggers = ['schedule', 'manual'] as const

/** A task's name as addresses carry it: lower-case words joined by dots and hyphens. */
export const taskNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/)

/** `GET /api/diagnostics/tasks`: every background task, its schedule, last and next run. */
export const taskSchema = z.object({
  name: taskNameSchema,
  /** The schedule in words of the API (`every 10 min`, `daily at 03:00 UTC`). */
  schedule: z.string(),
  /** The schedule's parts, for words in the reader's language: an interval or a daily UTC time. */
  everyMinutes: z.number().int().nullable(),
  dailyAtUtc: z.string().nullable(),
  running: z.boolean(),
  nextRunAt: z.iso.datetime().nullable(),
  lastRun: z
    .object({
      startedAt: z.iso.datetime(),
      finishedAt: z.iso.datetime().nullable(),
      durationMs: z.number().int().nullable(),
      outcome: z.enum(taskOutcomes).nullable(),
      trigger: z.enum(taskTriggers).nullable(),
      /** The error's message of a failed run (never a stack or data). */
      error: z.string().nullable(),
    })
    .nullable(),
})
export type TaskInfo = z.infer<typeof taskSchema>
export const taskListSchema = z.object({ items: z.array(taskSchema) })
export type TaskList = z.infer<typeof taskListSchema>

export const taskNameParamsSchema = z.object({ name: taskNameSchema })
export const taskNameQuerySchema = z.object({ name: taskNameSchema })

/** `POST /api/diagnostics/tasks/{name}`: the run done now. */
export const taskRunSchema = z.object({
  name: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  durationMs: z.number().int(),
  outcome: z.enum(taskOutcomes),
  error: z.string().nullable(),
})
export type TaskRun = z.infer<typeof taskRunSchema>

export const databaseKinds = ['pglite', 'postgres'] as const

/** `GET /api/diagnostics/app`: the running instance and its database, without any personal data. */
export const appInfoSchema = z.object({
  version: z.string(),
  /** The build's identifier (commit or build time), or null when the build did not record one. */
  build: z.string().nullable(),
  startedAt: z.iso.datetime(),
  uptimeSeconds: z.number().int(),
  node: z.string(),
  database: z.object({
    kind: z.enum(databaseKinds),
    /** The last migration applied, by its name, and how many are applied. */
    migration: z.string().nullable(),
    migrations: z.number().int(),
  }),
  /** Rows of the main tables, counted exactly. */
  rowCounts: z.array(z.object({ table: z.string(), rows: z.number().int() })),
  mailQueue: z.object({ pending: z.number().int(), failed: z.number().int() }),
  /** Background tasks due now or running. */
  jobQueue: z.object({ due: z.number().int(), running: z.number().int() }),
  memory: z.object({
    rssBytes: z.number().int(),
    heapUsedBytes: z.number().int(),
    heapTotalBytes: z.number().int(),
  }),
  caches: z.array(z.object({ name: z.string(), entries: z.number().int() })),
})
export type AppInfo = z.infer<typeof appInfoSchema>

/** `POST /api/diagnostics/refresh-cache?name=`: one named in-process cache, on every instance. */
export const cacheNameQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
})
export const cacheRefreshSchema = z.object({ name: z.string(), refreshedAt: z.iso.datetime() })
