import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { z } from 'zod'
import type { FormList, FormSort, listFormsQuerySchema } from '@konzilium/contract/forms'
import type { Database } from '../../db/client'
import { personNameColumns } from '../../db/person-name'
import { formAttachments, forms, formVersions, patients, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { pagedAnswer } from '../../platform/paged-list'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from '../patients'
import { personOrNull as ref } from './repo'

type Query = z.output<typeof listFormsQuerySchema>

/** A look at a patient's forms: its pages within this time count as one view for the audit. */
const VIEW_MINUTES = 30

const orders: Record<FormSort, SQL[]> = {
  '-examinedOn': [desc(forms.examinedOn), desc(forms.createdAt)],
  examinedOn: [asc(forms.examinedOn), asc(forms.createdAt)],
  '-updatedAt': [desc(forms.updatedAt)],
  kind: [asc(forms.kind), desc(forms.examinedOn)],
}

const authors = aliasedTable(users, 'list_author')
const doctors = aliasedTable(users, 'list_doctor')

function filterOf(query: Query): SQL {
  return and(
    eq(forms.patientId, query.patientId),
    isNull(forms.deletedAt),
    query.kind === undefined ? undefined : eq(forms.kind, query.kind),
    query.from === undefined ? undefined : gte(forms.examinedOn, query.from),
    query.to === undefined ? undefined : lte(forms.examinedOn, query.to),
  ) as SQL
}

async function pageOf(db: Database, query: Query) {
  const attachmentCount = sql<number>`(select count(*)::int from ${formAttachments} where ${formAttachments.formId} = ${forms.id} and ${formAttachments.deletedAt} is null)`
  return db
    .select({
      form: forms,
      scores: formVersions.scores,
      treatments: formVersions.treatments,
      attachmentCount,
      author: { id: authors.id, ...personNameColumns(authors) },
      doctor: { id: doctors.id, ...personNameColumns(doctors) },
    })
    .from(forms)
    .innerJoin(
      formVersions,
      and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version)),
    )
    .leftJoin(authors, eq(authors.id, forms.authorId))
    .leftJoin(doctors, eq(doctors.id, forms.doctorId))
    .where(filterOf(query))
    .orderBy(...orders[query.sort], asc(forms.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
}

/**
 * `GET /api/forms`: a page of one patient's forms (a patient the caller reads with `forms.read`,
 * else 404), filtered and sorted in SQL; audited as a read of the record, once per view.
 */
export async function listForms(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: Query,
): Promise<FormList> {
  return transaction(s.db, async ({ db }) => {
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, query.patientId), patientScope(auth, 'forms.read')))
    if (!patient) throw notFound('Patient')
    const [total] = await db.select({ total: count() }).from(forms).where(filterOf(query))
    const rows = await pageOf(db, query)
    await recordClinicalAccessOncePerView(
      db,
      ctx.audit,
      auth,
      {
        action: 'forms.listed',
        targetType: 'patient',
        targetId: patient.id,
        patientId: patient.id,
      },
      VIEW_MINUTES,
    )
    const items = rows.map((row) => ({
      id: row.form.id,
      patientId: row.form.patientId,
      kind: row.form.kind,
      examinedOn: row.form.examinedOn,
      version: row.form.version,
      scores: row.scores.map((stored) => ({
        score: stored.score,
        display: stored.result.display,
        band: stored.result.band,
        version: stored.result.version,
      })),
      drugs: row.treatments.map((treatment) => treatment.drug),
      attachmentCount: row.attachmentCount,
      author: ref(row.form.authorId, row.author),
      doctor: ref(row.form.doctorId, row.doctor),
      createdAt: row.form.createdAt.toISOString(),
      updatedAt: row.form.updatedAt.toISOString(),
    }))
    return pagedAnswer(query, items, total?.total ?? 0)
  })
}
