import { and, eq, sql } from 'drizzle-orm'
import type { ReadState } from '@konzilium/contract/consultations'
import { consultationMessages, consultationParticipants } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { consultationOf } from './consultation-row'
import { seqOf } from './list-messages'
import { announceToParticipants } from './after-message'
import { readNotificationsOf } from '../notifications'
import { MESSAGE_EVENT } from './notify-participants'
import { findSummary } from './repo'

/**
 * `PUT /api/consultations/:id/read`: the caller has read up to this message. The mark only moves
 * forward (a late request of an older screen cannot move it back); `lastReadAt` is when it moved.
 * The other participants see it (read receipts).
 */
export async function markRead(
  s: Services,
  auth: AuthContext,
  id: string,
  upTo: string,
): Promise<ReadState> {
  return transaction(s.db, async (work) => {
    const { db } = work
    await consultationOf(db, auth, id, { action: 'consultations.read' })
    const seq = await seqOf(db, id, upTo, 'upTo')
    const moved = await db
      .update(consultationParticipants)
      .set({ readUpToSeq: seq, lastReadAt: s.clock.now() })
      .where(
        and(
          eq(consultationParticipants.consultationId, id),
          eq(consultationParticipants.userId, auth.userId),
          sql`${consultationParticipants.readUpToSeq} < ${seq}`,
        ),
      )
      .returning({ userId: consultationParticipants.userId })
    const [mark] = await db
      .select({
        readUpTo: consultationMessages.id,
        lastReadAt: consultationParticipants.lastReadAt,
      })
      .from(consultationParticipants)
      .leftJoin(
        consultationMessages,
        eq(consultationMessages.seq, consultationParticipants.readUpToSeq),
      )
      .where(
        and(
          eq(consultationParticipants.consultationId, id),
          eq(consultationParticipants.userId, auth.userId),
        ),
      )
    // The others' read receipts move only when the mark did.
    if (moved.length > 0 && mark?.readUpTo)
      await announceToParticipants(s, work, id, 'read', {
        messageId: mark.readUpTo,
        userId: auth.userId,
      })
    const summary = await findSummary(db, auth, id)
    // Read to the end: the notice of new messages is stale (the bell drops it; its e-mail, if
    // still waiting, is not sent).
    if (summary?.unreadCount === 0)
      await readNotificationsOf(work, s.clock.now(), {
        userId: auth.userId,
        event: MESSAGE_EVENT,
        target: { type: 'consultation', id },
      })
    return {
      readUpTo: mark?.readUpTo ?? null,
      lastReadAt: mark?.lastReadAt ? new Date(mark.lastReadAt).toISOString() : null,
      unreadCount: summary?.unreadCount ?? 0,
    }
  })
}
