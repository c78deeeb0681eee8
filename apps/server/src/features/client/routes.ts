import type { FastifyInstance } from 'fastify'
import type { ClientConfiguration } from '@konzilium/contract/client'
import { clientEndpoints as endpoints } from '@konzilium/contract/endpoints/client'
import type { Config } from '../../config'
import { registerEndpoint } from '../../platform/endpoints'
import { readWebVersion } from './web-version'

export async function registerClientRoutes(app: FastifyInstance, config: Config, version: string) {
  // Only what is configured is sent: an absent key tells the client not to load that script.
  const configuration: ClientConfiguration = {
    ...(config.client.analyticsId ? { analyticsId: config.client.analyticsId } : {}),
    ...(config.client.humanVerificationSiteKeyV2
      ? { humanVerificationSiteKeyV2: config.client.humanVerificationSiteKeyV2 }
      : {}),
    ...(config.client.humanVerificationSiteKeyV3
      ? { humanVerificationSiteKeyV3: config.client.humanVerificationSiteKeyV3 }
      : {}),
    ...(config.client.controller.name ? { controllerName: config.client.controller.name } : {}),
    ...(config.client.controller.address
      ? { controllerAddress: config.client.controller.address }
      : {}),
    ...(config.client.controller.email ? { controllerEmail: config.client.controller.email } : {}),
    features: config.client.features,
  }

  await registerEndpoint(app, endpoints.getClientConfiguration, () => configuration)
  // Read per call: a new web build deployed beside a running server is reported at once.
  await registerEndpoint(app, endpoints.getWebVersion, () =>
    readWebVersion(config.webDistDir, version),
  )
}
