import { bigint, index, inet, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { oneOf } from './one-of'
import { at, id } from './columns'

/** How far a session reaches: everything, or only enrolling the second factor it still lacks. */
export const sessionStages = ['full', 'second_factor_enrolment'] as const

/** What a one-time code is for. */
export const codePurposes = ['activation', 'password_reset', 'bootstrap'] as const

/**
 * One row per signed-in session (ADR 006). Only SHA-256 hashes of tokens are stored. A renewal
 * replaces the token; the previous one keeps working for a few seconds (requests in flight).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    previousTokenValidUntil: at('previous_token_valid_until'),
    stage: text('stage', { enum: sessionStages }).notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    clientId: text('client_id'),
    userAgent: text('user_agent'),
    ip: inet('ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_previous_token_hash_idx').on(table.previousTokenHash),
    index('sessions_user_idx').on(table.userId),
    oneOf('sessions_stage_check', table.stage, sessionStages),
  ],
)

/**
 * One-time codes: activation (>= 128-bit, SHA-256), password reset (6 digits, argon2id), first-admin
 * bootstrap. A new code of a purpose voids the user's older ones; a code is used once.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    voidedAt: at('voided_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('one_time_codes_hash_idx').on(table.purpose, table.codeHash),
    index('one_time_codes_user_idx').on(table.userId, table.purpose),
    oneOf('one_time_codes_purpose_check', table.purpose, codePurposes),
  ],
)

/** TOTP secret of a user; `confirmed_at` null while enrolment waits for the first code. */
export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  /** The last accepted 30-second time step: a code is never accepted twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
})

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
)

/** The step between a right password and the second factor (short-lived, hashed id). */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    challengeHash: text('challenge_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [uniqueIndex('sign_in_challenges_hash_unique').on(table.challengeHash)],
)

/**
 * Attempt counters shared by every instance (ADR 006, rate limits): one per rule and subject, its
 * window opened by the subject's first counted call.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
)
