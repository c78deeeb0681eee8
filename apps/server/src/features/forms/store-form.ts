import type { FormKind, FormTreatment } from '@konzilium/contract/forms'
import type { StoredScore } from '@konzilium/contract/calculators'
import { forms, formVersions } from '../../db/schema'
import type { Database } from '../../db/client'
import { recomputeScoreEntries, type ScoreEntry } from '../calculators'

/** The whole content of one version of a form, as stored (scores already recomputed). */
export type FormContent = {
  examinedOn: string
  scores: StoredScore[]
  treatments: FormTreatment[]
  findings: string
}

/**
 * Writes a new form and its first version in the caller's transaction; the caller has checked
 * the patient's scope and audits the creation. Answers the form's id.
 */
export async function insertForm(
  db: Database,
  form: {
    patientId: string
    kind: FormKind
    authorId: string | null
    doctorId: string | null
    at: Date
  },
  content: FormContent,
): Promise<string> {
  const [row] = await db
    .insert(forms)
    .values({
      patientId: form.patientId,
      kind: form.kind,
      examinedOn: content.examinedOn,
      version: 1,
      authorId: form.authorId,
      doctorId: form.doctorId,
      createdAt: form.at,
      updatedAt: form.at,
    })
    .returning({ id: forms.id })
  if (!row) throw new Error('The form was not written')
  await db.insert(formVersions).values({
    formId: row.id,
    version: 1,
    ...content,
    authorId: form.authorId,
    createdAt: form.at,
  })
  return row.id
}

/**
 * A form written as the app writes one, in the caller's transaction: its scores recomputed from
 * their inputs by the server (a bad input answers 400 on `scores.N…`). For the demo seed and
 * questionnaires; the caller checks scopes and audits.
 */
export async function storeForm(
  db: Database,
  form: Parameters<typeof insertForm>[1],
  content: Omit<FormContent, 'scores'> & { scores: readonly ScoreEntry[] },
): Promise<string> {
  const scores = recomputeScoreEntries(content.scores, { duplicate: 'form.scoreDuplicate' })
  return insertForm(db, form, { ...content, scores })
}
