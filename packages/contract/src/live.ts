import { z } from 'zod'
import { registerCustomMessages } from './validation-messages'

/**
 * The live channel (ADR 036): one server-sent event stream per signed-in tab, `GET /api/live`,
 * opened with `fetch` and the bearer token in the `Authorization` header (never in the URL).
 *
 * Each event has an `id` (a UUID), an `event` name (its kind) and `data` (JSON). Data holds ids
 * and small facts only, never patient data: the client loads what it shows through the feature's
 * own endpoints, under its own scope. Kinds:
 * - `ready`: the stream is open; the client catches up on what it may have missed (e.g.
 *   `GET /api/notifications?since=`) before trusting the stream alone.
 * - `resync`: the server may have missed events (its database connection was re-established);
 *   the client catches up as after `ready`.
 * - `notification`: a notification of the reader was created; `data` is `{ id, createdAt }`.
 * - `message`, `read`, `participants`: consultations (a message posted, messages read, the
 *   participants changed); `data` names the consultation and the message.
 * Lines starting with `:` are heartbeats (every 25 s) and carry nothing.
 */
export const liveEventKinds = ['notification', 'message', 'read', 'participants'] as const
export type LiveEventKind = (typeof liveEventKinds)[number]

/** The control events of the stream itself. */
export const liveControlEvents = ['ready', 'resync'] as const

export const liveNotificationDataSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() })
export type LiveNotificationData = z.infer<typeof liveNotificationDataSchema>

/** The documented answer: a `text/event-stream`, described for the API reference. */
export const liveStreamSchema = z.string().meta({
  description:
    'text/event-stream: `id`, `event` (ready, resync, notification, message, read, participants) and JSON `data` per event; `:` lines are heartbeats',
})

/** The stream opens only for a client that asks for one (`Accept: text/event-stream`). */
export const LIVE_STREAM_TYPE = 'text/event-stream'
registerCustomMessages({
  'live.accept': {
    cs: 'Živý kanál posílá jen proud událostí (Accept: text/event-stream).',
    en: 'The live channel sends an event stream only (Accept: text/event-stream).',
  },
})
