import type { FastifyRequest } from 'fastify'
import { clientHeaderNames } from '@konzilium/contract/client-headers'
import type { Database } from '../db/client'
import { auditEvents } from '../db/schema'

/**
 * The one way to write an audit event. Call it in the same transaction as the change it records,
 * so a change without its audit row cannot be committed; a failed audit write fails the request
 * (security.md section 4.4: fail closed). `details` must never hold secrets or clinical free text.
 */
export type AuditEvent = {
  action: string
  outcome: 'success' | 'failure' | 'denied'
  actorUserId?: string | null
  targetType?: string
  targetId?: string
  patientId?: string
  details?: Record<string, unknown>
}

export type AuditContext = { ip: string | null; clientId: string | null; requestId: string | null }

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Where a request came from: IP (through trusted proxies only), client id, request id. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const clientId = request.headers[clientHeaderNames.clientId]
  return {
    ip: request.ip || null,
    // Only a well-formed client id is kept; anything else a caller sends is dropped.
    clientId: typeof clientId === 'string' && uuidPattern.test(clientId) ? clientId : null,
    requestId: request.id,
  }
}

export async function recordAuditEvent(
  db: Database,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    outcome: event.outcome,
    actorUserId: event.actorUserId ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    patientId: event.patientId ?? null,
    ip: context.ip,
    clientId: context.clientId,
    requestId: context.requestId,
    details: event.details ?? null,
  })
}
