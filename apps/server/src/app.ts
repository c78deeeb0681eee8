import path from 'node:path'
import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import packageJson from '../package.json' with { type: 'json' }
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { registerClientRoutes } from './features/client/routes'
import { registerScoreRoutes } from './features/calculators/routes'
import { registerBootstrapRoute } from './features/bootstrap/routes'
import { demoPasswords, isDemoMode } from './features/bootstrap/demo-cast'
import { registerCenterRoutes } from './features/centers/routes'
import { registerAuditRoutes } from './features/audit/routes'
import { registerStatisticsRoutes } from './features/statistics/routes'
import { registerPatientRoutes } from './features/patients/routes'
import { registerChartRoutes } from './features/charts/routes'
import { registerReferralRoutes } from './features/referrals/routes'
import { registerConsultationRoutes } from './features/consultations/routes'
import { registerEvaluationRoutes } from './features/evaluation/routes'
import { registerFormRoutes } from './features/forms/routes'
import { registerExportRoutes } from './features/exports/routes'
import { registerReportRoutes } from './features/reports/routes'
import { registerNotificationRoutes } from './features/notifications/routes'
import { notificationDigestTask } from './features/notifications'
import { pendingReferralRemindersTask } from './features/referrals'
import { auditRetentionTask } from './features/audit'
import { evaluationLinksPurgeTask } from './features/evaluation'
import { exportTasks } from './features/exports'
import { reportLinksPurgeTask } from './features/reports'
import { registerLiveRoutes } from './features/live/routes'
import { registerDegreeRoutes } from './features/degrees/routes'
import { registerDiagnosticsRoutes } from './features/diagnostics/routes'
import { registerDoctorRoutes } from './features/doctors/routes'
import { registerHealthRoutes } from './features/health/routes'
import { registerHomeRoutes } from './features/home/routes'
import { registerRegistrationRoutes } from './features/registration/routes'
import { registerRepresentativeRoutes } from './features/representatives/routes'
import { registerInvitationRoutes } from './features/invitations/routes'
import { registerTextRoutes } from './features/texts/routes'
import { registerTwoFactorRoutes } from './features/two-factor/routes'
import { registerUserRoutes } from './features/users/routes'
import { registerPasswordRoutes } from './features/auth/password-routes'
import { registerSessionRoutes } from './features/auth/session-routes'
import { registerAuth, type RouteAccess } from './platform/auth/plugin'
import { createSessionManager } from './platform/auth/sessions'
import { systemClock, type Clock } from './platform/clock'
import { answerFrameworkError, registerErrorHandling } from './platform/error-handler'
import { createHumanVerifier } from './platform/human-verification'
import { createLiveHub } from './platform/live/hub'
import { createMailQueue } from './platform/mail/queue'
import { createMailTransport } from './platform/mail/transport'
import { createMailWorker, type MailWorker } from './platform/mail/worker'
import { createPasswordHasher } from './platform/passwords/hashing'
import { createPasswordPolicy } from './platform/passwords/policy'
import { createRateLimiter } from './platform/rate-limit/limiter'
import { registerMemoryRateLimits } from './platform/rate-limit/memory'
import { maintenanceTasks } from './platform/maintenance'
import { createCacheRegistry, type CacheRegistry } from './platform/caches'
import { createScheduler, type Scheduler } from './platform/tasks/scheduler'
import type { BackgroundTask } from './platform/tasks/task'
import { listStatementsCache } from './db/lists/statements'
import { createDiskFileStore } from './platform/files/disk-store'
import type { Services } from './platform/services'
import { loggerOptions, registerRequestLogging } from './platform/logging'
import { registerOpenApi } from './platform/openapi'
import { registerSecurityHeaders } from './platform/security-headers'
import { createSecretBox } from './platform/secret-box'
import { registerSpa } from './platform/spa'
import { refuseNulInHeaders, zodSchemaController } from './platform/validation'

export type AppDependencies = {
  database: DatabaseHandle
  /** Where logs go; tests pass a stream to read them. Defaults to stdout. */
  logStream?: DestinationStream
  /** The application's time; tests pass a clock they can move. */
  clock?: Clock
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the features run on, for tests and benchmarks that need to reach inside. */
    konzilium: { services: Services; mailWorker: MailWorker; routes: RouteAccess[] }
  }
}

export const APP_VERSION = packageJson.version

/**
 * Every background task (ADR 043), in one list: a feature offers its task from its `index.ts`, and
 * adding a task is one line here. The scheduler runs each once per due time across the instances.
 */
const backgroundTasks: readonly BackgroundTask[] = [
  ...maintenanceTasks,
  notificationDigestTask,
  pendingReferralRemindersTask,
  auditRetentionTask,
  evaluationLinksPurgeTask,
  ...exportTasks,
  reportLinksPurgeTask,
]

/** The named in-process caches an admin may refresh on every instance (ADR 043). */
function registerCaches(caches: CacheRegistry, services: Services) {
  caches.register({
    name: 'sessions',
    entries: services.sessions.cacheSize,
    clear: services.sessions.clearCache,
  })
  caches.register({ name: 'list-statements', ...listStatementsCache })
}

/**
 * Builds the whole server without listening: `main.ts` listens, tests call `app.inject()`. Every
 * feature is registered here in one visible list, so grep finds every route.
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // Fastify's own request lines log the full URL (query strings may carry patient data);
    // registerRequestLogging writes one safe line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Router refusals (malformed escapes, overlong parameters) answer the one envelope too.
    frameworkErrors: (error, request, reply) => {
      void answerFrameworkError(error, request, reply)
    },
    // Every schema is zod: validated and serialized by these compilers. Named here rather than
    // with setValidatorCompiler() (the same thing, later), so Fastify never loads its default ones
    // (ajv and fast-json-stringify, a sixth of the start-up's module loading; ADR 012).
    schemaController: zodSchemaController(),
  })

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id)
    done()
  })
  // Before the access rule reads the token: a header with U+0000 goes no further.
  app.addHook('onRequest', refuseNulInHeaders)
  await registerSecurityHeaders(app, config)
  registerRequestLogging(app)
  registerErrorHandling(app)
  await registerOpenApi(app, { version: APP_VERSION, ui: config.apiDocs })

  const services = createServices(app, config, deps)
  const mailWorker = createMailWorkerFor(app, services, config)
  const routes = registerAuth(app, {
    db: services.db,
    sessions: services.sessions,
    limiter: services.limiter,
  })
  await registerMemoryRateLimits(app, {
    clock: services.clock,
    allowlist: config.auth.rateLimitAllowlist,
  })
  app.decorate('konzilium', { services, mailWorker, routes })
  let stopTasks: () => void = () => undefined
  app.addHook('onReady', async () => {
    await services.sessions.start()
    await services.live.start()
    mailWorker.start()
    stopTasks = services.tasks.start(config.tasks.checkSeconds)
  })
  // Open event streams never finish on their own: end them first, or closing would wait for them.
  app.addHook('preClose', async () => {
    await services.live.stop()
  })
  app.addHook('onClose', async () => {
    stopTasks()
    await mailWorker.stop()
    await services.sessions.stop()
  })

  // Features
  await registerHealthRoutes(app, deps.database)
  await registerClientRoutes(app, config, APP_VERSION)
  await registerSessionRoutes(app, services)
  await registerPasswordRoutes(app, services)
  await registerTwoFactorRoutes(app, services)
  await registerUserRoutes(app, services)
  await registerInvitationRoutes(app, services)
  await registerRegistrationRoutes(app, services)
  await registerDiagnosticsRoutes(app, services, APP_VERSION)
  await registerDegreeRoutes(app)
  await registerBootstrapRoute(app, services)
  await registerCenterRoutes(app, services)
  await registerScoreRoutes(app)
  await registerPatientRoutes(app, services)
  await registerChartRoutes(app, services)
  await registerAuditRoutes(app, services)
  await registerDoctorRoutes(app, services)
  await registerRepresentativeRoutes(app, services)
  await registerReferralRoutes(app, services)
  await registerNotificationRoutes(app, services)
  await registerConsultationRoutes(app, services)
  await registerLiveRoutes(app, services)
  await registerHomeRoutes(app, services)
  await registerTextRoutes(app, services)
  await registerEvaluationRoutes(app, services)
  await registerFormRoutes(app, services)
  await registerStatisticsRoutes(app, services)
  await registerExportRoutes(app, services)
  await registerReportRoutes(app, services)

  await registerSpa(app, config.webDistDir)
  return app
}

function createServices(app: FastifyInstance, config: Config, deps: AppDependencies): Services {
  const clock = deps.clock ?? systemClock
  const db = deps.database.db
  const sessions = createSessionManager({
    database: deps.database,
    clock,
    log: app.log,
    idleSeconds: config.auth.sessionIdleSeconds,
    absoluteSeconds: config.auth.sessionAbsoluteSeconds,
  })
  const live = createLiveHub({ database: deps.database, clock, log: app.log, sessions })
  const services: Services = {
    config,
    database: deps.database,
    db,
    clock,
    hasher: createPasswordHasher(config.auth.passwordHash),
    passwordPolicy: createPasswordPolicy({
      publishedPasswords: isDemoMode(config, deps.database.kind) ? [] : demoPasswords,
    }),
    limiter: createRateLimiter(db, clock, { allowlist: config.auth.rateLimitAllowlist }),
    sessions,
    live,
    // Replaced below, once the worker that the queue wakes exists.
    mail: createMailQueue(clock, () => undefined),
    humanVerifier: createHumanVerifier(config.humanVerification, app.log),
    totpSecrets: createSecretBox(config.auth.totpEncryptionKeys),
    log: app.log,
    files: createDiskFileStore(path.join(config.dataDir, 'files')),
    // Replaced below: the scheduler runs its tasks with these very services.
    tasks: undefined as unknown as Scheduler,
    caches: createCacheRegistry(live),
  }
  services.tasks = createScheduler(services, backgroundTasks)
  registerCaches(services.caches, services)
  return services
}

function createMailWorkerFor(app: FastifyInstance, services: Services, config: Config): MailWorker {
  const transport = createMailTransport(
    {
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      printToLog: config.env !== 'production',
    },
    app.log,
  )
  const worker = createMailWorker({
    db: services.db,
    clock: services.clock,
    transport,
    log: app.log,
    pollIntervalMs: config.mail.pollIntervalMs,
  })
  services.mail = createMailQueue(services.clock, worker.wake)
  return worker
}
