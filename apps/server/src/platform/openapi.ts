import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas the routes validate with (one
 * source of truth per shape). Served at /api/openapi.json, browsable at /api/docs.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; ui: boolean },
) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Konzilium API',
        version: options.version,
        description:
          'Referrals, patient records, consultations and clinical calculators. Every error answers ' +
          'with one envelope: { statusCode, statusMessage, message, code, issues? }. Send ' +
          '`Accept-Language: en` for English messages (Czech is the default).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger())
  if (options.ui) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { url: '/api/openapi.json' },
    })
  }
}
