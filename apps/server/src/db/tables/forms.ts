import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { formKinds, type FormTreatment } from '@konzilium/contract/forms'
import type { StoredScore } from '@konzilium/contract/calculators'
import { users } from './accounts'
import { at, id } from './columns'
import { files } from './files'
import { oneOf } from './one-of'
import { patients } from './patients'

/**
 * An examination form of a patient (the forms feature, ADR 039). The row is the form's identity
 * and what lists filter and sort by: its kind, the current version's number and examination date.
 * The content of every version, the current one included, is in `form_versions`. `author_id` is
 * who created it (null for a questionnaire the patient filled from a link), `doctor_id` the doctor
 * it belongs to. Deleting a form sets `deleted_at`; nothing is removed.
 */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    kind: text('kind', { enum: formKinds }).notNull(),
    examinedOn: date('examined_on', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    authorId: uuid('author_id').references(() => users.id),
    doctorId: uuid('doctor_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    deletedById: uuid('deleted_by_id').references(() => users.id),
  },
  (table) => [
    // A patient's forms by examination date: the list, and the score series of the chart.
    index('forms_patient_idx')
      .on(table.patientId, table.examinedOn)
      .where(sql`deleted_at is null`),
    oneOf('forms_kind_check', table.kind, formKinds),
  ],
)

/**
 * Every version of a form, whole: the examination date, the scores as stored (the inputs the
 * score's schema read, the server's result and its formula version), the treatment rows and the
 * findings. Versions are only added, never changed.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    version: integer('version').notNull(),
    examinedOn: date('examined_on', { mode: 'string' }).notNull(),
    scores: jsonb('scores').$type<StoredScore[]>().notNull(),
    treatments: jsonb('treatments').$type<FormTreatment[]>().notNull(),
    findings: text('findings').notNull(),
    authorId: uuid('author_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.formId, table.version] })],
)

/**
 * A file attached to a form (its bytes and metadata are a `files` row, attached when uploaded).
 * Attachments are not versioned; removing one sets `deleted_at` and keeps the file, as the
 * record it was part of.
 */
export const formAttachments = pgTable(
  'form_attachments',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    deletedAt: at('deleted_at'),
    deletedById: uuid('deleted_by_id').references(() => users.id),
  },
  (table) => [
    index('form_attachments_form_idx')
      .on(table.formId)
      .where(sql`deleted_at is null`),
  ],
)
