import type { AuditContext } from '../../platform/audit'
import { recordAuditEvent } from '../../platform/audit'
import type { Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'
import { dayInPrague } from './prague-day'
import { storeForm } from './store-form'

/** The scores a patient fills in by themselves (a questionnaire from a link). */
export type PatientReportedScore = 'dlqi' | 'basdai'

export type PatientReportedFormInput = {
  patientId: string
  /** The signed-in patient's account, or null when filled from a link without one. */
  authorUserId: string | null
  /** The doctor who asked for it: the form belongs to them. */
  doctorUserId: string
  kind: 'questionnaire'
  scores: { score: PatientReportedScore; input: unknown }[]
  /** The day it was filled; today in Prague by default. */
  examinedOn?: string
  findings?: string
  /** Where the request came from, for the audit row (none outside a request). */
  audit?: AuditContext
}

/**
 * A questionnaire's answers stored as a patient-reported form, inside the caller's transaction
 * (`work`): every score recomputed by the server from its inputs (a bad input answers 400 on
 * `scores.N.input…`, as a form's would), the creation audited against the patient's record.
 * The caller has decided that the patient may fill it (a valid link, or the patient's own
 * session). Answers the form's id.
 */
export async function createPatientReportedForm(
  s: Services,
  work: Work,
  input: PatientReportedFormInput,
): Promise<string> {
  const at = s.clock.now()
  const id = await storeForm(
    work.db,
    {
      patientId: input.patientId,
      kind: input.kind,
      authorId: input.authorUserId,
      doctorId: input.doctorUserId,
      at,
    },
    {
      examinedOn: input.examinedOn ?? dayInPrague(at),
      scores: input.scores,
      treatments: [],
      findings: input.findings ?? '',
    },
  )
  await recordAuditEvent(work.db, input.audit ?? { ip: null, clientId: null, requestId: null }, {
    action: 'forms.created',
    outcome: 'success',
    actorUserId: input.authorUserId,
    actorRole: input.authorUserId === null ? null : 'patient',
    targetType: 'form',
    targetId: id,
    patientId: input.patientId,
    details: { kind: input.kind, scores: input.scores.map((score) => score.score) },
  })
  return id
}
