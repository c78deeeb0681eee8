import { defineEndpoint } from '../endpoint'

const notifications = () => import('../notifications')
const tag = 'notifications'

/** `/api/notifications*`: the caller's own in-app notifications (ADR 018). */
export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Own notifications, newest first: unread only or all, with or without hidden, paged',
    tag,
    auth: 'bearer',
    access: 'notifications.self',
    errors: [400, 401, 403],
    schemas: () =>
      notifications().then((m) => ({
        query: m.listNotificationsQuerySchema,
        response: m.notificationListSchema,
      })),
  }),
  notificationStatistics: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/statistics',
    summary: 'Counts of own notifications: total, unread, unread by type, newest',
    tag,
    auth: 'bearer',
    access: 'notifications.self',
    errors: [400, 401, 403],
    schemas: () =>
      notifications().then((m) => ({
        query: m.notificationStatisticsQuerySchema,
        response: m.notificationStatisticsSchema,
      })),
  }),
  saveNotification: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/save',
    summary:
      'Save the toast flag of an own notification, or (admins) publish an announcement to a role, a region or everybody',
    tag,
    auth: 'bearer',
    access: 'notifications.self',
    errors: [400, 401, 403, 404],
    schemas: () =>
      notifications().then((m) => ({
        body: m.saveNotificationInputSchema,
        response: m.saveNotificationAnswerSchema,
      })),
  }),
  readNotification: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    summary: 'Mark an own notification read (idempotent)',
    tag,
    auth: 'bearer',
    access: 'notifications.self',
    errors: [400, 401, 403, 404],
    schemas: () =>
      notifications().then((m) => ({
        params: m.notificationIdParamsSchema,
        response: m.notificationSchema,
      })),
  }),
  readAllNotifications: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/read-all',
    summary: 'Mark all own notifications read',
    tag,
    auth: 'bearer',
    access: 'notifications.self',
    errors: [401, 403],
    schemas: () => notifications().then((m) => ({ response: m.readAllNotificationsSchema })),
  }),
}
