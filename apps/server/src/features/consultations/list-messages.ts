import { and, eq, gt, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { listMessagesQuerySchema, MessageWindow } from '@konzilium/contract/consultations'
import type { Database } from '../../db/client'
import { consultationMessages } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { consultationOf } from './consultation-row'
import { auditConsultationRead } from './get-consultation'
import { messagesWhere } from './repo'

/** The `seq` of a message of this consultation, or a field error on the parameter that named it. */
export async function seqOf(
  db: Database,
  consultationId: string,
  messageId: string,
  path: string,
): Promise<number> {
  const [row] = await db
    .select({ seq: consultationMessages.seq })
    .from(consultationMessages)
    .where(
      and(
        eq(consultationMessages.id, messageId),
        eq(consultationMessages.consultationId, consultationId),
      ),
    )
  if (!row)
    throw new AppError(400, 'VALIDATION_FAILED', 'No such message in this consultation', [
      { path, message: 'consultation.unknownMessage' },
    ])
  return row.seq
}

/**
 * `GET /api/consultations/:id/messages`: a window of `limit` messages, oldest first. Without a
 * cursor the newest; `before` the ones just older than that message, `after` the ones just newer.
 * Pages follow the global `seq`, never a time, so paging both ways while others post gives every
 * message exactly once, in one order.
 */
export async function listMessages(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  query: z.output<typeof listMessagesQuerySchema>,
): Promise<MessageWindow> {
  return transaction(s.db, async ({ db }) => {
    const consultation = await consultationOf(db, auth, id, { action: 'consultations.read' })
    const inConsultation = eq(consultationMessages.consultationId, id)
    let where: SQL | undefined = inConsultation
    let order: 'asc' | 'desc' = 'desc'
    if (query.after !== undefined) {
      where = and(
        inConsultation,
        gt(consultationMessages.seq, await seqOf(db, id, query.after, 'after')),
      )
      order = 'asc'
    } else if (query.before !== undefined) {
      where = and(
        inConsultation,
        lt(consultationMessages.seq, await seqOf(db, id, query.before, 'before')),
      )
    }
    // One more than asked tells whether the window ends before the list does.
    const rows = await messagesWhere(db, where ?? inConsultation, order, query.limit + 1)
    const more = rows.length > query.limit
    const window = rows.slice(0, query.limit).map(({ seq: _seq, ...message }) => message)
    if (order === 'desc') window.reverse()
    await auditConsultationRead(db, ctx, auth, consultation)
    return {
      items: window,
      hasBefore: order === 'desc' ? more : true,
      hasAfter: order === 'asc' ? more : query.before !== undefined,
    }
  })
}
