import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { czechSearchColumn, czechSortColumn } from '../czech-text'
import { centers } from './centers'
import { roles, locales } from '@konzilium/contract/session'
import { themes, userOrigins, type NotificationPreferences } from '@konzilium/contract/users'
import { at, id } from './columns'
import { oneOf } from './one-of'

/**
 * Everyone who can sign in. `email` is stored lower-cased and unique. The status is derived:
 * invited (no `activated_at`), active, locked (`locked_at`).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', { enum: roles }).notNull(),
    origin: text('origin', { enum: userOrigins }).notNull(),
    degreesBefore: text('degrees_before'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    degreesAfter: text('degrees_after'),
    phone: text('phone'),
    locale: text('locale', { enum: locales }),
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    invitedByUserId: uuid('invited_by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
    lockedAt: at('locked_at'),
    lastSignInAt: at('last_sign_in_at'),
    // A centre doctor's last opening of the inbox: what arrived since is marked new (migration 0022).
    inboxVisitedAt: at('inbox_visited_at'),
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
    oneOf('users_role_check', table.role, roles),
    oneOf('users_origin_check', table.origin, userOrigins),
    oneOf('users_locale_check', table.locale, locales),
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

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    theme: text('theme', { enum: themes }).notNull(),
    language: text('language', { enum: locales }).notNull(),
    /** The e-mail delivery per kind of notification (ADR 036); missing keys take the defaults. */
    notifications: jsonb('notifications').$type<Partial<NotificationPreferences>>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf('user_preferences_theme_check', table.theme, themes),
    oneOf('user_preferences_language_check', table.language, locales),
  ],
)
