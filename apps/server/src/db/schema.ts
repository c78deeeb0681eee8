import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Typed schema of the database. `npm run db:generate` turns a change here into the next SQL
 * migration under `apps/server/drizzle/`; migrations are forward-only and run at start-up.
 */

/**
 * Who did what, when, from where, with which outcome. Every read or change of a patient record,
 * every sign-in and every administrative action writes one row (security.md section 0.5).
 * Rows are never updated or deleted by the application.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    patientId: uuid('patient_id'),
    ip: inet('ip'),
    clientId: text('client_id'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_events_patient_idx').on(table.patientId, table.occurredAt),
    index('audit_events_actor_idx').on(table.actorUserId, table.occurredAt),
    check('audit_events_outcome_check', sql`${table.outcome} in ('success', 'failure', 'denied')`),
  ],
)

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`)
const at = (name: string) => timestamp(name, { withTimezone: true })

/** Centres of biologic therapy (a minimal table: the centres feature owns the rest). */
export const centers = pgTable('centers', {
  id: id(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull(),
  specialty: text('specialty', { enum: ['dermatology', 'rheumatology'] }).notNull(),
  visible: boolean('visible').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
})

/**
 * Everyone who can sign in. `email` is stored lower-cased and unique. The status is derived:
 * invited (no `activated_at`), active, locked (`locked_at`).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', {
      enum: ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient'],
    }).notNull(),
    origin: text('origin', {
      enum: ['invitation', 'public_registration', 'seed', 'bootstrap'],
    }).notNull(),
    degreesBefore: text('degrees_before'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    degreesAfter: text('degrees_after'),
    phone: text('phone'),
    locale: text('locale', { enum: ['cs', 'en'] }),
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    invitedByUserId: uuid('invited_by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
    lockedAt: at('locked_at'),
    lastSignInAt: at('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    index('users_role_idx').on(table.role),
    index('users_created_idx').on(table.createdAt),
  ],
)

export const peripheralDoctorProfiles = pgTable('peripheral_doctor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  practiceName: text('practice_name'),
  ico: text('ico'),
  icp: text('icp'),
  icz: text('icz'),
  region: text('region'),
  specialty: text('specialty'),
})

export const repProfiles = pgTable('rep_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  company: text('company'),
  regions: text('regions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
})

export const centerDoctorProfiles = pgTable(
  'center_doctor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    centerId: uuid('center_id')
      .notNull()
      .references(() => centers.id),
  },
  (table) => [index('center_doctor_profiles_center_idx').on(table.centerId)],
)

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  theme: text('theme', { enum: ['light', 'dark'] }).notNull(),
  language: text('language', { enum: ['cs', 'en'] }).notNull(),
  notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

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
    scope: text('scope', { enum: ['full', 'second_factor_enrolment'] }).notNull(),
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
    purpose: text('purpose', { enum: ['activation', 'password_reset', 'bootstrap'] }).notNull(),
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

/** Fixed-window counters shared by every instance (ADR 006, rate limits). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_expires_idx').on(table.expiresAt),
  ],
)

/**
 * Durable mail queue (ADR 007). Bodies are cleared once SMTP accepted the mail; in the dev outbox
 * (no SMTP configured) they stay so an admin can read them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    createdAt: at('created_at').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    status: text('status', {
      enum: ['pending', 'sending', 'sent', 'failed', 'dev_outbox'],
    }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
)
