import type { AuthTokens } from '@konzilium/contract/session'
import { request } from '../http/request'

/** POST /api/auth/token: renews a still-valid token (DESIGN.md section 5). */
export function renewToken(): Promise<AuthTokens> {
  return request('/api/auth/token', {
    method: 'POST',
    body: {},
    authenticated: true,
    schema: () => import('@konzilium/contract/session').then((m) => m.authTokensSchema),
  })
}
