import type { Config } from '../config'
import { AppError } from './app-error'
import type { Logger } from './logging'

/**
 * Server-side check of the human-verification token (reCAPTCHA v3 score or v2 checkbox), enforced
 * only when a secret is configured. The verification URL is fixed by configuration, never taken from
 * a request (no SSRF). Any failure of the verifier rejects the request: fail closed.
 */
export type HumanVerifier = {
  enabled: boolean
  verify: (token: string | undefined, remoteIp: string, action: string) => Promise<void>
}

const TIMEOUT_MS = 5000

function failed(reason: string): AppError {
  return new AppError(400, 'HUMAN_VERIFICATION_FAILED', `Human verification failed: ${reason}`, [
    { path: 'humanVerificationToken', message: 'humanVerification.failed' },
  ])
}

export function createHumanVerifier(
  settings: Config['humanVerification'],
  log: Logger,
): HumanVerifier {
  const version = settings.secretV3 ? 'v3' : settings.secretV2 ? 'v2' : null
  const secret = settings.secretV3 ?? settings.secretV2
  if (!version || !secret) return { enabled: false, verify: () => Promise.resolve() }
  return {
    enabled: true,
    verify: async (token, remoteIp, action) => {
      if (!token) throw failed('no token')
      let answer: { success?: unknown; score?: unknown; action?: unknown }
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`verifier answered ${response.status}`)
        answer = (await response.json()) as typeof answer
      } catch (error) {
        log.warn(
          { error: error instanceof Error ? error.message : 'unknown' },
          'human verification service failed; request rejected',
        )
        throw failed('verifier unavailable')
      }
      if (answer.success !== true) throw failed('not verified')
      if (version === 'v3') {
        if (typeof answer.score !== 'number' || answer.score < settings.minScore)
          throw failed('score too low')
        if (typeof answer.action === 'string' && answer.action !== action)
          throw failed('wrong action')
      }
    },
  }
}
