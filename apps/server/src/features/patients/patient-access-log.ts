import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName } from '@konzilium/contract/czech'
import type { AccessLog, accessLogQuerySchema } from '@konzilium/contract/patients'
import { auditEvents, patients, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from './scope'
import { personNameColumns } from '../../db/person-name'

const changeActions = [
  'patients.create',
  'patients.update',
  'patients.change-center-doctor',
  'patients.delete',
]

/** Who read or changed the record (audit rows with its patient id), newest first. */
export async function getAccessLog(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  query: z.output<typeof accessLogQuerySchema>,
): Promise<AccessLog> {
  return transaction(s.db, async ({ db }) => {
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.read')))
    if (!patient) throw notFound('Patient')
    const where = and(
      eq(auditEvents.patientId, id),
      query.kind === 'changes' ? inArray(auditEvents.action, changeActions) : undefined,
    )
    const rows = await db
      .select({
        id: auditEvents.id,
        occurredAt: auditEvents.occurredAt,
        action: auditEvents.action,
        actorRole: auditEvents.actorRole,
        ...personNameColumns(users),
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
    const [total] = await db.select({ n: count() }).from(auditEvents).where(where)
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.access-log',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    })
    return {
      items: rows.map((row) => ({
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        action: row.action,
        actorRole: row.actorRole as AccessLog['items'][number]['actorRole'],
        actorName:
          row.firstName && row.lastName
            ? formatPersonName({ ...row, firstName: row.firstName, lastName: row.lastName })
            : null,
      })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    }
  })
}
