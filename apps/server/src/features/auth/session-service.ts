import { and, eq, isNull, or } from 'drizzle-orm'
import type { AuthTokens, SessionList } from '@konzilium/contract/session'
import { sessions } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'

/** Renewal, sign-out and the caller's own session list (ADR 006). */

export async function renewToken(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
): Promise<AuthTokens> {
  // The previous token of a renewed session may finish requests in flight, never renew again.
  if (auth.previousToken) throw new AppError(401, 'UNAUTHORIZED', 'This token was already renewed')
  const issued = await transaction(s.db, async (work) => {
    const renewed = await s.sessions.renew(work, auth)
    if (!renewed) return null
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.token-renewed',
      outcome: 'success',
      actorUserId: auth.userId,
      targetType: 'session',
      targetId: auth.sessionId,
    })
    return renewed
  })
  if (!issued) throw new AppError(401, 'UNAUTHORIZED', 'This token was already renewed')
  return { accessToken: issued.token, accessTokenExpiresAt: issued.expiresAt.toISOString() }
}

/** Ends the session of the token (also an expired one), and with `everywhere` all of the user's. */
export async function signOut(
  s: Services,
  ctx: RequestContext,
  token: string | null,
  everywhere: boolean,
): Promise<void> {
  if (!token) return
  const tokenHash = sha256(token)
  const [session] = await s.db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.tokenHash, tokenHash), eq(sessions.previousTokenHash, tokenHash)),
        isNull(sessions.revokedAt),
      ),
    )
  if (!session) return
  await transaction(s.db, async (work) => {
    const ended = everywhere
      ? await s.sessions.revokeUserSessions(work, session.userId, 'sign_out_everywhere')
      : Number(await s.sessions.revokeSession(work, session.id, 'sign_out'))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.signed-out',
      outcome: 'success',
      actorUserId: session.userId,
      targetType: 'session',
      targetId: session.id,
      details: { everywhere, ended },
    })
  })
}

export async function listOwnSessions(s: Services, auth: AuthContext): Promise<SessionList> {
  const rows = await s.sessions.listActive(s.db, auth.userId)
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      absoluteExpiresAt: row.absoluteExpiresAt.toISOString(),
      clientId: row.clientId,
      userAgent: row.userAgent,
      ip: row.ip,
      current: row.id === auth.sessionId,
    })),
  }
}

/** Ends one of the caller's sessions; another user's session is answered as not found. */
export async function endOwnSession(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  sessionId: string,
): Promise<void> {
  const [session] = await s.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)),
    )
  if (!session) throw notFound('Session')
  await transaction(s.db, async (work) => {
    await s.sessions.revokeSession(work, sessionId, 'ended_by_user')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.session-ended',
      outcome: 'success',
      actorUserId: auth.userId,
      targetType: 'session',
      targetId: sessionId,
    })
  })
}

/** Ends every session of the caller except the current one. */
export async function endOtherSessions(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
): Promise<number> {
  return transaction(s.db, async (work) => {
    const ended = await s.sessions.revokeUserSessions(
      work,
      auth.userId,
      'ended_by_user',
      auth.sessionId,
    )
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.other-sessions-ended',
      outcome: 'success',
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: auth.userId,
      details: { ended },
    })
    return ended
  })
}
