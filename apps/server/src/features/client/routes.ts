import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  clientConfigurationSchema,
  webVersionSchema,
  type ClientConfiguration,
} from '@konzilium/contract/client'
import type { Config } from '../../config'
import { readWebVersion } from './web-version'
import { publicAccess } from '../../platform/auth/access'

export function registerClientRoutes(app: FastifyInstance, config: Config, version: string) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  // Only what is configured is sent: an absent key tells the client not to load that script.
  const configuration: ClientConfiguration = {
    ...(config.client.analyticsId ? { analyticsId: config.client.analyticsId } : {}),
    ...(config.client.humanVerificationSiteKeyV2
      ? { humanVerificationSiteKeyV2: config.client.humanVerificationSiteKeyV2 }
      : {}),
    ...(config.client.humanVerificationSiteKeyV3
      ? { humanVerificationSiteKeyV3: config.client.humanVerificationSiteKeyV3 }
      : {}),
    features: config.client.features,
  }

  typed.get(
    '/api/client/configuration',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['client'],
        summary:
          'Deployment settings the web client needs (analytics, human verification, features)',
        response: { 200: clientConfigurationSchema },
      },
    },
    () => configuration,
  )

  typed.get(
    '/api/client/web-version',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['client'],
        summary: 'Version and build of the web client this server serves',
        response: { 200: webVersionSchema },
      },
    },
    // Read per call: a new web build deployed beside a running server is reported at once.
    () => readWebVersion(config.webDistDir, version),
  )
}
