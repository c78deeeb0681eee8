import { defineEndpoint } from '../endpoint'

const users = () => import('../users')
const tag = 'users'

/** `/api/users*`: administration (admins), the own profile and preferences (everyone signed in). */
export const usersEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    summary: 'List users: search, filter by role, status and origin, sort, page',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    errors: [400, 401, 403],
    schemas: () =>
      users().then((m) => ({ query: m.listUsersQuerySchema, response: m.userListSchema })),
  }),
  getOwnProfile: defineEndpoint({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The caller’s own account and profile',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [401, 403],
    schemas: () => users().then((m) => ({ response: m.ownProfileSchema })),
  }),
  updateOwnProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me',
    summary: 'Edit the own name, contact and practice',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [400, 401, 403],
    schemas: () =>
      users().then((m) => ({ body: m.updateOwnProfileInputSchema, response: m.ownProfileSchema })),
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One user with role profile, status and sessions',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    errors: [400, 401, 403, 404],
    schemas: () =>
      users().then((m) => ({ params: m.userIdParamsSchema, response: m.userDetailSchema })),
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id',
    summary: 'Edit a user: name, contact, e-mail, role profile',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      users().then((m) => ({
        params: m.userIdParamsSchema,
        body: m.updateUserInputSchema,
        response: m.userDetailSchema,
      })),
  }),
  lockUser: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:userId/lock',
    summary: 'Lock a user; all their sessions end at once',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      users().then((m) => ({
        params: m.lockUserParamsSchema,
        query: m.lockUserQuerySchema,
        response: m.userDetailSchema,
      })),
  }),
  unlockUser: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id/unlock',
    summary: 'Unlock a user',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    errors: [400, 401, 403, 404],
    schemas: () =>
      users().then((m) => ({ params: m.userIdParamsSchema, response: m.userDetailSchema })),
  }),
  endUserSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id/sessions',
    summary: 'End every session of a user',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    errors: [400, 401, 403, 404],
    schemas: () =>
      users().then((m) => ({ params: m.userIdParamsSchema, response: m.endedSessionsSchema })),
  }),
  getUserPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id/preferences',
    summary: 'Theme, language, notifications (own; admins any)',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [400, 401, 403, 404],
    schemas: () =>
      users().then((m) => ({ params: m.userIdParamsSchema, response: m.userPreferencesSchema })),
  }),
  saveUserPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id/preferences',
    summary: 'Save preferences (own; admins any)',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [400, 401, 403, 404],
    schemas: () =>
      users().then((m) => ({
        params: m.userIdParamsSchema,
        body: m.userPreferencesSchema,
        response: m.userPreferencesSchema,
      })),
  }),
}
