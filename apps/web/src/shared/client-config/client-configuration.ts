import type { ClientConfiguration } from '@konzilium/contract/client'
import { request } from '../http/request'
import { parseClientConfiguration } from './parse-client-configuration'

let configuration: Promise<ClientConfiguration> | null = null

/**
 * GET /api/client/configuration, once per page load. A failure means "nothing configured": the client
 * then loads no third-party script, which is the safe side.
 */
export function getClientConfiguration(): Promise<ClientConfiguration> {
  configuration ??= request('/api/client/configuration', {
    schema: () => Promise.resolve({ parse: parseClientConfiguration }),
  }).catch(() => ({ features: {} }))
  return configuration
}
