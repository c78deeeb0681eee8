import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/**
 * The whole environment of the server, read and validated once at start (STYLE.md: fail fast,
 * never read env lazily deep in the code). Every other module receives `Config` as a parameter.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'expected a port number between 0 and 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated addresses/CIDRs of the reverse proxies whose X-Forwarded-* headers count, or `true`. */
  TRUST_PROXY: optionalText,
  /** Public address of the application, used in e-mailed links. */
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'expected an absolute URL' }).optional()),
  WEB_DIST_DIR: optionalText,
  API_DOCS: booleanText.default(true),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  ANALYTICS_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'expected a measurement id like G-ABC123' })
      .optional(),
  ),
  HUMAN_VERIFICATION_SITE_KEY_V2: optionalText,
  HUMAN_VERIFICATION_SITE_KEY_V3: optionalText,
  /** Comma-separated feature flags switched on, e.g. `consultations,exports`. */
  FEATURE_FLAGS: optionalText,
})

export type Config = {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  trustProxy: boolean | string[]
  publicUrl: string
  webDistDir: string
  apiDocs: boolean
  bodyLimitBytes: number
  client: {
    analyticsId: string | undefined
    humanVerificationSiteKeyV2: string | undefined
    humanVerificationSiteKeyV3: string | undefined
    features: Record<string, boolean>
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export const serverRoot = path.resolve(fileURLToPath(import.meta.url), '..', '..')
const repositoryRoot = path.resolve(serverRoot, '..', '..')

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  return value.split(',').map((part) => part.trim()).filter(Boolean)
}

/** Validates the environment; throws a `ConfigError` that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    // Values are not echoed: a misplaced secret must not reach the log.
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const features = Object.fromEntries(
    (e.FEATURE_FLAGS ?? '')
      .split(',')
      .map((flag) => flag.trim())
      .filter(Boolean)
      .map((flag) => [flag, true]),
  )
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repositoryRoot, 'apps', 'web', 'dist')),
    apiDocs: e.API_DOCS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    client: {
      analyticsId: e.ANALYTICS_ID,
      humanVerificationSiteKeyV2: e.HUMAN_VERIFICATION_SITE_KEY_V2,
      humanVerificationSiteKeyV3: e.HUMAN_VERIFICATION_SITE_KEY_V3,
      features,
    },
  }
}
