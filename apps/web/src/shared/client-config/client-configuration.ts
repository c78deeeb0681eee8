import type { ClientConfiguration } from '@konzilium/contract/client'
import { request } from '../http/request'

let configuration: Promise<ClientConfiguration> | null = null

/**
 * GET /api/client/configuration, once per page load. A failure means "nothing configured": the client
 * then loads no third-party script, which is the safe side.
 */
export function getClientConfiguration(): Promise<ClientConfiguration> {
  configuration ??= request('/api/client/configuration', {
    schema: () => import('@konzilium/contract/client').then((m) => m.clientConfigurationSchema),
  }).catch(() => ({ features: {} }))
  return configuration
}
