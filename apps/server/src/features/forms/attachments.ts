import type { Readable } from 'node:stream'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { formAttachmentContentTypes, type FormAttachment } from '@konzilium/contract/forms'
import type { Database } from '../../db/client'
import { personNameColumns, personRefOf } from '../../db/person-name'
import { files, formAttachments, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess, recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { attachmentDisposition, sanitizeFileName } from '../../platform/files/file-name'
import { FileNotFoundError } from '../../platform/files/file-store'
import { receiveUpload } from '../../platform/files/upload'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { formOf } from './repo'

/** Downloads of one file within this time count as one view for the audit (thumbnails reload). */
const VIEW_MINUTES = 30

/**
 * `POST /api/forms/:id/attachments`: a file attached to a form the caller may write. Who may is
 * checked before a byte is stored; the bytes stream into the file store (size limit 413, type by
 * content 415, ADR 035), then its rows are written, attached at once; if they cannot be, the bytes
 * go again, so a refused or failed upload leaves nothing behind. Audited.
 */
export async function uploadFormAttachment(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  fileName: string,
  body: Readable,
): Promise<FormAttachment> {
  await formOf(s.db, auth, id, 'forms.write')
  const stored = await receiveUpload(s.files, body, {
    maxBytes: s.config.uploads.maxBytes,
    types: formAttachmentContentTypes,
  })
  const name = sanitizeFileName(fileName)
  const at = s.clock.now()
  try {
    return await transaction(s.db, async ({ db }) => {
      const form = await formOf(db, auth, id, 'forms.write', { lock: true })
      await db.insert(files).values({
        id: stored.id,
        ownerId: auth.userId,
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
        originalName: name,
        createdAt: at,
        attachedAt: at,
      })
      await db.insert(formAttachments).values({ fileId: stored.id, formId: id })
      await recordClinicalAccess(db, ctx.audit, auth, {
        action: 'forms.attachment-added',
        targetType: 'form',
        targetId: id,
        patientId: form.patientId,
        details: { attachmentId: stored.id, contentType: stored.contentType, size: stored.size },
      })
      return {
        id: stored.id,
        fileName: name,
        contentType: stored.contentType,
        size: stored.size,
        uploadedAt: at.toISOString(),
        uploadedBy: await uploaderOf(db, auth.userId),
      }
    })
  } catch (error) {
    await s.files.delete(stored.id)
    throw error
  }
}

async function uploaderOf(db: Database, userId: string) {
  const [row] = await db.select(personNameColumns(users)).from(users).where(eq(users.id, userId))
  if (!row) throw notFound('User')
  return personRefOf(userId, row)
}

/** The attachment of the form that is not removed, else 404. */
function attachmentCondition(id: string, attachmentId: string) {
  return and(
    eq(formAttachments.fileId, attachmentId),
    eq(formAttachments.formId, id),
    isNull(formAttachments.deletedAt),
  )
}

/**
 * `DELETE /api/forms/:id/attachments/:attachmentId`: whoever may write the form removes a file
 * from it. The file is kept (as part of the record it was), only no longer shown. Audited.
 */
export async function deleteFormAttachment(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  attachmentId: string,
): Promise<void> {
  await transaction(s.db, async ({ db }) => {
    const form = await formOf(db, auth, id, 'forms.write', { lock: true })
    const [removed] = await db
      .update(formAttachments)
      .set({ deletedAt: s.clock.now(), deletedById: auth.userId })
      .where(attachmentCondition(id, attachmentId))
      .returning({ id: formAttachments.fileId })
    if (!removed) throw notFound('Attachment')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'forms.attachment-removed',
      targetType: 'form',
      targetId: id,
      patientId: form.patientId,
      details: { attachmentId },
    })
  })
}

/**
 * `GET /api/forms/:id/attachments/:attachmentId`: the file of a form the caller reads, always as
 * a download: the sanitized name in an RFC 5987 header and `nosniff`, so a browser never renders
 * it in the application's origin. A read of the record, audited once per view of the file.
 */
export async function downloadFormAttachment(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  attachmentId: string,
  reply: FastifyReply,
): Promise<Readable> {
  const file = await transaction(s.db, async ({ db }) => {
    const form = await formOf(db, auth, id, 'forms.read')
    const [found] = await db
      .select({
        id: files.id,
        name: files.originalName,
        contentType: files.contentType,
        size: files.size,
      })
      .from(formAttachments)
      .innerJoin(files, eq(files.id, formAttachments.fileId))
      .where(attachmentCondition(id, attachmentId))
    if (!found) throw notFound('Attachment')
    await recordClinicalAccessOncePerView(
      db,
      ctx.audit,
      auth,
      {
        action: 'forms.attachment-downloaded',
        targetType: 'form-attachment',
        targetId: attachmentId,
        patientId: form.patientId,
        details: { formId: id },
      },
      VIEW_MINUTES,
    )
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
