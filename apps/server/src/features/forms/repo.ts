import { aliasedTable, and, desc, eq, isNull, sql } from 'drizzle-orm'
import { scopeFor } from '@konzilium/contract/policy'
import type { FormAction, FormDetail } from '@konzilium/contract/forms'
import type { Database } from '../../db/client'
import { personNameColumns, personRefOf, type NameParts } from '../../db/person-name'
import { files, formAttachments, forms, formVersions, users } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import { formScope, type FormAction as ScopeAction } from './scope'

export type FormRow = typeof forms.$inferSelect

/**
 * The form, if the caller reaches it with `action` (else 404). `lock` takes its row for the
 * transaction: changes of one form (a new version, a deletion, an attachment) are serialised.
 */
export async function formOf(
  db: Database,
  auth: AuthContext,
  id: string,
  action: ScopeAction,
  options: { lock?: boolean } = {},
): Promise<FormRow> {
  const query = db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), formScope(auth, action)))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw notFound('Form')
  return row
}

type MaybeName = { [K in keyof NameParts]: NameParts[K] | null }

/** A person of a left join: null when the row has none. */
export function personOrNull(id: string | null, name: MaybeName | null) {
  if (id === null || name === null || name.firstName === null || name.lastName === null) return null
  return personRefOf(id, { ...name, firstName: name.firstName, lastName: name.lastName })
}

/** What the caller may do with the form now, from the same scopes the server checks. */
async function allowedActionsOf(db: Database, auth: AuthContext, id: string) {
  const may = (action: 'forms.write' | 'forms.delete') =>
    scopeFor(auth.role, action) === null
      ? sql<boolean>`false`
      : sql<boolean>`coalesce((${formScope(auth, action)}), false)`
  const [row] = await db
    .select({ write: may('forms.write'), remove: may('forms.delete') })
    .from(forms)
    .where(eq(forms.id, id))
  const actions: FormAction[] = []
  if (row?.write) actions.push('update', 'attach')
  if (row?.remove) actions.push('delete')
  return actions
}

async function versionsOf(db: Database, id: string) {
  const rows = await db
    .select({
      version: formVersions.version,
      examinedOn: formVersions.examinedOn,
      createdAt: formVersions.createdAt,
      authorId: users.id,
      ...personNameColumns(users),
    })
    .from(formVersions)
    .leftJoin(users, eq(users.id, formVersions.authorId))
    .where(eq(formVersions.formId, id))
    .orderBy(desc(formVersions.version))
  return rows.map((row) => ({
    version: row.version,
    examinedOn: row.examinedOn,
    createdAt: row.createdAt.toISOString(),
    author: personOrNull(row.authorId, row),
  }))
}

async function attachmentsOf(db: Database, id: string) {
  const rows = await db
    .select({
      id: files.id,
      fileName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      uploadedAt: files.createdAt,
      ownerId: users.id,
      ...personNameColumns(users),
    })
    .from(formAttachments)
    .innerJoin(files, eq(files.id, formAttachments.fileId))
    .innerJoin(users, eq(users.id, files.ownerId))
    .where(and(eq(formAttachments.formId, id), isNull(formAttachments.deletedAt)))
    .orderBy(files.createdAt)
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as FormDetail['attachments'][number]['contentType'],
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: personRefOf(row.ownerId, row),
  }))
}

// A nested person of a left join starts with its id: drizzle reads a nested object whose first
// column is null (degrees before the name, mostly) as a missing row.
const authors = aliasedTable(users, 'form_author')
const doctors = aliasedTable(users, 'form_doctor')

async function headOf(db: Database, id: string) {
  const [row] = await db
    .select({
      form: forms,
      author: { id: authors.id, ...personNameColumns(authors) },
      doctor: { id: doctors.id, ...personNameColumns(doctors) },
    })
    .from(forms)
    .leftJoin(authors, eq(authors.id, forms.authorId))
    .leftJoin(doctors, eq(doctors.id, forms.doctorId))
    .where(eq(forms.id, id))
  if (!row) throw notFound('Form')
  return row
}

/**
 * The detail of a form the caller reaches (checked by the caller, in the same transaction) at
 * `version` (the current one when absent; an unknown one answers 404).
 */
export async function loadFormDetail(
  db: Database,
  auth: AuthContext,
  id: string,
  version?: number,
): Promise<FormDetail> {
  const { form, author, doctor } = await headOf(db, id)
  const shown = version ?? form.version
  const [content] = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.formId, id), eq(formVersions.version, shown)))
  if (!content)
    throw new AppError(404, 'NOT_FOUND', 'Form version not found', [
      { path: 'version', message: 'form.unknownVersion' },
    ])
  const versions = await versionsOf(db, id)
  const attachments = await attachmentsOf(db, id)
  return {
    id: form.id,
    patientId: form.patientId,
    kind: form.kind,
    examinedOn: content.examinedOn,
    version: shown,
    currentVersion: form.version,
    scores: content.scores,
    drugs: content.treatments.map((treatment) => treatment.drug),
    treatments: content.treatments,
    findings: content.findings,
    attachmentCount: attachments.length,
    author: personOrNull(form.authorId, author),
    doctor: personOrNull(form.doctorId, doctor),
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    versionAuthor: versions.find((entry) => entry.version === shown)?.author ?? null,
    versionCreatedAt: content.createdAt.toISOString(),
    versions,
    attachments,
    allowedActions: await allowedActionsOf(db, auth, id),
  }
}
