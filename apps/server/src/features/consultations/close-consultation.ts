import { eq } from 'drizzle-orm'
import type { ConsultationDetail } from '@konzilium/contract/consultations'
import { consultations } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { consultationOf, recordSystemMessage } from './consultation-row'
import { detailIn } from './get-consultation'

/**
 * `PUT /api/consultations/:id/close` and `/reopen`: any participant closes an open consultation
 * (no messages until reopened) and reopens a closed one; the consultation is the participants'
 * together, so no one owns its state. Each is a system message; the wrong state answers 409.
 */
export async function setConsultationState(
  s: Services,
  auth: AuthContext,
  id: string,
  target: 'open' | 'closed',
): Promise<ConsultationDetail> {
  return transaction(s.db, async ({ db }) => {
    const consultation = await consultationOf(db, auth, id, {
      action: 'consultations.write',
      lock: true,
    })
    if (consultation.state === target)
      throw new AppError(
        409,
        'CONFLICT',
        target === 'closed' ? 'The consultation is already closed' : 'The consultation is open',
        [
          {
            path: '',
            message: target === 'closed' ? 'consultation.closed' : 'consultation.notClosed',
          },
        ],
      )
    const now = s.clock.now()
    await db
      .update(consultations)
      .set({ state: target, closedAt: target === 'closed' ? now : null })
      .where(eq(consultations.id, id))
    await recordSystemMessage(db, {
      consultationId: id,
      event: target === 'closed' ? 'closed' : 'reopened',
      actorId: auth.userId,
      at: now,
    })
    return detailIn(db, auth, id)
  })
}
