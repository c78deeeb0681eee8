import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import packageJson from '../package.json' with { type: 'json' }
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { registerClientRoutes } from './features/client/routes'
import { registerHealthRoutes } from './features/health/routes'
import { registerErrorHandling } from './platform/error-handler'
import { loggerOptions, registerRequestLogging } from './platform/logging'
import { registerOpenApi } from './platform/openapi'
import { registerSecurityHeaders } from './platform/security-headers'
import { registerSpa } from './platform/spa'
import { validatorCompiler } from './platform/validation'

export type AppDependencies = {
  database: DatabaseHandle
  /** Where logs go; tests pass a stream to read them. Defaults to stdout. */
  logStream?: DestinationStream
}

export const APP_VERSION = packageJson.version

/**
 * Builds the whole server without listening: `main.ts` listens, tests call `app.inject()`.
 * Every feature is registered here in one visible list (STYLE.md).
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // Fastify's own request lines log the full URL (query strings may carry patient data);
    // registerRequestLogging writes one safe line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id)
  })
  registerSecurityHeaders(app, config)
  registerRequestLogging(app)
  registerErrorHandling(app)
  await registerOpenApi(app, { version: APP_VERSION, ui: config.apiDocs })

  // Features
  registerHealthRoutes(app, deps.database)
  registerClientRoutes(app, config, APP_VERSION)

  await registerSpa(app, config.webDistDir)
  return app
}
