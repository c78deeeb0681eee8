import type { FastifyInstance } from 'fastify'
import type { Endpoint } from '@konzilium/contract/endpoint'
import {
  calculatorsEndpoints as endpoints,
  computeScoreName,
  type ComputeScoreSchemas,
} from '@konzilium/contract/endpoints/calculators'
import { scoreIds, type ScoreId } from '@konzilium/contract/calculators'
import { registerEndpoint } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import {
  assessSeverity,
  computeScore,
  listScores,
  listSeverityRuleSets,
  lookupBand,
} from './service'

/**
 * Public score endpoints. One `POST /api/scores/{id}` route per score, so each validates with its
 * own schema and the OpenAPI document shows every input; an unknown id is a plain 404.
 */
export async function registerScoreRoutes(app: FastifyInstance) {
  const catalogue = listScores()
  // Counted before validation, so a flood of invalid bodies is limited too.
  // Served calls are logged at debug only (platform/logging.ts); refusals and failures at info.
  const limited = {
    rateLimits: [rateLimitRules.scoresPerIp],
    successLogLevel: 'debug' as const,
  }

  const ruleSets = listSeverityRuleSets()

  await registerEndpoint(app, endpoints.listScores, limited, () => catalogue)
  await registerEndpoint(app, endpoints.lookupScoreBand, limited, (request) =>
    lookupBand(request.query.score, request.query.value),
  )
  await registerEndpoint(app, endpoints.listSeverityRuleSets, limited, () => ruleSets)
  await registerEndpoint(app, endpoints.assessPsoriasisSeverity, limited, (request) =>
    assessSeverity(request.body),
  )
  for (const id of scoreIds) {
    const endpoint: Endpoint<ComputeScoreSchemas<ScoreId>> = endpoints[computeScoreName(id)]
    await registerEndpoint(app, endpoint, limited, (request) => computeScore(id, request.body))
  }
}
