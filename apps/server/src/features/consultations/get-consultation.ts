import type {
  ConsultationAction,
  ConsultationDetail,
  ParticipantList,
} from '@konzilium/contract/consultations'
import type { Database } from '../../db/client'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { consultationOf } from './consultation-row'
import { findSummary, participantsOf } from './repo'

/**
 * How long one look at a consultation lasts for the audit: its detail, its pages of messages and
 * its attachments within this time of the last row count as the same view (as the access log's).
 */
const VIEW_MINUTES = 30

/**
 * Reading a consultation about a patient is a read of the patient's record: audited, once per
 * view, in the transaction that reads it. One about no patient writes nothing.
 */
export async function auditConsultationRead(
  db: Database,
  ctx: RequestContext,
  auth: AuthContext,
  consultation: { id: string; patientId: string | null },
): Promise<void> {
  if (consultation.patientId === null) return
  await recordClinicalAccessOncePerView(
    db,
    ctx.audit,
    auth,
    {
      action: 'consultations.read',
      targetType: 'consultation',
      targetId: consultation.id,
      patientId: consultation.patientId,
    },
    VIEW_MINUTES,
  )
}

/** What a participant may do now: post and close while open, reopen while closed. */
function allowedActions(state: ConsultationDetail['state']): ConsultationAction[] {
  switch (state) {
    case 'open':
      return ['post', 'participants', 'close']
    case 'closed':
      return ['participants', 'reopen']
  }
}

/** The detail of a consultation the caller takes part in, read in the caller's transaction. */
export async function detailIn(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<ConsultationDetail> {
  const summary = await findSummary(db, auth, id)
  if (!summary) throw notFound('Consultation')
  return {
    ...summary,
    participants: await participantsOf(db, id),
    allowedActions: allowedActions(summary.state),
  }
}

/** `GET /api/consultations/:id`. */
export async function getConsultation(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<ConsultationDetail> {
  return transaction(s.db, async ({ db }) => {
    const detail = await detailIn(db, auth, id)
    await auditConsultationRead(db, ctx, auth, { id, patientId: detail.patient?.id ?? null })
    return detail
  })
}

/** `GET /api/consultations/:id/participants`: who takes part and how far each has read. */
export async function listParticipants(
  s: Services,
  auth: AuthContext,
  id: string,
): Promise<ParticipantList> {
  await consultationOf(s.db, auth, id, { action: 'consultations.read' })
  return { items: await participantsOf(s.db, id) }
}
