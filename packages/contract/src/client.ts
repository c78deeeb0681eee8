import { z } from 'zod'

/**
 * What the web client needs to know about this deployment. Every optional field is absent
 * when it is not configured, and the client then loads nothing from third parties.
 */
export const clientConfigurationSchema = z.object({
  /** Google Analytics measurement id (e.g. `G-XXXXXXX`). */
  analyticsId: z.string().optional(),
  /** Site key of the human-verification check, version 2 (checkbox). */
  humanVerificationSiteKeyV2: z.string().optional(),
  /** Site key of the human-verification check, version 3 (score). */
  humanVerificationSiteKeyV3: z.string().optional(),
  /**
   * The data controller named in the privacy notice and the terms: who runs this installation.
   * Absent fields: the pages say "the operator of this installation" in the visitor's language.
   */
  controllerName: z.string().optional(),
  /** The controller's postal address. */
  controllerAddress: z.string().optional(),
  /** Where data-protection requests (access, correction, deletion) go. */
  controllerEmail: z.string().optional(),
  /** Feature flags switched on for this deployment. */
  features: z.record(z.string(), z.boolean()),
})
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>

/** The build manifest the client polls (`/assets/builds/latest.json`). */
export const buildManifestSchema = z.object({
  id: z.string().min(1),
  /** Build time in milliseconds since the epoch. */
  timestamp: z.number().int(),
})
export type BuildManifest = z.infer<typeof buildManifestSchema>

export const webVersionSchema = z.object({
  version: z.string(),
  /** Id of the web build this server serves; `null` when no web build is present. */
  buildId: z.string().nullable(),
  /** ISO 8601 time of that build; `null` when no web build is present. */
  buildTime: z.iso.datetime().nullable(),
})
export type WebVersion = z.infer<typeof webVersionSchema>

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
})
export type Health = z.infer<typeof healthSchema>
