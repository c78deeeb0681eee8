import type { FastifyRequest } from 'fastify'
import type { Placeholder } from 'drizzle-orm'
import {
  rolesAllowedTo,
  scopeFor,
  type PolicyAction,
  type Scope,
  type ScopedAction,
} from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'
import { AppError } from '../app-error'
import type { RateLimitRule } from '../rate-limit/rules'

/**
 * Every API route declares who may call it (deny by default, ASVS 8.2.1): `publicAccess`, or
 * `allowedTo(action)` with an action of the one permission policy (`@konzilium/contract/policy`,
 * ADR 014). A route without a declaration makes the server refuse to start (see plugin.ts). The
 * role is checked here, per route (403); the object (is this patient, centre, referral in the
 * caller's scope?) is checked by the use case with `scopeOf`, in SQL, and an object out of scope
 * answers 404 (no existence leak).
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'signed-in'
      action: PolicyAction
      roles: readonly Role[]
      /** Reachable by a session that still has to set up two-factor sign-in. */
      duringEnrolment: boolean
    }

export const publicAccess: Access = { kind: 'public' }

/** Signed-in callers whose role the policy allows to do `action`. */
export function allowedTo(
  action: PolicyAction,
  options: { duringEnrolment?: boolean } = {},
): Access {
  return {
    kind: 'signed-in',
    action,
    roles: rolesAllowedTo(action),
    duringEnrolment: options.duringEnrolment ?? false,
  }
}

/**
 * The caller's scope for an action (policy.ts): the use case turns it into an SQL condition. A
 * role without the action never gets here (the route refused it), so this throws 403 only when a
 * use case asks about an action its route does not declare.
 */
export function scopeOf(auth: Caller, action: ScopedAction): Scope {
  const scope = scopeFor(auth.role, action)
  if (!scope) throw new AppError(403, 'FORBIDDEN', 'Your role may not do this')
  return scope
}

/**
 * Who asks, as far as a scope condition needs to know: the role, and the user id or, in a
 * statement built once per shape (db/lists/statements.ts), the placeholder that receives it.
 */
export type Caller = { role: Role; userId: string | Placeholder<'userId'> }

export type AuthContext = {
  userId: string
  role: Role
  sessionId: string
  stage: 'full' | 'second_factor_enrolment'
  tokenHash: string
  /** The token was the previous one of the session, still inside its grace period. */
  previousToken: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /** Limits counted before the handler runs (after the body is parsed). */
    rateLimits?: readonly RateLimitRule[]
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/** The caller of a `signedIn` route; the hook has already answered 401 when there is none. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'UNAUTHORIZED', 'Sign-in required')
  return request.auth
}

/** The bearer token of the request, if it carries one. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (typeof header !== 'string') return null
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim())
  return match?.[1] ?? null
}
