import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listUsersQuerySchema,
  lockUserParamsSchema,
  lockUserQuerySchema,
  ownProfileSchema,
  updateOwnProfileInputSchema,
  updateUserInputSchema,
  userDetailSchema,
  userIdParamsSchema,
  userListSchema,
  userPreferencesSchema,
} from '@konzilium/contract/users'
import { callerOf, signedIn } from '../../platform/auth/access'
import { errors } from '../../platform/responses'
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
export function registerUserRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['users']
  const security = [{ bearer: [] }]
  const admins = signedIn(['admin'])

  typed.get(
    '/api/users',
    {
      config: { access: admins },
      schema: {
        tags,
        security,
        summary: 'List users: search, filter by role, status and origin, sort, page',
        querystring: listUsersQuerySchema,
        response: { 200: userListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listUsers(s, request.query),
  )

  typed.get(
    '/api/users/me',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        security,
        summary: 'The caller’s own account and profile',
        response: { 200: ownProfileSchema, ...errors(401, 403) },
      },
    },
    (request) => getOwnProfile(s, callerOf(request)),
  )

  typed.put(
    '/api/users/me',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        security,
        summary: 'Edit the own name, contact and practice',
        body: updateOwnProfileInputSchema,
        response: { 200: ownProfileSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => updateOwnProfile(s, requestContextOf(request), callerOf(request), request.body),
  )

  typed.get(
    '/api/users/:id',
    {
      config: { access: admins },
      schema: {
        tags,
        security,
        summary: 'One user with role profile, status and sessions',
        params: userIdParamsSchema,
        response: { 200: userDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => getUser(s, request.params.id),
  )

  typed.put(
    '/api/users/:id',
    {
      config: { access: admins },
      schema: {
        tags,
        security,
        summary: 'Edit a user: name, contact, e-mail, role profile',
        params: userIdParamsSchema,
        body: updateUserInputSchema,
        response: { 200: userDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      updateUser(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )

  typed.put(
    '/api/users/:userId/lock',
    {
      config: { access: admins },
      schema: {
        tags,
        security,
        summary: 'Lock a user; all their sessions end at once',
        params: lockUserParamsSchema,
        querystring: lockUserQuerySchema,
        response: { 200: userDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      lockUser(
        s,
        requestContextOf(request),
        callerOf(request),
        request.params.userId,
        request.query.reason,
      ),
  )

  typed.put(
    '/api/users/:id/unlock',
    {
      config: { access: admins },
      schema: {
        tags,
        security,
        summary: 'Unlock a user',
        params: userIdParamsSchema,
        response: { 200: userDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => unlockUser(s, requestContextOf(request), callerOf(request), request.params.id),
  )

  typed.delete(
    '/api/users/:id/sessions',
    {
      config: { access: admins },
      schema: {
        tags,
        security,
        summary: 'End every session of a user',
        params: userIdParamsSchema,
        response: { 200: z.object({ ended: z.number().int() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ended: await endSessionsOf(
        s,
        requestContextOf(request),
        callerOf(request),
        request.params.id,
      ),
    }),
  )

  typed.get(
    '/api/users/:id/preferences',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        security,
        summary: 'Theme, language, notifications (own; admins any)',
        params: userIdParamsSchema,
        response: { 200: userPreferencesSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => getPreferences(s, callerOf(request), request.params.id),
  )

  typed.put(
    '/api/users/:id/preferences',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        security,
        summary: 'Save preferences (own; admins any)',
        params: userIdParamsSchema,
        body: userPreferencesSchema,
        response: { 200: userPreferencesSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) =>
      savePreferences(
        s,
        requestContextOf(request),
        callerOf(request),
        request.params.id,
        request.body,
      ),
  )
}
