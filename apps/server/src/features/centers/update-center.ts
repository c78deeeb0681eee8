import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Center, updateCenterInputSchema } from '@konzilium/contract/centers'
import { centers } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { centerExists, readCenter, sameCenterExists } from './repo'
import { centerScope } from './scope'

/** Edits of a centre: its details, and showing or hiding it. */

const detailFields = [
  'name',
  'city',
  'region',
  'specialty',
  'street',
  'postalCode',
  'phone',
  'email',
] as const

/** Admins edit any centre, a centre doctor the own one; any other centre is "not found". */
export async function updateCenter(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  input: z.output<typeof updateCenterInputSchema>,
): Promise<Center> {
  const [before] = await s.db
    .select()
    .from(centers)
    .where(and(eq(centers.id, id), centerScope(auth, 'centers.update')))
  if (!before) throw notFound('Centre')
  if (await sameCenterExists(s.db, input.name, input.city, id)) throw centerExists()
  await transaction(s.db, async (work) => {
    const [row] = await work.db
      .update(centers)
      .set({ ...input, updatedAt: s.clock.now() })
      .where(and(eq(centers.id, id), centerScope(auth, 'centers.update')))
      .returning({ id: centers.id })
    if (!row) throw notFound('Centre')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'centers.updated',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: id,
      details: { changed: detailFields.filter((field) => input[field] !== before[field]) },
    })
  })
  return readCenter(s.db, auth, id)
}

export async function toggleCenterVisibility(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<Center> {
  await transaction(s.db, async (work) => {
    const [row] = await work.db
      .update(centers)
      .set({ visible: sql`not ${centers.visible}`, updatedAt: s.clock.now() })
      .where(and(eq(centers.id, id), centerScope(auth, 'centers.manage')))
      .returning({ visible: centers.visible })
    if (!row) throw notFound('Centre')
    await recordAuditEvent(work.db, ctx.audit, {
      action: row.visible ? 'centers.shown' : 'centers.hidden',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: id,
      details: { visible: row.visible },
    })
  })
  return readCenter(s.db, auth, id)
}
