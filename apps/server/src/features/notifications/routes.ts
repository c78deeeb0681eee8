import type { FastifyInstance } from 'fastify'
import { notificationsEndpoints as endpoints } from '@konzilium/contract/endpoints/notifications'
import { allowedTo, callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import type { Services } from '../../platform/services'
import {
  listNotifications,
  notificationStatistics,
  readAllNotifications,
  readNotification,
  saveNotification,
} from './service'

/** `/api/notifications*`: every role, own notifications only (ADR 018). */
export async function registerNotificationRoutes(app: FastifyInstance, s: Services) {
  const self = { access: allowedTo('notifications.self') }
  await registerEndpoint(app, endpoints.listNotifications, self, (request) =>
    listNotifications(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.notificationStatistics, self, (request) =>
    notificationStatistics(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.saveNotification, self, (request) =>
    saveNotification(s, callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.readNotification, self, (request) =>
    readNotification(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.readAllNotifications, self, (request) =>
    readAllNotifications(s, callerOf(request)),
  )
}
