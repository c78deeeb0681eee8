import type { ClientConfiguration } from '@konzilium/contract/client'
import { clientEndpoints } from '@konzilium/contract/endpoints/client'
import { callEndpoint } from '../http/call-endpoint'
import { parseClientConfiguration } from './parse-client-configuration'

let configuration: Promise<ClientConfiguration> | null = null

/**
 * GET /api/client/configuration, once per page load. A failure means "nothing configured": the client
 * then loads no third-party script, which is the safe side.
 */
export function getClientConfiguration(): Promise<ClientConfiguration> {
  configuration ??= callEndpoint(clientEndpoints.getClientConfiguration, {
    parse: parseClientConfiguration,
  }).catch(() => ({ features: {} }))
  return configuration
}
