import type { FastifyInstance } from 'fastify'
import { usersEndpoints as endpoints } from '@konzilium/contract/endpoints/users'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import {
  endSessionsOf,
  getUser,
  listUsers,
  lockUser,
  unlockUser,
  updateUser,
} from './admin-service'
import { getOwnProfile, getPreferences, savePreferences, updateOwnProfile } from './profile-service'

/** `/api/users*`: administration (admins), the own profile and preferences (everyone). */
export async function registerUserRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listUsers, (request) =>
    listUsers(s, requestContextOf(request), callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.getOwnProfile, (request) =>
    getOwnProfile(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.updateOwnProfile, (request) =>
    updateOwnProfile(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.getUser, (request) =>
    getUser(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updateUser, (request) =>
    updateUser(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.lockUser, (request) =>
    lockUser(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.userId,
      request.query.reason,
    ),
  )
  await registerEndpoint(app, endpoints.unlockUser, (request) =>
    unlockUser(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.endUserSessions, async (request) => ({
    ended: await endSessionsOf(s, requestContextOf(request), callerOf(request), request.params.id),
  }))
  await registerEndpoint(app, endpoints.getUserPreferences, (request) =>
    getPreferences(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.saveUserPreferences, (request) =>
    savePreferences(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
}
