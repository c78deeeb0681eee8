import type { AuthTokens } from '@konzilium/contract/session'
import { authEndpoints } from '@konzilium/contract/endpoints/auth'
import { callEndpoint } from '../http/call-endpoint'

/** POST /api/auth/token: renews a still-valid token (ADR 006). */
export function renewToken(): Promise<AuthTokens> {
  return callEndpoint(authEndpoints.renewToken, { body: {} })
}
