import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_DATA_DIR, serverRoot } from './paths'
import { developmentKey, parseEncryptionKeys, type EncryptionKey } from './platform/secret-box'

/**
 * The whole environment of the server, read and validated once at start (fail fast; env is never
 * read lazily deep in the code). Every other module receives `Config` as a parameter.
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
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
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
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  ANALYTICS_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'expected a measurement id like G-ABC123' })
      .optional(),
  ),
  HUMAN_VERIFICATION_SITE_KEY_V2: optionalText,
  HUMAN_VERIFICATION_SITE_KEY_V3: optionalText,
  /** The data controller the privacy notice and terms name (unset: "the operator of this installation"). */
  CONTROLLER_NAME: optionalText,
  CONTROLLER_ADDRESS: optionalText,
  CONTROLLER_EMAIL: optionalText.pipe(z.email({ error: 'expected an e-mail address' }).optional()),
  /** Comma-separated feature flags switched on, e.g. `consultations,exports`. */
  FEATURE_FLAGS: optionalText,

  // Accounts (ADR 006, ADR 007)
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  REQUIRE_2FA_FOR_ADMINS: booleanText.optional(),
  /** argon2id cost; the OWASP minimum is m=19456 KiB, t=2. */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(19_456).max(1_048_576).default(65_536),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(2).max(20).default(3),
  ACTIVATION_CODE_TTL_HOURS: z.coerce.number().int().min(1).max(72).default(72),
  /** Comma-separated client IPs exempt from the per-IP limits (load tests); per-account limits still apply. */
  RATE_LIMIT_ALLOWLIST: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'expected an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^[^\r\n]{1,200}$/, {
        error: 'expected one line, e.g. Konzilium <no-reply@example.cz>',
      })
      .optional(),
  ),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** The largest file an upload may be (attachments); a larger one answers 413. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  /**
   * Exports (ADR 042): up to this many rows the export answers with the file at once; a larger one
   * becomes a background export job.
   */
  EXPORT_DIRECT_MAX_ROWS: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  /** How many days a finished export job's file is kept before it is deleted. */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** How long an uploaded spreadsheet's parse may run on its own thread before it is ended. */
  SPREADSHEET_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  /** The heap (old generation) the parse thread may use. */
  SPREADSHEET_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(4096).default(128),
  HUMAN_VERIFICATION_SECRET_V2: optionalText,
  HUMAN_VERIFICATION_SECRET_V3: optionalText,
  HUMAN_VERIFICATION_VERIFY_URL: optionalText.pipe(
    z.url({ error: 'expected an absolute URL' }).optional(),
  ),
  HUMAN_VERIFICATION_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'expected an e-mail address' }).optional()),
  ADMIN_PASSWORD: z.string().optional(),
  /** `id:base64key` pairs, comma-separated, the first seals (ADR 013); required in production. */
  TOTP_ENCRYPTION_KEYS: optionalText,
  SEED_DEMO_DATA: booleanText.default(true),
  /**
   * How often an instance looks for due background tasks; 0: this instance runs none on its own
   * schedule (an admin's "run now" still works on it).
   */
  TASKS_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** A pending referral older than this reminds its centre, again every as many days. */
  REFERRAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Audit rows older than this are deleted by the retention task; never less than 3 years. */
  AUDIT_RETENTION_YEARS: z.coerce
    .number()
    .int()
    .min(3, { error: 'audit rows are kept at least 3 years' })
    .max(100)
    .default(3),
  /** How long a one-time report link sent by e-mail works (ADR 044). */
  REPORT_LINK_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(72),
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
  /** The file store's limit (platform/files); the bytes live under `dataDir/files`. */
  uploads: { maxBytes: number }
  /** Exports (ADR 042): the largest export answered at once, and how long job files are kept. */
  exports: { directMaxRows: number; retentionDays: number }
  /** Bounds of the thread that parses an uploaded spreadsheet (platform/spreadsheets.ts). */
  spreadsheetParse: { timeoutMs: number; memoryMb: number }
  client: {
    analyticsId: string | undefined
    humanVerificationSiteKeyV2: string | undefined
    humanVerificationSiteKeyV3: string | undefined
    controller: { name: string | undefined; address: string | undefined; email: string | undefined }
    features: Record<string, boolean>
  }
  auth: {
    sessionIdleSeconds: number
    sessionAbsoluteSeconds: number
    requireTwoFactorForAdmins: boolean
    passwordHash: { memoryKib: number; iterations: number }
    activationCodeTtlSeconds: number
    rateLimitAllowlist: string[]
    /** Keys that seal TOTP secrets at rest; the first is current (ADR 013). */
    totpEncryptionKeys: EncryptionKey[]
  }
  mail: { smtpUrl: string | undefined; from: string; pollIntervalMs: number }
  humanVerification: {
    secretV2: string | undefined
    secretV3: string | undefined
    verifyUrl: string
    minScore: number
  }
  bootstrap: {
    adminEmail: string | undefined
    adminPassword: string | undefined
    seedDemoData: boolean
  }
  /** Background tasks (platform/tasks): the check interval (0: none here) and the tasks' limits. */
  tasks: { checkSeconds: number; referralReminderDays: number; auditRetentionYears: number }
  /** One-time report links (features/reports). */
  reports: { linkTtlSeconds: number }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export { serverRoot }
const repositoryRoot = path.resolve(serverRoot, '..', '..')

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/**
 * The keys that seal TOTP secrets. Production refuses to start without its own; development and
 * tests fall back to a key derived from a public text (ADR 013), which protects nothing.
 */
function totpKeysOf(value: string | undefined, env: Config['env']): EncryptionKey[] {
  if (value === undefined) {
    if (env === 'production')
      throw new ConfigError(
        'Invalid configuration:\n  TOTP_ENCRYPTION_KEYS: required in production, e.g. ' +
          'TOTP_ENCRYPTION_KEYS=k1:$(openssl rand -base64 32) (see docs/decisions/013-secrets-at-rest.md)',
      )
    return [developmentKey()]
  }
  const keys = parseEncryptionKeys(value)
  if (typeof keys === 'string')
    throw new ConfigError(`Invalid configuration:\n  TOTP_ENCRYPTION_KEYS: ${keys}`)
  return keys
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
  const totpEncryptionKeys = totpKeysOf(e.TOTP_ENCRYPTION_KEYS, e.NODE_ENV)
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
    uploads: { maxBytes: e.UPLOAD_MAX_BYTES },
    exports: { directMaxRows: e.EXPORT_DIRECT_MAX_ROWS, retentionDays: e.EXPORT_RETENTION_DAYS },
    spreadsheetParse: {
      timeoutMs: e.SPREADSHEET_PARSE_TIMEOUT_MS,
      memoryMb: e.SPREADSHEET_PARSE_MEMORY_MB,
    },
    client: {
      analyticsId: e.ANALYTICS_ID,
      humanVerificationSiteKeyV2: e.HUMAN_VERIFICATION_SITE_KEY_V2,
      humanVerificationSiteKeyV3: e.HUMAN_VERIFICATION_SITE_KEY_V3,
      controller: {
        name: e.CONTROLLER_NAME,
        address: e.CONTROLLER_ADDRESS,
        email: e.CONTROLLER_EMAIL,
      },
      features,
    },
    auth: {
      sessionIdleSeconds: e.SESSION_IDLE_MINUTES * 60,
      sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_HOURS * 3600,
      // Two-factor sign-in protects admin accounts in production; the demo and tests may skip it.
      requireTwoFactorForAdmins: e.REQUIRE_2FA_FOR_ADMINS ?? e.NODE_ENV === 'production',
      passwordHash: {
        memoryKib: e.PASSWORD_HASH_MEMORY_KIB,
        iterations: e.PASSWORD_HASH_ITERATIONS,
      },
      activationCodeTtlSeconds: e.ACTIVATION_CODE_TTL_HOURS * 3600,
      rateLimitAllowlist: (e.RATE_LIMIT_ALLOWLIST ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
      totpEncryptionKeys,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Konzilium <no-reply@konzilium.invalid>',
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
    },
    humanVerification: {
      secretV2: e.HUMAN_VERIFICATION_SECRET_V2,
      secretV3: e.HUMAN_VERIFICATION_SECRET_V3,
      verifyUrl:
        e.HUMAN_VERIFICATION_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
      minScore: e.HUMAN_VERIFICATION_MIN_SCORE,
    },
    bootstrap: {
      adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
      adminPassword: e.ADMIN_PASSWORD === '' ? undefined : e.ADMIN_PASSWORD,
      seedDemoData: e.SEED_DEMO_DATA,
    },
    tasks: {
      checkSeconds: e.TASKS_CHECK_SECONDS,
      referralReminderDays: e.REFERRAL_REMINDER_DAYS,
      auditRetentionYears: e.AUDIT_RETENTION_YEARS,
    },
    reports: { linkTtlSeconds: e.REPORT_LINK_TTL_HOURS * 3600 },
  }
}
