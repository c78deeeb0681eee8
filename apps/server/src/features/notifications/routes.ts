import type { FastifyInstance } from 'fastify'
import { notificationsEndpoints as endpoints } from '@konzilium/contract/endpoints/notifications'
import { callerOf } from '../../platform/auth/access'
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
  await registerEndpoint(app, endpoints.listNotifications, (request) =>
    listNotifications(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.notificationStatistics, (request) =>
    notificationStatistics(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.saveNotification, (request) =>
    saveNotification(s, callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.readNotification, (request) =>
    readNotification(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.readAllNotifications, (request) =>
    readAllNotifications(s, callerOf(request)),
  )
}
