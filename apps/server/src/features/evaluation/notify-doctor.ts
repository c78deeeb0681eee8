import { and, eq } from 'drizzle-orm'
import { formatPersonName } from '@konzilium/contract/czech'
import { scopeFor } from '@konzilium/contract/policy'
import { patients, users } from '../../db/schema'
import type { Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'
import { notify } from '../notifications'
import { patientScope } from '../patients'
import type { EvaluationLinkRow } from './link-row'

/** The notification's questionnaire names, as the scores are named everywhere. */
const questionnaireNames = { dlqi: 'DLQI', basdai: 'BASDAI' } as const

/**
 * Tells the doctor who sent the link that the answers arrived (`evaluation.completed`), in the
 * transaction that stores them: in the app, and by e-mail as the doctor chose for questionnaires.
 * The in-app text names the patient only when the doctor may still read the record (ADR 033); the
 * e-mail never does. The notification leads to the patient's record, where the form is listed.
 */
export async function notifyDoctor(s: Services, work: Work, link: EvaluationLinkRow) {
  const [doctor] = await work.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, link.createdById))
  if (!doctor) return
  const params: Record<string, string> = { questionnaire: questionnaireNames[link.questionnaire] }
  if (scopeFor(doctor.role, 'patients.read') !== null) {
    const [patient] = await work.db
      .select({ firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(
        and(
          eq(patients.id, link.patientId),
          patientScope({ role: doctor.role, userId: doctor.id }, 'patients.read'),
        ),
      )
    if (patient) params.patient = formatPersonName(patient)
  }
  await notify(s, work, [
    {
      userId: doctor.id,
      type: 'success',
      event: 'evaluation.completed',
      params,
      target: { type: 'patient', id: link.patientId },
    },
  ])
}
