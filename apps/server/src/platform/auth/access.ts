import type { FastifyRequest } from 'fastify'
import { roles, type Role } from '@konzilium/contract/session'
import { AppError } from '../app-error'
import type { RateLimitRule } from '../rate-limit/rules'

/**
 * Every API route declares who may call it (deny by default, security.md 1.3 / ASVS 8.2.1):
 * `publicAccess`, or `signedIn(roles)`. A route without a declaration makes the server refuse to
 * start (see plugin.ts). The role is checked here, per route; the object (is this patient, user,
 * centre in the caller's scope?) is checked by the use case, which answers 404 for an object out
 * of scope and 403 for a forbidden action (DESIGN.md section 3).
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'signed-in'
      roles: readonly Role[]
      /** Reachable by a session that still has to set up two-factor sign-in. */
      duringEnrolment: boolean
    }

export const publicAccess: Access = { kind: 'public' }

export function signedIn(
  allowed: readonly Role[] = roles,
  options: { duringEnrolment?: boolean } = {},
): Access {
  return { kind: 'signed-in', roles: allowed, duringEnrolment: options.duringEnrolment ?? false }
}

export type AuthContext = {
  userId: string
  role: Role
  sessionId: string
  scope: 'full' | 'second_factor_enrolment'
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
