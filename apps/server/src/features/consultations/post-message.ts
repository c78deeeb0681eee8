import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ConsultationMessage, postMessageInputSchema } from '@konzilium/contract/consultations'
import type { Database } from '../../db/client'
import { personRefOf } from '../../db/person-name'
import {
  consultationAttachments,
  consultationMessages,
  consultationParticipants,
  files,
  users,
} from '../../db/schema'
import { personNameColumns } from '../../db/person-name'
import { AppError } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { afterMessagePosted } from './after-message'
import { consultationOf, refuseClosed, touch, type ConsultationRow } from './consultation-row'
import { notifyNewMessage } from './notify-participants'
import { messagesWhere } from './repo'

/**
 * Posts a message in a consultation the caller takes part in: with text, with files the caller
 * uploaded to it and has not posted yet, or both. A closed consultation refuses it (409).
 */
export async function postMessage(
  s: Services,
  auth: AuthContext,
  id: string,
  input: z.output<typeof postMessageInputSchema>,
): Promise<ConsultationMessage> {
  return transaction(s.db, async (work) => {
    const consultation = await consultationOf(work.db, auth, id, {
      action: 'consultations.write',
      lock: true,
    })
    refuseClosed(consultation)
    const messageId = await insertMessage(s, work, consultation, auth.userId, input)
    const [message] = await messagesWhere(work.db, eq(consultationMessages.id, messageId), 'asc', 1)
    if (!message) throw new Error('The posted message cannot be read back')
    const { seq: _seq, ...answer } = message
    return answer
  })
}

/**
 * Writes a message of `authorId` into a consultation whose row the transaction holds locked: its
 * files are attached, the author's read mark moves to it, the others are notified (once per
 * unread burst), and after the commit `afterMessagePosted` tells the live channel. The one way a
 * message is written (the first message of a new consultation too).
 */
export async function insertMessage(
  s: Services,
  work: Work,
  consultation: ConsultationRow,
  authorId: string,
  input: { text: string; attachmentIds: string[] },
): Promise<string> {
  const { db } = work
  const now = s.clock.now()
  const fileIds = [...new Set(input.attachmentIds)]
  await checkAttachable(db, consultation.id, authorId, fileIds)
  const [message] = await db
    .insert(consultationMessages)
    .values({
      consultationId: consultation.id,
      kind: 'message',
      authorId,
      text: input.text,
      createdAt: now,
    })
    .returning({ id: consultationMessages.id, seq: consultationMessages.seq })
  if (!message) throw new Error('The message was not written')
  if (fileIds.length > 0) {
    await db
      .update(consultationAttachments)
      .set({ messageId: message.id })
      .where(inArray(consultationAttachments.fileId, fileIds))
    await db.update(files).set({ attachedAt: now }).where(inArray(files.id, fileIds))
  }
  await db
    .update(consultationParticipants)
    .set({
      readUpToSeq: sql`greatest(${consultationParticipants.readUpToSeq}, ${message.seq})`,
      lastReadAt: now,
    })
    .where(
      and(
        eq(consultationParticipants.consultationId, consultation.id),
        eq(consultationParticipants.userId, authorId),
      ),
    )
  await touch(db, consultation.id, now)
  const [author] = await db
    .select(personNameColumns(users))
    .from(users)
    .where(eq(users.id, authorId))
  if (!author) throw new Error('The author of a message has no account')
  await notifyNewMessage(db, consultation, personRefOf(authorId, author))
  const participants = await db
    .select({ userId: consultationParticipants.userId })
    .from(consultationParticipants)
    .where(
      and(
        eq(consultationParticipants.consultationId, consultation.id),
        isNull(consultationParticipants.leftAt),
      ),
    )
  work.afterCommit(() => {
    afterMessagePosted(s, {
      consultationId: consultation.id,
      messageId: message.id,
      authorId,
      participantIds: participants.map((row) => row.userId),
    })
  })
  return message.id
}

/**
 * The files a message takes must be the author's own uploads to this consultation, not posted
 * yet; anything else is named at its place in the input (400) and nothing is written.
 */
async function checkAttachable(
  db: Database,
  consultationId: string,
  authorId: string,
  fileIds: string[],
): Promise<void> {
  if (fileIds.length === 0) return
  const rows = await db
    .select({ id: consultationAttachments.fileId })
    .from(consultationAttachments)
    .innerJoin(files, eq(files.id, consultationAttachments.fileId))
    .where(
      and(
        inArray(consultationAttachments.fileId, fileIds),
        eq(consultationAttachments.consultationId, consultationId),
        isNull(consultationAttachments.messageId),
        eq(files.ownerId, authorId),
      ),
    )
    .for('update')
  const found = new Set(rows.map((row) => row.id))
  const issues = fileIds.flatMap((fileId, index) =>
    found.has(fileId)
      ? []
      : [{ path: `attachmentIds.${String(index)}`, message: 'consultation.unknownAttachment' }],
  )
  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'An attachment cannot be posted', issues)
}
