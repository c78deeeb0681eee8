import type { FastifyInstance } from 'fastify'
import { evaluationEndpoints as endpoints } from '@konzilium/contract/endpoints/evaluation'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { requestContextOf, type Services } from '../../platform/services'
import { listEvaluationLinks } from './list-links'
import { openEvaluation } from './open-link'
import { revokeEvaluationLink } from './revoke-link'
import { createEvaluationLink } from './send-link'
import { answerEvaluationLink, submitEvaluation } from './submit-answers'

/** `/api/evaluation-links*` (doctors, a signed-in patient) and `/api/evaluation/*` (by token). */
export async function registerEvaluationRoutes(app: FastifyInstance, s: Services) {
  const publicLimits = {
    rateLimits: [rateLimitRules.evaluationPerIp, rateLimitRules.evaluationFailuresPerIp],
  }
  await registerEndpoint(app, endpoints.createEvaluationLink, (request) =>
    createEvaluationLink(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.listEvaluationLinks, (request) =>
    listEvaluationLinks(s, requestContextOf(request), callerOf(request), request.query.patient),
  )
  await registerEndpoint(app, endpoints.revokeEvaluationLink, (request) =>
    revokeEvaluationLink(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.answerEvaluationLink, (request) =>
    answerEvaluationLink(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body.answers,
    ),
  )
  await registerEndpoint(app, endpoints.openEvaluation, publicLimits, (request) =>
    openEvaluation(s, requestContextOf(request), request.body.token),
  )
  await registerEndpoint(app, endpoints.submitEvaluation, publicLimits, (request) =>
    submitEvaluation(s, requestContextOf(request), request.body),
  )
}
