import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ConsultationDetail,
  createConsultationInputSchema,
} from '@konzilium/contract/consultations'
import { scopeFor } from '@konzilium/contract/policy'
import type { Database } from '../../db/client'
import { consultationParticipants, consultations, referralRequests } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { referralScope } from '../referrals'
import { detailIn } from './get-consultation'
import { checkCandidates, distinctIds, mayReadPatient } from './participant-rules'
import { insertMessage } from './post-message'

type CreateInput = z.output<typeof createConsultationInputSchema>

/**
 * The patient a new consultation is about: the referral's (which the caller must reach), or the
 * one named (which the caller must be allowed to read); neither found answers 404, as any object
 * out of scope. Naming a patient other than the referral's is a field error.
 */
async function linkedPatient(
  db: Database,
  auth: AuthContext,
  input: CreateInput,
): Promise<string | null> {
  let patientId = input.patientId ?? null
  if (input.referralId !== undefined) {
    if (scopeFor(auth.role, 'referrals.read') === null) throw notFound('Referral')
    const [referral] = await db
      .select({ patientId: referralRequests.patientId })
      .from(referralRequests)
      .where(and(eq(referralRequests.id, input.referralId), referralScope(auth, 'referrals.read')))
    if (!referral) throw notFound('Referral')
    if (patientId !== null && patientId !== referral.patientId)
      throw new AppError(400, 'VALIDATION_FAILED', 'The patient is not the referral’s', [
        { path: 'patientId', message: 'consultation.notReferralPatient' },
      ])
    patientId = referral.patientId
  }
  if (patientId !== null && !(await mayReadPatient(db, auth, patientId))) throw notFound('Patient')
  return patientId
}

/**
 * `POST /api/consultations`: the caller starts a consultation with the chosen people and a first
 * message; everyone added must be allowed to take part (about a patient: to read that patient).
 * Starting one about a patient is audited with the patient.
 */
export async function createConsultation(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: CreateInput,
): Promise<ConsultationDetail> {
  return transaction(s.db, async (work) => {
    const { db } = work
    const patientId = await linkedPatient(db, auth, input)
    const others = distinctIds(input.participantIds, auth.userId)
    if (others.length === 0)
      throw new AppError(400, 'VALIDATION_FAILED', 'Choose someone to consult', [
        { path: 'participantIds', message: 'consultation.chooseParticipants' },
      ])
    await checkCandidates(db, input.participantIds, patientId, 'participantIds')
    const now = s.clock.now()
    const [consultation] = await db
      .insert(consultations)
      .values({
        subject: input.subject,
        patientId,
        referralId: input.referralId ?? null,
        createdById: auth.userId,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning()
    if (!consultation) throw new Error('The consultation was not written')
    await db.insert(consultationParticipants).values(
      [auth.userId, ...others].map((userId) => ({
        consultationId: consultation.id,
        userId,
        joinedAt: now,
      })),
    )
    await insertMessage(s, work, consultation, auth.userId, {
      text: input.firstMessage,
      attachmentIds: [],
    })
    if (patientId !== null)
      await recordClinicalAccess(db, ctx.audit, auth, {
        action: 'consultations.created',
        targetType: 'consultation',
        targetId: consultation.id,
        patientId,
      })
    return detailIn(db, auth, consultation.id)
  })
}
