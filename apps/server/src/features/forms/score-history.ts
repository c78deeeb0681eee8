import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ScoreId } from '@konzilium/contract/calculators'
import type { FormKind, TreatmentKind } from '@konzilium/contract/forms'
import type { Database } from '../../db/client'
import { forms, formVersions } from '../../db/schema'

/** One saved score of a form (its current version), for a series over time. */
export type ScorePoint = {
  formId: string
  formKind: FormKind
  /** The examination day, `2026-11-28`. */
  date: string
  score: ScoreId
  /** The exact value; `display` is rounded to the score's precision. */
  value: number
  display: number
  band: string | null
  input: unknown
  formulaVersion: string
}

/** A treatment as the patient's forms record it: from `start` until `stop` (null: ongoing). */
export type TreatmentPeriod = {
  drug: string
  kind: TreatmentKind
  start: string
  stop: string | null
}

export type ScoreHistory = { points: ScorePoint[]; treatments: TreatmentPeriod[] }

export type ScoreHistoryQuery = {
  patientId: string
  /** Only these scores (all when absent). */
  scores?: readonly ScoreId[]
  /** Examination days from and to, inclusive. */
  from?: string
  to?: string
}

/**
 * The scores saved in a patient's forms (current versions of forms not deleted), oldest
 * examination first, and the treatment periods those forms record, by start. The same treatment
 * (drug and start) written in several forms is one period, as the newest examination gives it.
 * Reads only: the caller has checked the patient's scope and audits the read.
 */
export async function readScoreHistory(
  db: Database,
  query: ScoreHistoryQuery,
): Promise<ScoreHistory> {
  const rows = await db
    .select({
      formId: forms.id,
      kind: forms.kind,
      examinedOn: formVersions.examinedOn,
      scores: formVersions.scores,
      treatments: formVersions.treatments,
    })
    .from(forms)
    .innerJoin(
      formVersions,
      and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version)),
    )
    .where(and(eq(forms.patientId, query.patientId), isNull(forms.deletedAt)))
    .orderBy(asc(forms.examinedOn), asc(forms.createdAt))
  const wanted = query.scores ? new Set<string>(query.scores) : null
  const inRange = (day: string) =>
    (query.from === undefined || day >= query.from) && (query.to === undefined || day <= query.to)
  const points: ScorePoint[] = []
  const periods = new Map<string, TreatmentPeriod>()
  for (const row of rows) {
    for (const treatment of row.treatments)
      periods.set(`${treatment.drug.toLowerCase()}|${treatment.start}`, {
        drug: treatment.drug,
        kind: treatment.kind,
        start: treatment.start,
        stop: treatment.stop,
      })
    if (!inRange(row.examinedOn)) continue
    for (const stored of row.scores) {
      if (wanted && !wanted.has(stored.score)) continue
      points.push({
        formId: row.formId,
        formKind: row.kind,
        date: row.examinedOn,
        score: stored.score,
        value: stored.result.value,
        display: stored.result.display,
        band: stored.result.band,
        input: stored.input,
        formulaVersion: stored.result.version,
      })
    }
  }
  const treatments = [...periods.values()].sort((a, b) => a.start.localeCompare(b.start))
  return { points, treatments }
}
