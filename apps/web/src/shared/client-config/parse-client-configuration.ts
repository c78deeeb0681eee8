import type { ClientConfiguration } from '@konzilium/contract/client'

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string')
    throw new TypeError(`client configuration: ${field} must be a string`)
  return value
}

/**
 * Checks GET /api/client/configuration against the contract's type by hand. Every page asks for this
 * document, and validating it with the zod schema would make every first visit download zod (~26 KB
 * gzip) for a few fields; parse-client-configuration.test.ts keeps this check in step with the schema.
 */
export function parseClientConfiguration(data: unknown): ClientConfiguration {
  if (typeof data !== 'object' || data === null)
    throw new TypeError('client configuration: not an object')
  const record = data as Record<string, unknown>
  const features: Record<string, boolean> = {}
  const rawFeatures = record.features
  if (typeof rawFeatures !== 'object' || rawFeatures === null || Array.isArray(rawFeatures)) {
    throw new TypeError('client configuration: features must be an object')
  }
  for (const [name, enabled] of Object.entries(rawFeatures)) {
    if (typeof enabled !== 'boolean')
      throw new TypeError(`client configuration: feature ${name} must be a boolean`)
    features[name] = enabled
  }
  const configuration: ClientConfiguration = { features }
  const analyticsId = optionalString(record.analyticsId, 'analyticsId')
  const keyV2 = optionalString(record.humanVerificationSiteKeyV2, 'humanVerificationSiteKeyV2')
  const keyV3 = optionalString(record.humanVerificationSiteKeyV3, 'humanVerificationSiteKeyV3')
  const controllerName = optionalString(record.controllerName, 'controllerName')
  const controllerAddress = optionalString(record.controllerAddress, 'controllerAddress')
  const controllerEmail = optionalString(record.controllerEmail, 'controllerEmail')
  if (analyticsId !== undefined) configuration.analyticsId = analyticsId
  if (keyV2 !== undefined) configuration.humanVerificationSiteKeyV2 = keyV2
  if (keyV3 !== undefined) configuration.humanVerificationSiteKeyV3 = keyV3
  if (controllerName !== undefined) configuration.controllerName = controllerName
  if (controllerAddress !== undefined) configuration.controllerAddress = controllerAddress
  if (controllerEmail !== undefined) configuration.controllerEmail = controllerEmail
  return configuration
}
