import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  scoreCatalogueSchema,
  scoreIds,
  scoreInputSchemas,
  scoreResultSchema,
} from '@konzilium/contract/scores'
import { publicAccess } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { errors } from '../../platform/responses'
import { computeScore, listScores } from './service'

/**
 * Public score endpoints. One `POST /api/scores/{id}` route per score, so each validates with its
 * own schema and the OpenAPI document shows every input; an unknown id is a plain 404.
 */
export function registerScoreRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const catalogue = listScores()

  typed.get(
    '/api/scores',
    {
      schema: {
        tags: ['scores'],
        summary: 'Available clinical scores with their input schemas, bands and sources',
        response: { 200: scoreCatalogueSchema, ...errors(429) },
      },
      config: { access: publicAccess, rateLimits: [rateLimitRules.scoresPerIp] },
    },
    () => catalogue,
  )

  for (const id of scoreIds) {
    typed.post(
      `/api/scores/${id}`,
      {
        schema: {
          tags: ['scores'],
          summary: `Compute ${id.toUpperCase()}`,
          description: catalogue.items.find((item) => item.id === id)?.source ?? '',
          body: scoreInputSchemas[id],
          response: { 200: scoreResultSchema, ...errors(400, 429) },
        },
        // Counted before validation, so a flood of invalid bodies is limited too.
        config: { access: publicAccess, rateLimits: [rateLimitRules.scoresPerIp] },
      },
      (request) => computeScore(id, request.body),
    )
  }
}
