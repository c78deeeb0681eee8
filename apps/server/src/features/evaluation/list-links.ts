import { and, eq } from 'drizzle-orm'
import { EVALUATION_LINKS_LIST_MAX, type EvaluationLinks } from '@konzilium/contract/evaluation'
import { scopeFor } from '@konzilium/contract/policy'
import { evaluationLinks, patients } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from '../patients'
import { linksWhere } from './link-row'

/** One look at a record's questionnaire links within this time is one audited view. */
const VIEW_MINUTES = 30

/**
 * `GET /api/evaluation-links?patient=`: the patient's links with their states, for whoever may
 * read the patient (a patient: the own record). Audited once per view, in the reading transaction.
 */
export async function listEvaluationLinks(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  patientId: string,
): Promise<EvaluationLinks> {
  if (scopeFor(auth.role, 'evaluation.read') === null) throw notFound('Patient')
  return transaction(s.db, async ({ db }) => {
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, patientId), patientScope(auth, 'evaluation.read')))
    if (!patient) throw notFound('Patient')
    const items = await linksWhere(
      db,
      eq(evaluationLinks.patientId, patient.id),
      s.clock.now(),
      EVALUATION_LINKS_LIST_MAX,
    )
    await recordClinicalAccessOncePerView(
      db,
      ctx.audit,
      auth,
      {
        action: 'evaluation.links-listed',
        targetType: 'patient',
        targetId: patient.id,
        patientId: patient.id,
      },
      VIEW_MINUTES,
    )
    return { items }
  })
}
