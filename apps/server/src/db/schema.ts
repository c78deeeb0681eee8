import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
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
import { byteOrderedText, czechSearchColumn, czechSortColumn } from './czech-text'

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
    /** The actor's role when it acted (roles can change later). */
    actorRole: text('actor_role'),
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
    index('audit_events_occurred_idx').on(table.occurredAt),
    index('audit_events_action_idx').on(table.action, table.occurredAt),
    check('audit_events_outcome_check', sql`${table.outcome} in ('success', 'failure', 'denied')`),
  ],
)

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`)
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Centres of biologic therapy (the centres feature). A centre is deleted only while no doctor,
 * patient or referral depends on it; otherwise it is hidden (`visible` false).
 */
export const centers = pgTable(
  'centers',
  {
    id: id(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    specialty: text('specialty', { enum: ['dermatology', 'rheumatology'] }).notNull(),
    visible: boolean('visible').notNull().default(true),
    street: text('street'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    nameSortKey: czechSortColumn('name_sort_key', sql`name`, sql`city`),
    nameSearch: czechSearchColumn('name_search', sql`name`),
  },
  (table) => [
    index('centers_name_sort_idx').on(table.nameSortKey),
    index('centers_region_idx').on(table.region, table.specialty),
  ],
)

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
    // Czech order and diacritic-free prefix search of names (db/czech-text.ts), kept by the database.
    nameSortKey: czechSortColumn('name_sort_key', sql`last_name`, sql`first_name`),
    lastNameSearch: czechSearchColumn('last_name_search', sql`last_name`),
    firstNameSearch: czechSearchColumn('first_name_search', sql`first_name`),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    index('users_role_idx').on(table.role),
    index('users_created_idx').on(table.createdAt),
    index('users_name_sort_idx').on(table.nameSortKey),
    index('users_last_name_search_idx').on(table.lastNameSearch),
    index('users_first_name_search_idx').on(table.firstNameSearch),
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
    /** Takes new patients (offered by `available-doctors` when a referral is accepted). */
    acceptsPatients: boolean('accepts_patients').notNull().default(true),
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

/**
 * A patient record (the patients feature). Exactly one of: a valid birth number (rodné číslo,
 * unique among records not deleted), or a birth date and sex given by hand (foreigners, newborns).
 * `referring_doctor_id` is the peripheral doctor who owns the record; `center_id` and
 * `center_doctor_id` are the treating centre and doctor once a referral is accepted. Deleting is
 * soft (`deleted_at`), by an admin, audited; deleted records are invisible to every list and read.
 */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only, no slash; compared byte by byte so a prefix search reads the index. */
    birthNumber: byteOrderedText('birth_number'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    sex: text('sex', { enum: ['female', 'male'] }).notNull(),
    insurer: text('insurer'),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    diagnoses: text('diagnoses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    referringDoctorId: uuid('referring_doctor_id').references(() => users.id),
    centerId: uuid('center_id').references(() => centers.id),
    centerDoctorId: uuid('center_doctor_id').references(() => users.id),
    /** The patient's own account, when the patient has one (read-only access to the record). */
    userId: uuid('user_id').references(() => users.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    deletedByUserId: uuid('deleted_by_user_id').references(() => users.id),
    nameSortKey: czechSortColumn('name_sort_key', sql`last_name`, sql`first_name`),
    lastNameSearch: czechSearchColumn('last_name_search', sql`last_name`),
    firstNameSearch: czechSearchColumn('first_name_search', sql`first_name`),
  },
  (table) => [
    uniqueIndex('patients_birth_number_unique')
      .on(table.birthNumber)
      .where(sql`deleted_at is null and birth_number is not null`),
    index('patients_birth_number_idx').on(table.birthNumber),
    index('patients_name_sort_idx').on(table.nameSortKey, table.id),
    index('patients_last_name_search_idx').on(table.lastNameSearch),
    index('patients_first_name_search_idx').on(table.firstNameSearch),
    index('patients_referring_doctor_idx').on(table.referringDoctorId, table.nameSortKey),
    index('patients_center_idx').on(table.centerId, table.nameSortKey),
    index('patients_center_doctor_idx').on(table.centerDoctorId),
    index('patients_user_idx').on(table.userId),
    index('patients_diagnoses_idx').using('gin', table.diagnoses),
    check('patients_sex_check', sql`${table.sex} in ('female', 'male')`),
  ],
)

/**
 * The centres that reach a patient (the `center` scope of patients, ADR 014): the centre that
 * treats the patient and every centre a referral of the patient was sent to. Kept by triggers in
 * the database (migration 0005), so every write path, seeds and tests included, keeps it true; a
 * centre's patient list is then one index probe per row instead of an OR over two sources.
 */
export const patientCenterLinks = pgTable(
  'patient_center_links',
  {
    centerId: uuid('center_id')
      .notNull()
      .references(() => centers.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    // The patient's search keys, copied by the triggers (migration 0006): a centre doctor's name
    // search finds the centre's own patients in the indexes below, not all the platform's first.
    lastNameSearch: byteOrderedText('last_name_search'),
    firstNameSearch: byteOrderedText('first_name_search'),
  },
  (table) => [
    primaryKey({ columns: [table.centerId, table.patientId] }),
    index('patient_center_links_patient_idx').on(table.patientId),
    index('patient_center_links_last_name_search_idx').on(table.centerId, table.lastNameSearch),
    index('patient_center_links_first_name_search_idx').on(table.centerId, table.firstNameSearch),
  ],
)

/**
 * A referral request from a peripheral doctor to a centre (the referrals feature, DESIGN.md
 * section 5): `pending` -> `accepted` | `denied` | `cancelled`, each terminal. A transition is one
 * conditional UPDATE (`where state = 'pending'`), so of concurrent accept, deny and cancel exactly
 * one wins. `indication` holds the clinical data with the scores recomputed by the server and
 * their formula versions; `redirected_from_id` links a referral made from a denied one.
 */
export const referralRequests = pgTable(
  'referral_requests',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    fromDoctorId: uuid('from_doctor_id')
      .notNull()
      .references(() => users.id),
    toCenterId: uuid('to_center_id')
      .notNull()
      .references(() => centers.id),
    state: text('state', { enum: ['pending', 'accepted', 'denied', 'cancelled'] })
      .notNull()
      .default('pending'),
    diagnosis: text('diagnosis').notNull(),
    urgency: text('urgency', { enum: ['routine', 'priority', 'urgent'] }).notNull(),
    indication: jsonb('indication').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    seenAt: at('seen_at'),
    seenByUserId: uuid('seen_by_user_id').references(() => users.id),
    decidedAt: at('decided_at'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    assignedDoctorId: uuid('assigned_doctor_id').references(() => users.id),
    reasonCode: text('reason_code'),
    comment: text('comment'),
    redirectedFromId: uuid('redirected_from_id'),
  },
  (table) => [
    index('referral_requests_inbox_idx').on(table.toCenterId, table.state, table.createdAt),
    index('referral_requests_center_created_idx').on(table.toCenterId, table.createdAt),
    index('referral_requests_outbox_idx').on(table.fromDoctorId, table.createdAt),
    index('referral_requests_patient_idx').on(table.patientId, table.createdAt),
    index('referral_requests_state_idx').on(table.state, table.createdAt),
    index('referral_requests_redirected_from_idx').on(table.redirectedFromId),
    check(
      'referral_requests_state_check',
      sql`${table.state} in ('pending', 'accepted', 'denied', 'cancelled')`,
    ),
  ],
)

/** Every step of a referral: created, seen, accepted, denied, cancelled, redirected. */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: id(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referralRequests.id),
    type: text('type', {
      enum: ['created', 'seen', 'accepted', 'denied', 'cancelled', 'redirected'],
    }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    reasonCode: text('reason_code'),
    comment: text('comment'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index('referral_events_referral_idx').on(table.referralId, table.occurredAt)],
)

/**
 * In-app notifications of a user (spec section 3: title, description, type, date, hidden). Title
 * and description are catalogue keys with parameters, rendered in the reader's language; they
 * never hold patient data, only a link to the object (which the reader opens under its own scope).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] }).notNull(),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    hiddenAt: at('hidden_at'),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
)
