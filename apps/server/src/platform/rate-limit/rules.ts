/**
 * The abuse limits of ADR 006 (security.md section 4.3), one place for every number. `ip` rules
 * count per client IP (X-Forwarded-For only through TRUST_PROXY); `account` rules per e-mail
 * address, known or not, so the answer never tells whether an account exists.
 */
export type RateLimitRule = {
  name: string
  scope: 'ip' | 'account'
  limit: number
  windowSeconds: number
}

export const rateLimitRules = {
  /** Every call to /api/auth*, activation and registration, per IP. */
  authPerIp: { name: 'auth-ip', scope: 'ip', limit: 30, windowSeconds: 60 },
  /** Failed sign-ins (wrong password or second factor) per account: then 429 until the window ends. */
  signInFailuresPerAccount: {
    name: 'sign-in-failures',
    scope: 'account',
    limit: 10,
    windowSeconds: 15 * 60,
  },
  /** Hard ceiling per hour (ASVS 2.2.1 allows up to 100). */
  signInFailuresPerAccountHourly: {
    name: 'sign-in-failures-hour',
    scope: 'account',
    limit: 40,
    windowSeconds: 3600,
  },
  resetCodePerAccount: {
    name: 'reset-code-account',
    scope: 'account',
    limit: 3,
    windowSeconds: 3600,
  },
  resetCodePerIp: { name: 'reset-code-ip', scope: 'ip', limit: 20, windowSeconds: 3600 },
  /**
   * Public score computation (`/api/scores*`): generous for a person (the calculator pages compute
   * in the browser; this is for integrations), tight enough that it is no free compute service.
   */
  scoresPerIp: { name: 'scores-ip', scope: 'ip', limit: 120, windowSeconds: 60 },
  registrationPerIp: { name: 'registration-ip', scope: 'ip', limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>
