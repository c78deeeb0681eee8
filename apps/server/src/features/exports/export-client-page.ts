import type { FastifyReply } from 'fastify'
import type { ClientPageInput } from '@konzilium/contract/exports/client-page'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { attachmentDisposition } from '../../platform/files/file-name'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { clientPageDocument } from './client-page'

/**
 * `POST /api/exports/client-page`: the caller's patient summary or referral as PDF, in the
 * requested language (the caller's by default). Read and audited in one transaction: no document
 * leaves without its audit row (`exports.pdf-created`, tied to the patient's access history).
 */
export async function exportClientPage(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: ClientPageInput,
  reply: FastifyReply,
): Promise<Buffer> {
  const language = input.language ?? ctx.locale
  const document = await transaction(s.db, async ({ db }) => {
    const made = await clientPageDocument(db, auth, input, language, s.clock.now())
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'exports.pdf-created',
      targetType: input.kind,
      targetId: input.id,
      patientId: made.patientId,
      details: { kind: input.kind, language },
    })
    return made
  })
  void reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(document.pdf.length))
    .header('content-disposition', attachmentDisposition(document.fileName))
    .header('x-content-type-options', 'nosniff')
  return document.pdf
}
