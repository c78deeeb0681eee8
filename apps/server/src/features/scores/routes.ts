import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  scoreCatalogueSchema,
  scoreIds,
  scoreInputSchemas,
  scoreResultSchema,
} from '@konzilium/contract/scores'
import { computeScore, listScores } from './service'

export type ScoreRouteDependencies = {
  /** Counts the request against the public per-IP limit; throws 429 past it. */
  rateLimit: (request: FastifyRequest) => Promise<void>
}

/**
 * Public score endpoints. One `POST /api/scores/{id}` route per score, so each validates with its
 * own schema and the OpenAPI document shows every input; an unknown id is a plain 404.
 */
export function registerScoreRoutes(app: FastifyInstance, deps: ScoreRouteDependencies) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const catalogue = listScores()
  const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema }

  typed.get(
    '/api/scores',
    {
      schema: {
        tags: ['scores'],
        summary: 'Available clinical scores with their input schemas, bands and sources',
        response: { 200: scoreCatalogueSchema, 429: errorEnvelopeSchema },
      },
      onRequest: deps.rateLimit,
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
          response: { 200: scoreResultSchema, ...errors },
        },
        // Counted before the body is read, so a flood of invalid bodies is limited too.
        onRequest: deps.rateLimit,
      },
      (request) => computeScore(id, request.body),
    )
  }
}
