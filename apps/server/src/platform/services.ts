import type { FastifyRequest } from 'fastify'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Config } from '../config'
import type { Database, DatabaseHandle } from '../db/client'
import { auditContextOf, type AuditContext } from './audit'
import type { SessionManager, ClientMeta } from './auth/sessions'
import type { CacheRegistry } from './caches'
import type { Clock } from './clock'
import type { FileStore } from './files/file-store'
import type { HumanVerifier } from './human-verification'
import { requestLocale } from './locale'
import type { LiveHub } from './live/hub'
import type { Logger } from './logging'
import type { MailQueue } from './mail/queue'
import type { PasswordHasher } from './passwords/hashing'
import type { PasswordPolicy } from './passwords/policy'
import type { RateLimiter } from './rate-limit/limiter'
import type { SecretBox } from './secret-box'
import type { Scheduler } from './tasks/scheduler'

/** What use cases are given: dependencies passed as parameters, built once in buildApp. */
export type Services = {
  config: Config
  database: DatabaseHandle
  db: Database
  clock: Clock
  hasher: PasswordHasher
  /** What every new password must pass (the demo passwords are refused outside demo mode). */
  passwordPolicy: PasswordPolicy
  limiter: RateLimiter
  sessions: SessionManager
  mail: MailQueue
  /** The live channel: publish events to users' open streams after commit (ADR 036). */
  live: LiveHub
  humanVerifier: HumanVerifier
  /** Seals and opens TOTP secrets at rest (ADR 013). */
  totpSecrets: SecretBox
  log: Logger
  /** Uploaded files' bytes (ADR 035). */
  files: FileStore
  /** The background tasks, each run once across the instances (ADR 043). */
  tasks: Scheduler
  /** The named in-process caches an admin may refresh on every instance (ADR 043). */
  caches: CacheRegistry
}

/** Who is asking, from where, in which language: what a use case needs from the HTTP request. */
export type RequestContext = {
  audit: AuditContext
  locale: MessageLocale
  meta: ClientMeta
  ip: string
}

export function requestContextOf(request: FastifyRequest): RequestContext {
  const audit = auditContextOf(request)
  const userAgent = request.headers['user-agent']
  return {
    audit,
    locale: requestLocale(request),
    meta: {
      clientId: audit.clientId,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
      ip: audit.ip,
    },
    ip: request.ip,
  }
}
