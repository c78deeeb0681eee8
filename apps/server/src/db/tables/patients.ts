import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { byteOrderedText, czechSearchColumn, czechSortColumn } from '../czech-text'
import { users } from './accounts'
import { centers } from './centers'
import { sexes } from '@konzilium/contract/codes'
import { at, id } from './columns'
import { oneOf } from './one-of'

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
    sex: text('sex', { enum: sexes }).notNull(),
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
    // A peripheral doctor's name search reads the doctor's own entries, not every patient of the
    // platform with that prefix first (bench/README.md, clinical lists; ADR 028).
    index('patients_referring_doctor_last_name_idx').on(
      table.referringDoctorId,
      table.lastNameSearch,
    ),
    index('patients_referring_doctor_first_name_idx').on(
      table.referringDoctorId,
      table.firstNameSearch,
    ),
    index('patients_center_idx').on(table.centerId, table.nameSortKey),
    index('patients_center_doctor_idx').on(table.centerDoctorId),
    index('patients_user_idx').on(table.userId),
    index('patients_diagnoses_idx').using('gin', table.diagnoses),
    oneOf('patients_sex_check', table.sex, sexes),
  ],
)

/**
 * The centres that read a patient's record (the `center` scope of patients, ADR 014): the centre
 * that treats the patient and every centre a referral of the patient to it is open (pending) or
 * accepted; a cancelled or denied referral leaves the centre no link (migration 0016, ADR 017).
 * Kept by triggers in the database (migrations 0005, 0006, 0008, 0010 and 0016; their
 * functions as they are now in `db/sql/patient_center_link_*.sql`), so every write path, seeds
 * and tests included, keeps it true; a centre's patient list is then one index probe per
 * row instead of an OR over two sources. A deleted record has no links (no centre reaches it);
 * restored, it gets back those the rule gives.
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
    // The patient's search and sort keys, copied by the triggers (migrations 0006, 0008, 0010):
    // a centre doctor's name or birth-number search finds the centre's own patients and their
    // order in the indexes below alone, not all the platform's patients with that prefix first.
    lastNameSearch: byteOrderedText('last_name_search'),
    firstNameSearch: byteOrderedText('first_name_search'),
    nameSortKey: byteOrderedText('name_sort_key'),
    birthNumber: byteOrderedText('birth_number'),
  },
  (table) => [
    primaryKey({ columns: [table.centerId, table.patientId] }),
    index('patient_center_links_patient_idx').on(table.patientId),
    // Each holds every column the search reads, so it is answered from the index alone (an
    // index-only scan): the prefix's range, the other name's key, the order, the patient.
    index('patient_center_links_last_name_search_idx').on(
      table.centerId,
      table.lastNameSearch,
      table.firstNameSearch,
      table.nameSortKey,
      table.patientId,
    ),
    index('patient_center_links_first_name_search_idx').on(
      table.centerId,
      table.firstNameSearch,
      table.lastNameSearch,
      table.nameSortKey,
      table.patientId,
    ),
    // A centre's whole list in name order walks this one (migration 0011).
    index('patient_center_links_name_idx').on(table.centerId, table.nameSortKey, table.patientId),
    index('patient_center_links_birth_number_idx').on(
      table.centerId,
      table.birthNumber,
      table.nameSortKey,
      table.patientId,
    ),
  ],
)

/**
 * How many patients each centre reaches (its links): a centre doctor's whole list's total, read as
 * one row instead of counting the centre's thousands of links on every page. Kept by triggers on
 * `patient_center_links` (migration 0013), whatever writes the links; a centre without a row
 * reaches none.
 */
export const centerPatientCounts = pgTable('center_patient_counts', {
  centerId: uuid('center_id')
    .primaryKey()
    .references(() => centers.id, { onDelete: 'cascade' }),
  patients: bigint('patients', { mode: 'number' }).notNull(),
})
