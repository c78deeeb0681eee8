/**
 * The abuse limits of ADR 006 (ASVS 6.1.1, 6.3.1), one place for every number. `countedPer` says
 * whose calls a rule counts together: `ip` rules count per client IP (X-Forwarded-For only through
 * TRUST_PROXY); `account` rules per e-mail address, known or not, so the answer never tells whether an account exists (or, for a rule a use case counts
 * itself, per account id); `account-address` rules per e-mail and client IP together
 * (`accountAddress`), so one address's guesses never refuse the owner at another address (ADR 026);
 * `session` rules per signed-in session (memory only: the session is known on `onRequest`).
 *
 * `store` says where a rule counts (ADR 011): `database` where the limit must hold across every
 * instance (credential guessing: sign-in, reset codes, registration, second factor), `memory` for
 * cheap public routes, counted in this process by `@fastify/rate-limit` before the body is read,
 * so a refused call costs no query. A route names its rules in `config.rateLimits`.
 *
 * `counts` says what a rule counts: `calls` (every parseable call of the routes naming it, counted
 * by the hooks) or `failures` (counted by the use case when credentials are wrong; the hooks only
 * check it, before the body is validated or a password hashed). A refused call never writes.
 */
export type RateLimitRule = {
  name: string
  countedPer: 'ip' | 'account' | 'account-address' | 'session'
  store: 'database' | 'memory'
  counts: 'calls' | 'failures'
  limit: number
  windowSeconds: number
}

/** A rule counted in process memory: per address or per session (the body is not read yet). */
export type MemoryRateLimitRule = RateLimitRule & {
  countedPer: 'ip' | 'session'
  store: 'memory'
  counts: 'calls'
}

export const rateLimitRules = {
  /**
   * Every unauthenticated call to /api/auth*, activation and registration, per IP: a ceiling a
   * hospital never reaches (200 staff behind one address signing in within a minute, some with a
   * typo and a second factor, stay far below it). Guessing is stopped by the failure rules below.
   */
  authPerIp: {
    name: 'auth-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'calls',
    limit: 600,
    windowSeconds: 60,
  },
  /**
   * Sign-in attempts (password or second factor) per IP that did not succeed: one address trying
   * many accounts. Each attempt reserves a unit before the secret is verified and a success gives
   * it back, so parallel guesses cannot overshoot; past the limit 429 until the window ends.
   */
  signInFailuresPerIp: {
    name: 'sign-in-failures-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'failures',
    limit: 50,
    windowSeconds: 15 * 60,
  },
  /**
   * Signed-in calls to /api/auth* (session list, renewal, second-factor status...), per session:
   * staff behind one hospital address do not share a count, and a runaway client is still stopped.
   */
  authPerSession: {
    name: 'auth-session',
    countedPer: 'session',
    store: 'memory',
    counts: 'calls',
    limit: 60,
    windowSeconds: 60,
  },
  /**
   * Sign-in attempts that did not succeed per account and address together (ADR 026): reserved
   * before the password or code is verified, cleared by a success; past the limit that address
   * gets 429 for this account until the window ends. A stranger's guesses refuse only the
   * stranger: the owner at another address is not affected.
   */
  signInFailuresPerAccountAddress: {
    name: 'sign-in-failures-account-ip',
    countedPer: 'account-address',
    store: 'database',
    counts: 'failures',
    limit: 10,
    windowSeconds: 15 * 60,
  },
  /**
   * Failed sign-ins per account from every address. Never refuses (a stranger could then lock the
   * owner out): reaching the limit is a burst, and the admins are told once per window.
   */
  signInFailuresPerAccount: {
    name: 'sign-in-failures',
    countedPer: 'account',
    store: 'database',
    counts: 'failures',
    limit: 10,
    windowSeconds: 15 * 60,
  },
  /**
   * Distinct addresses with failed sign-ins per account: from this many on, the account is under
   * attack and addresses it never signed in from share a shrinking allowance of attempts
   * (`unknownAddressAllowance`).
   */
  signInAddressesPerAccount: {
    name: 'sign-in-addresses',
    countedPer: 'account',
    store: 'database',
    counts: 'failures',
    limit: 5,
    windowSeconds: 15 * 60,
  },
  /**
   * Failed sign-ins per account and hour, from any address (ASVS 4.0.3 2.2.1 allows up to 100):
   * past it, addresses the account never signed in from get 429; an address with an earlier
   * session of the account is not refused by it.
   */
  signInFailuresPerAccountHourly: {
    name: 'sign-in-failures-hour',
    countedPer: 'account',
    store: 'database',
    counts: 'failures',
    limit: 40,
    windowSeconds: 3600,
  },
  resetCodePerAccount: {
    name: 'reset-code-account',
    countedPer: 'account',
    store: 'database',
    counts: 'calls',
    limit: 3,
    windowSeconds: 3600,
  },
  /**
   * Attempts to confirm a reset code per account (known or not), counted before the code is
   * checked: on top of the 5 checks each code allows, a series of new codes cannot be guessed
   * without end.
   */
  resetConfirmPerAccount: {
    name: 'reset-confirm-account',
    countedPer: 'account',
    store: 'database',
    counts: 'calls',
    limit: 10,
    windowSeconds: 3600,
  },
  /**
   * Activation attempts per IP that did not succeed (wrong, used, expired code): reserved before
   * the code is looked up, given back on success.
   */
  activationFailuresPerIp: {
    name: 'activation-failures-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'failures',
    limit: 20,
    windowSeconds: 15 * 60,
  },
  resetCodePerIp: {
    name: 'reset-code-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'calls',
    limit: 20,
    windowSeconds: 3600,
  },
  /**
   * Public score computation (`/api/scores*`): generous for a person (the calculator pages compute
   * in the browser; this is for integrations), tight enough that it is no free compute service.
   * In memory: the limit is per instance, and a refused call must cost less than a served one.
   */
  scoresPerIp: {
    name: 'scores-ip',
    countedPer: 'ip',
    store: 'memory',
    counts: 'calls',
    limit: 120,
    windowSeconds: 60,
  },
  /**
   * Calls of the public questionnaire links (open, submit) per IP, in memory: a patient opens a
   * link and answers it a few times at most; a flood is refused before the body is read.
   */
  evaluationPerIp: {
    name: 'evaluation-ip',
    countedPer: 'ip',
    store: 'memory',
    counts: 'calls',
    limit: 60,
    windowSeconds: 60,
  },
  /**
   * Questionnaire tokens per IP that were not waiting (unknown, used, expired, withdrawn): reserved
   * before the token is looked up, given back when the link waits (ADR 041). Guessing a 256-bit
   * token is hopeless anyway; this keeps anyone from trying in bulk.
   */
  evaluationFailuresPerIp: {
    name: 'evaluation-failures-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'failures',
    limit: 20,
    windowSeconds: 15 * 60,
  },
  registrationPerIp: {
    name: 'registration-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'calls',
    limit: 5,
    windowSeconds: 3600,
  },
  /**
   * Resends of one invitation (subject: the invitee's user id), counted by the use case once the
   * caller is known to reach it: each resend mails the invitee, so a day's mails stay at the
   * original invitation plus three.
   */
  resendPerInvitation: {
    name: 'invitation-resend',
    countedPer: 'account',
    store: 'database',
    counts: 'calls',
    limit: 3,
    windowSeconds: 24 * 3600,
  },
  /**
   * Answers that a birth number already belongs to a patient, per signed-in user (subject: the
   * user id), counted by the use case: the answer tells whether a birth number is on file, so a
   * caller past the limit gets 429 on creating or changing a record until the window ends.
   */
  duplicateBirthNumberPerUser: {
    name: 'duplicate-birth-number',
    countedPer: 'account',
    store: 'database',
    counts: 'failures',
    limit: 20,
    windowSeconds: 3600,
  },
  /**
   * Report downloads per IP that did not succeed (unknown, spent or expired link, wrong birth
   * date): reserved before the link is looked up, given back by a download (ADR 044). Each link
   * also allows only 5 wrong birth dates of its own.
   */
  reportDownloadFailuresPerIp: {
    name: 'report-download-failures-ip',
    countedPer: 'ip',
    store: 'database',
    counts: 'failures',
    limit: 20,
    windowSeconds: 15 * 60,
  },
  /** Looking up a report link without a download, per IP: a person opens the page a few times. */
  reportStatusPerIp: {
    name: 'report-status-ip',
    countedPer: 'ip',
    store: 'memory',
    counts: 'calls',
    limit: 30,
    windowSeconds: 60,
  },
  /**
   * Report links sent per signed-in user (subject: the user id), counted by the use case: each
   * one mails someone outside the platform.
   */
  reportLinksPerUser: {
    name: 'report-links-user',
    countedPer: 'account',
    store: 'database',
    counts: 'calls',
    limit: 30,
    windowSeconds: 3600,
  },
} as const satisfies Record<string, RateLimitRule>

/** The subject of an `account-address` rule: the normalized e-mail and the client IP. */
export function accountAddress(email: string, ip: string): string {
  return `${email.trim().toLowerCase()} ${ip}`
}

/** The window in which addresses unknown to an attacked account share their attempts. */
export const UNKNOWN_ADDRESS_WINDOW_SECONDS = 64

/**
 * While an account is under attack (`signInAddressesPerAccount` reached), addresses it never signed
 * in from share an allowance per 64 s window: 32 attempts at the threshold, halved with each
 * further failing address, down to one, so the wait grows as the attack spreads. One rule name
 * and window whatever the allowance, so every attempt counts against the same counter. It raises
 * the cost of a spread guess; it never refuses an address the owner has signed in from.
 */
export function unknownAddressAllowance(failingAddresses: number): RateLimitRule {
  const over = Math.max(0, failingAddresses - rateLimitRules.signInAddressesPerAccount.limit)
  return {
    name: 'sign-in-unknown-addresses',
    countedPer: 'account',
    store: 'database',
    counts: 'calls',
    limit: Math.max(1, 32 >> Math.min(over, 5)),
    windowSeconds: UNKNOWN_ADDRESS_WINDOW_SECONDS,
  }
}
