import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { consultationParticipants, notifications } from '../../db/schema'
import { notify } from '../notifications'
import type { ConsultationRow } from './consultation-row'

/** The catalogue key of the notification about new messages. */
export const MESSAGE_EVENT = 'consultation.message'

/**
 * Tells the other participants that a message came, without flooding them: one who still has an
 * unread notification of this consultation gets no second one until reading it (one per unread
 * burst). The parameters name the author and, only for a consultation about no patient, the
 * subject: a subject about a patient may name the patient, and notifications hold no patient data.
 * Runs in the transaction that posted the message, under its lock of the consultation.
 */
export async function notifyNewMessage(
  db: Database,
  consultation: ConsultationRow,
  author: { id: string; displayName: string },
): Promise<void> {
  const recipients = await db
    .select({ userId: consultationParticipants.userId })
    .from(consultationParticipants)
    .where(
      and(
        eq(consultationParticipants.consultationId, consultation.id),
        isNull(consultationParticipants.leftAt),
        ne(consultationParticipants.userId, author.id),
        sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${consultationParticipants.userId} and ${notifications.event} = ${MESSAGE_EVENT} and ${notifications.targetType} = 'consultation' and ${notifications.targetId} = ${consultation.id} and ${notifications.readAt} is null)`,
      ),
    )
  await notify(
    db,
    recipients.map(({ userId }) => ({
      userId,
      type: 'info' as const,
      event: MESSAGE_EVENT,
      params: {
        author: author.displayName,
        ...(consultation.patientId === null ? { subject: consultation.subject } : {}),
      },
      target: { type: 'consultation' as const, id: consultation.id },
    })),
  )
}
