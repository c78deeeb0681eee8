import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ParticipantList,
  updateParticipantsInputSchema,
} from '@konzilium/contract/consultations'
import type { ErrorIssue } from '@konzilium/contract/errors'
import { consultationParticipants } from '../../db/schema'
import { AppError, forbidden } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { consultationOf, recordSystemMessage } from './consultation-row'
import { checkCandidates, distinctIds } from './participant-rules'
import { participantsOf } from './repo'

/**
 * `PUT /api/consultations/:id/participants`: any participant adds people (each must be allowed to
 * take part: about a patient, to read that patient; never a representative); a participant
 * removes themself (leaves), the one who started the consultation removes anyone. The last
 * participant cannot go (409): a consultation nobody reaches would be lost. Each join and leave
 * is a system message.
 */
export async function updateParticipants(
  s: Services,
  auth: AuthContext,
  id: string,
  input: z.output<typeof updateParticipantsInputSchema>,
): Promise<ParticipantList> {
  return transaction(s.db, async ({ db }) => {
    const consultation = await consultationOf(db, auth, id, {
      action: 'consultations.write',
      lock: true,
    })
    const active = await db
      .select({ userId: consultationParticipants.userId })
      .from(consultationParticipants)
      .where(
        and(
          eq(consultationParticipants.consultationId, id),
          isNull(consultationParticipants.leftAt),
        ),
      )
    const current = new Set(active.map((row) => row.userId))
    const issues: ErrorIssue[] = []
    input.remove.forEach((userId, index) => {
      if (!current.has(userId))
        issues.push({ path: `remove.${String(index)}`, message: 'consultation.notParticipant' })
      else if (input.add.includes(userId))
        issues.push({ path: `remove.${String(index)}`, message: 'consultation.addAndRemove' })
    })
    if (issues.length > 0)
      throw new AppError(400, 'VALIDATION_FAILED', 'Some people cannot be removed', issues)
    const removing = distinctIds(input.remove)
    if (
      consultation.createdById !== auth.userId &&
      removing.some((userId) => userId !== auth.userId)
    )
      throw forbidden('Only the one who started the consultation removes others')
    const adding = distinctIds(input.add).filter((userId) => !current.has(userId))
    await checkCandidates(db, input.add, consultation.patientId, 'add')
    if (current.size - removing.length + adding.length === 0)
      throw new AppError(409, 'CONFLICT', 'The last participant cannot leave', [
        { path: 'remove', message: 'consultation.lastParticipant' },
      ])
    const now = s.clock.now()
    if (adding.length > 0)
      await db
        .insert(consultationParticipants)
        .values(adding.map((userId) => ({ consultationId: id, userId, joinedAt: now })))
        .onConflictDoUpdate({
          target: [consultationParticipants.consultationId, consultationParticipants.userId],
          set: { leftAt: null, joinedAt: now },
        })
    if (removing.length > 0)
      await db
        .update(consultationParticipants)
        .set({ leftAt: now })
        .where(
          and(
            eq(consultationParticipants.consultationId, id),
            inArray(consultationParticipants.userId, removing),
            sql`${consultationParticipants.leftAt} is null`,
          ),
        )
    for (const personId of adding)
      await recordSystemMessage(db, {
        consultationId: id,
        event: 'joined',
        actorId: auth.userId,
        personId,
        at: now,
      })
    for (const personId of removing)
      await recordSystemMessage(db, {
        consultationId: id,
        event: 'left',
        actorId: auth.userId,
        personId,
        at: now,
      })
    return { items: await participantsOf(db, id) }
  })
}
