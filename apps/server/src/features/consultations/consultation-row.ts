import { and, eq, sql } from 'drizzle-orm'
import type { ConsultationSystemEvent } from '@konzilium/contract/consultations'
import type { Database } from '../../db/client'
import { consultationMessages, consultations } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import { consultationScope } from './scope'

export type ConsultationRow = typeof consultations.$inferSelect

/**
 * The consultation, if the caller takes part in it (else 404). `lock` takes its row for the
 * transaction: every change of a consultation (a message, a participant, the state) locks it
 * first, so changes of one consultation are serialised, its messages get their `seq` in commit
 * order, and a close cannot slip between the state check and the insert of a message.
 */
export async function consultationOf(
  db: Database,
  auth: AuthContext,
  id: string,
  options: { action: 'consultations.read' | 'consultations.write'; lock?: boolean },
): Promise<ConsultationRow> {
  const scope =
    options.action === 'consultations.write'
      ? consultationScope(auth, 'consultations.write')
      : consultationScope(auth, 'consultations.read')
  const query = db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), scope))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw notFound('Consultation')
  return row
}

/** A closed consultation takes no messages, no uploads and no other close (409). */
export function refuseClosed(row: ConsultationRow): void {
  if (row.state === 'closed')
    throw new AppError(409, 'CONFLICT', 'The consultation is closed', [
      { path: '', message: 'consultation.closed' },
    ])
}

/** Records a system message (joined, left, closed, reopened) and the activity it is. */
export async function recordSystemMessage(
  db: Database,
  event: {
    consultationId: string
    event: ConsultationSystemEvent
    actorId: string
    personId?: string
    at: Date
  },
): Promise<void> {
  await db.insert(consultationMessages).values({
    consultationId: event.consultationId,
    kind: 'system',
    authorId: event.actorId,
    text: '',
    systemEvent: event.event,
    systemPersonId: event.personId ?? null,
    createdAt: event.at,
  })
  await touch(db, event.consultationId, event.at)
}

/** The consultation's last activity moves forward (never back) to `at`. */
export async function touch(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(consultations)
    .set({
      lastActivityAt: sql`greatest(${consultations.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(consultations.id, id))
}
