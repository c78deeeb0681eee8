import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { AppError } from '../app-error'
import { auditContextOf, recordAuditEvent } from '../audit'
import { requestLocale } from '../locale'
import type { RateLimiter } from '../rate-limit/limiter'
import { accountAddress, rateLimitRules, type RateLimitRule } from '../rate-limit/rules'
import { bearerTokenOf, type Access } from './access'
import type { SessionManager } from './sessions'

/**
 * Authentication and route-level authorization for every API route, plus the declared rate limits.
 * Deny by default: registering an /api route without `config.access` throws at start-up, so a
 * forgotten declaration can never ship (OpenEMR CVE-2026-25164 was one route family missing its
 * authorization check).
 */
export type RouteAccess = { method: string; url: string; access: Access }

export function registerAuth(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionManager; limiter: RateLimiter },
): RouteAccess[] {
  app.decorateRequest('auth', null)
  /** Every API route with its declared access: the permission tests are generated from it. */
  const routeTable: RouteAccess[] = []

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return
    if (!route.config?.access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access policy (config.access)`,
      )
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, access: route.config.access })
    }
    // Every /api/auth* call is limited, whatever the route itself declares: unauthenticated ones
    // per IP (credential guessing, in the database), signed-in ones per session (in memory), so
    // staff signed in behind one hospital address do not use up each other's sign-ins.
    if (route.url === '/api/auth' || route.url.startsWith('/api/auth/')) {
      const rule =
        route.config.access.kind === 'public'
          ? rateLimitRules.authPerIp
          : rateLimitRules.authPerSession
      const declared = route.config.rateLimits ?? []
      if (!declared.includes(rule)) route.config.rateLimits = [rule, ...declared]
    }
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (!access || access.kind === 'public') return
    const token = bearerTokenOf(request)
    if (!token) throw new AppError(401, 'UNAUTHORIZED', 'Sign-in required')
    const result = await deps.sessions.resolve(token)
    if (!result.ok) {
      throw new AppError(
        401,
        result.code,
        result.code === 'TOKEN_EXPIRED' ? 'Token expired' : 'Invalid or ended session',
      )
    }
    const auth = result.auth
    if (auth.stage === 'second_factor_enrolment' && !access.duringEnrolment) {
      throw new AppError(403, 'SECOND_FACTOR_ENROLMENT_REQUIRED', 'Set up two-factor sign-in first')
    }
    if (!access.roles.includes(auth.role)) {
      await recordAuditEvent(deps.db, auditContextOf(request), {
        action: 'access.denied',
        outcome: 'denied',
        actorUserId: auth.userId,
        details: { method: request.method, route: request.routeOptions.url ?? '', role: auth.role },
      })
      throw new AppError(403, 'FORBIDDEN', 'Your role may not do this')
    }
    request.auth = auth
  })

  // Database limits (rate-limit/rules.ts). A refusal is decided by reads before anything is
  // written, and before the body is validated or a password hashed: per-address rules here, before
  // the body is even read; per-account ones once it is parsed. Only a call that passed every check
  // is counted, so a refused call never writes.
  const databaseRules = (request: FastifyRequest) =>
    (request.routeOptions.config.rateLimits ?? []).filter((rule) => rule.store === 'database')
  app.addHook('onRequest', async (request) => {
    for (const rule of databaseRules(request)) {
      if (rule.countedPer === 'ip')
        await deps.limiter.check(rule, request.ip, requestLocale(request))
    }
  })
  // After parsing, before validation: every parseable attempt counts, valid or not.
  app.addHook('preValidation', async (request) => {
    const rules = databaseRules(request)
    if (rules.length === 0) return
    const locale = requestLocale(request)
    const account = accountOf(request)
    const subjectOf = (rule: RateLimitRule) =>
      rule.countedPer === 'ip'
        ? request.ip
        : !account
          ? null
          : rule.countedPer === 'account-address'
            ? accountAddress(account, request.ip)
            : account
    for (const rule of rules) {
      const subject = subjectOf(rule)
      if (subject && rule.countedPer !== 'ip') await deps.limiter.check(rule, subject, locale)
    }
    for (const rule of rules) {
      if (rule.counts !== 'calls') continue
      const subject = subjectOf(rule)
      if (subject) await deps.limiter.count(rule, subject, locale)
    }
  })
  return routeTable
}

/** The account a request is about: the e-mail in its body, normalized as the schemas do. */
export function accountOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined
  return body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : null
}
