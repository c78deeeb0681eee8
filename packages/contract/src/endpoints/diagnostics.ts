import { defineEndpoint } from '../endpoint'

const diagnostics = () => import('../diagnostics')
const tag = 'diagnostics'

/** Admin support endpoints of the accounts feature; every call is audited. */
export const diagnosticsEndpoints = {
  getUserActivationCode: defineEndpoint({
    method: 'GET',
    path: '/api/diagnostics/get-user-activation-code',
    summary: 'A fresh activation link for a not yet activated user (the old link stops working)',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      diagnostics().then((m) => ({
        query: m.activationCodeQuerySchema,
        response: m.activationLinkSchema,
      })),
  }),
  readOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/diagnostics/outbox',
    summary: 'The mail queue and dev outbox, newest first',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403],
    schemas: () =>
      diagnostics().then((m) => ({ query: m.outboxQuerySchema, response: m.outboxListSchema })),
  }),
  listTasks: defineEndpoint({
    method: 'GET',
    path: '/api/diagnostics/tasks',
    summary: 'The background tasks: schedule, last run (duration, outcome) and next run',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [401, 403],
    schemas: () => diagnostics().then((m) => ({ response: m.taskListSchema })),
  }),
  runTask: defineEndpoint({
    method: 'POST',
    path: '/api/diagnostics/tasks/:name',
    summary: 'Runs a background task now, once across the instances (409 while it runs)',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      diagnostics().then((m) => ({ params: m.taskNameParamsSchema, response: m.taskRunSchema })),
  }),
  runTaskByName: defineEndpoint({
    method: 'POST',
    path: '/api/diagnostics/tasks/execute-by-name',
    summary: 'Runs a background task named in the query now, as POST /api/diagnostics/tasks/:name',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      diagnostics().then((m) => ({ query: m.taskNameQuerySchema, response: m.taskRunSchema })),
  }),
  readAppInfo: defineEndpoint({
    method: 'GET',
    path: '/api/diagnostics/app',
    summary:
      'The instance: version, build, uptime, database and migration, row counts, queues, memory, caches',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [401, 403],
    schemas: () => diagnostics().then((m) => ({ response: m.appInfoSchema })),
  }),
  refreshCache: defineEndpoint({
    method: 'POST',
    path: '/api/diagnostics/refresh-cache',
    summary: 'Empties a named in-process cache on every instance',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403, 404],
    schemas: () =>
      diagnostics().then((m) => ({
        query: m.cacheNameQuerySchema,
        response: m.cacheRefreshSchema,
      })),
  }),
}
