import { z } from 'zod'
import { regionCodeSchema } from './czech'
import { roleSchema } from './session'
import { pageQuery, pagedList } from './shapes'

/**
 * In-app notifications of the signed-in user (ADR 018). A notification carries no patient data and
 * no text: `event` is a catalogue key (`referral.accepted`) that the web renders in the reader's
 * language with `params`, and `target` links to the object, which the reader opens under its own
 * scope. `hidden` is the toast flag: the toast was shown and has gone (timed out or dismissed); the
 * notification stays in the list.
 */
export const notificationTypes = ['info', 'success', 'warning', 'error'] as const
export const notificationTypeSchema = z.enum(notificationTypes)
export type NotificationType = z.infer<typeof notificationTypeSchema>

export const notificationTargetTypes = ['referral', 'patient', 'consultation', 'export'] as const

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  event: z.string(),
  params: z.record(z.string(), z.string()),
  target: z.object({ type: z.enum(notificationTargetTypes), id: z.uuid() }).nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  hidden: z.boolean(),
})
export type NotificationItem = z.infer<typeof notificationSchema>

export const NOTIFICATIONS_PAGE_SIZE_MAX = 50

const flag = z.enum(['true', 'false'])

/** `GET /api/notifications`: the caller's own, newest first, paged. */
export const listNotificationsQuerySchema = pageQuery({
  max: NOTIFICATIONS_PAGE_SIZE_MAX,
  default: 20,
}).extend({
  /** Only those not read yet. */
  unread: flag.default('false').transform((value) => value === 'true'),
  /** `false`: only those whose toast has not been hidden yet (the toasts still to show). */
  hidden: flag.default('true').transform((value) => value === 'true'),
  /**
   * Only those created after this time: the live channel's catch-up after (re)connecting
   * (ADR 036); the client asks a little before the newest it has and drops those it has.
   */
  since: z.iso.datetime({ offset: true }).optional(),
})
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>

export const notificationListSchema = pagedList(notificationSchema)
export type NotificationList = z.infer<typeof notificationListSchema>

export const notificationIdParamsSchema = z.object({ id: z.uuid() })

/** Who receives an announcement: everybody, one role, or the doctors and reps of one region. */
export const announcementAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('everybody') }),
  z.strictObject({ kind: z.literal('role'), role: roleSchema }),
  z.strictObject({ kind: z.literal('region'), region: regionCodeSchema }),
])
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>

export const ANNOUNCEMENT_TITLE_MAX = 120
export const ANNOUNCEMENT_TEXT_MAX = 1000

const wording = (max: number) =>
  z.strictObject({ cs: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) })

/** An announcement an admin writes, in Czech and English (the reader sees their language). */
export const announcementInputSchema = z.strictObject({
  audience: announcementAudienceSchema,
  type: notificationTypeSchema.default('info'),
  title: wording(ANNOUNCEMENT_TITLE_MAX),
  text: wording(ANNOUNCEMENT_TEXT_MAX),
})
export type AnnouncementInput = z.infer<typeof announcementInputSchema>

/** The event key of an announcement; its texts are in `params` (`title.cs`, `text.en`...). */
export const ANNOUNCEMENT_EVENT = 'announcement'

/**
 * `POST /api/notifications/save`, one of:
 * - the toast flag of one of the caller's notifications (`{ id, hidden }`, hidden after the
 *   timeout or when dismissed; idempotent; nothing else of a notification is writable);
 * - an announcement (`{ announcement }`), admins only (checked on the server): a notification to
 *   every active user of the audience.
 */
export const saveNotificationInputSchema = z
  .strictObject({
    id: z.uuid().optional(),
    hidden: z.boolean().optional(),
    announcement: announcementInputSchema.optional(),
  })
  .superRefine(
    (input, ctx) => {
      const required = (path: string) => {
        ctx.addIssue({ code: 'custom', path: [path], params: { code: 'required' }, message: path })
      }
      if (input.announcement) {
        for (const path of ['id', 'hidden'] as const)
          if (input[path] !== undefined)
            ctx.addIssue({
              code: 'custom',
              path: [path],
              params: { code: 'not_applicable' },
              message: path,
            })
        return
      }
      if (input.id === undefined) required('id')
      if (input.hidden === undefined) required('hidden')
    },
    // Run even when a field failed its own check, so every missing field is named at once; not
    // when the body is no object at all (its own issue says so).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
export type SaveNotificationInput = z.infer<typeof saveNotificationInputSchema>

/** The answer to an announcement: how many users it reached. */
export const announcementResultSchema = z.object({ announced: z.number().int() })
export type AnnouncementResult = z.infer<typeof announcementResultSchema>

export const saveNotificationAnswerSchema = z.union([notificationSchema, announcementResultSchema])
export type SaveNotificationAnswer = z.infer<typeof saveNotificationAnswerSchema>

/** `GET /api/notifications/statistics`: counts for the bell; `since` counts the newer ones. */
export const notificationStatisticsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
})
export type NotificationStatisticsQuery = z.infer<typeof notificationStatisticsQuerySchema>

export const notificationStatisticsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  /** Unread ones whose toast has not been hidden yet. */
  unreadVisible: z.number().int(),
  unreadByType: z.record(notificationTypeSchema, z.number().int()),
  /** Creation time of the newest notification, null when there is none. */
  latestAt: z.iso.datetime().nullable(),
  /** How many were created after `since` (0 without it). */
  newSince: z.number().int(),
})
export type NotificationStatistics = z.infer<typeof notificationStatisticsSchema>

/** `PUT /api/notifications/read-all`: how many were marked now. */
export const readAllNotificationsSchema = z.object({ marked: z.number().int() })
export type ReadAllNotifications = z.infer<typeof readAllNotificationsSchema>
