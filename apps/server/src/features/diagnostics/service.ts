import { count, desc, eq } from 'drizzle-orm'
import type { ActivationLink, OutboxList } from '@konzilium/contract/diagnostics'
import { mailOutbox } from '../../db/schema'
import { conflict, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import {
  activationLinkType,
  activationUrl,
  findUserByEmail,
  issueActivationCode,
} from '../accounts'
import { pagedAnswer } from '../../platform/paged-list'

/**
 * Admin support (audited). Only hashes of codes are stored, so "the activation code" of a user is
 * always a fresh one: the previous link stops working when this one is issued.
 */
export async function issueActivationLinkFor(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  email: string,
): Promise<ActivationLink> {
  const user = await findUserByEmail(s.db, email)
  if (!user) throw notFound('User')
  if (user.activatedAt) throw conflict('This account is already activated')
  return transaction(s.db, async (work) => {
    const { code, expiresAt } = await issueActivationCode(
      work.db,
      user.id,
      s.clock.now(),
      s.config.auth.activationCodeTtlSeconds,
    )
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'diagnostics.activation-link-issued',
      outcome: 'success',
      actorUserId: admin.userId,
      targetType: 'user',
      targetId: user.id,
    })
    return {
      userId: user.id,
      email: user.email,
      code,
      activationUrl: activationUrl(s.config.publicUrl, code, activationLinkType(user)),
      expiresAt: expiresAt.toISOString(),
    }
  })
}

export async function readOutbox(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  query: { page: number; pageSize: number; to?: string | undefined },
): Promise<OutboxList> {
  const where = query.to ? eq(mailOutbox.recipient, query.to) : undefined
  const rows = await s.db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db.select({ n: count() }).from(mailOutbox).where(where)
  await recordAuditEvent(s.db, ctx.audit, {
    action: 'diagnostics.outbox-read',
    outcome: 'success',
    actorUserId: admin.userId,
    details: { page: query.page, filtered: Boolean(query.to) },
  })
  return pagedAnswer(
    query,
    rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      to: row.recipient,
      subject: row.subject,
      template: row.template,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
      text: row.textBody,
    })),
    total?.n ?? 0,
  )
}
