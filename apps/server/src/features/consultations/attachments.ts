import type { Readable } from 'node:stream'
import { and, eq, isNotNull, or } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { attachmentContentTypes, type Attachment } from '@konzilium/contract/consultations'
import { consultationAttachments, files } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import { attachmentDisposition, sanitizeFileName } from '../../platform/files/file-name'
import { FileNotFoundError } from '../../platform/files/file-store'
import { receiveUpload } from '../../platform/files/upload'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { consultationOf, refuseClosed } from './consultation-row'
import { auditConsultationRead } from './get-consultation'

/**
 * `POST /api/consultations/:id/attachments`: a participant uploads a file to post with a next
 * message of an open consultation. Who may is checked before a byte is stored; the bytes stream
 * into the file store (size limit 413, type by content 415, ADR 035), then its row is written; if
 * the row cannot be, the bytes go again. Until posted only its sender sees it; one never posted
 * is purged after a day.
 */
export async function uploadAttachment(
  s: Services,
  auth: AuthContext,
  id: string,
  fileName: string,
  body: Readable,
): Promise<Attachment> {
  refuseClosed(await consultationOf(s.db, auth, id, { action: 'consultations.write' }))
  const stored = await receiveUpload(s.files, body, {
    maxBytes: s.config.uploads.maxBytes,
    types: attachmentContentTypes,
  })
  const name = sanitizeFileName(fileName)
  try {
    await transaction(s.db, async ({ db }) => {
      refuseClosed(
        await consultationOf(db, auth, id, { action: 'consultations.write', lock: true }),
      )
      await db.insert(files).values({
        id: stored.id,
        ownerId: auth.userId,
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
        originalName: name,
        createdAt: s.clock.now(),
      })
      await db.insert(consultationAttachments).values({ fileId: stored.id, consultationId: id })
    })
  } catch (error) {
    await s.files.delete(stored.id)
    throw error
  }
  return { id: stored.id, fileName: name, contentType: stored.contentType, size: stored.size }
}

/**
 * `GET /api/consultations/:id/attachments/:attachmentId`: the file of a posted message (or the
 * caller's own upload not posted yet), to participants only, always as a download: the declared
 * name in an RFC 5987 header and `nosniff`, so a browser never renders it in the application's
 * origin. About a patient, it is a read of the record (audited once per view).
 */
export async function downloadAttachment(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  attachmentId: string,
  reply: FastifyReply,
): Promise<Readable> {
  const file = await transaction(s.db, async ({ db }) => {
    const consultation = await consultationOf(db, auth, id, { action: 'consultations.read' })
    const [found] = await db
      .select({
        id: files.id,
        name: files.originalName,
        contentType: files.contentType,
        size: files.size,
      })
      .from(consultationAttachments)
      .innerJoin(files, eq(files.id, consultationAttachments.fileId))
      .where(
        and(
          eq(consultationAttachments.fileId, attachmentId),
          eq(consultationAttachments.consultationId, id),
          or(isNotNull(consultationAttachments.messageId), eq(files.ownerId, auth.userId)),
        ),
      )
    if (!found) throw notFound('Attachment')
    await auditConsultationRead(db, ctx, auth, consultation)
    return found
  })
  let content: Readable
  try {
    content = await s.files.get(file.id)
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound('Attachment')
    throw error
  }
  void reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
  return content
}
