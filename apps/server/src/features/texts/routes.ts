import type { FastifyInstance } from 'fastify'
import { textsEndpoints as endpoints } from '@konzilium/contract/endpoints/texts'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { listPublicTexts, listTexts, listTextVersions, revertText, saveText } from './service'

/** The editable texts (ADR 038): public overrides, and the administrators' list, save, revert. */
export async function registerTextRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listPublicTexts, (r) => listPublicTexts(s, r.query))
  await registerEndpoint(app, endpoints.listTexts, (r) => listTexts(s, r.query))
  await registerEndpoint(app, endpoints.saveText, (r) =>
    saveText(s, requestContextOf(r), callerOf(r), r.params.id, r.body),
  )
  await registerEndpoint(app, endpoints.revertText, (r) =>
    revertText(s, requestContextOf(r), callerOf(r), r.params.id),
  )
  await registerEndpoint(app, endpoints.listTextVersions, (r) => listTextVersions(s, r.params.id))
}
