import type { FastifyInstance } from 'fastify'
import { usersEndpoints as endpoints } from '@konzilium/contract/endpoints/users'
import { allowedTo, callerOf } from '../../platform/auth/access'
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
  const admins = { access: allowedTo('users.manage') }
  const everyone = { access: allowedTo('account.self') }

  await registerEndpoint(app, endpoints.listUsers, admins, (request) =>
    listUsers(s, requestContextOf(request), callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.getOwnProfile, everyone, (request) =>
    getOwnProfile(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.updateOwnProfile, everyone, (request) =>
    updateOwnProfile(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.getUser, admins, (request) =>
    getUser(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updateUser, admins, (request) =>
    updateUser(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.lockUser, admins, (request) =>
    lockUser(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.userId,
      request.query.reason,
    ),
  )
  await registerEndpoint(app, endpoints.unlockUser, admins, (request) =>
    unlockUser(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.endUserSessions, admins, async (request) => ({
    ended: await endSessionsOf(s, requestContextOf(request), callerOf(request), request.params.id),
  }))
  await registerEndpoint(app, endpoints.getUserPreferences, everyone, (request) =>
    getPreferences(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.saveUserPreferences, everyone, (request) =>
    savePreferences(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
}
