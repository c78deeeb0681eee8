import type { z } from 'zod'
import type { Center, createCenterInputSchema } from '@konzilium/contract/centers'
import { centers } from '../../db/schema'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { centerExists, readCenter, sameCenterExists } from './repo'

/** A new centre (admins; one at a time or per row of a batch, batch.ts), audited. */
export async function createCenter(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: z.output<typeof createCenterInputSchema>,
): Promise<Center> {
  if (await sameCenterExists(s.db, input.name, input.city)) throw centerExists()
  const now = s.clock.now()
  const id = await transaction(s.db, async (work) => {
    const [row] = await work.db
      .insert(centers)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: centers.id })
    if (!row) throw new Error('centre not created')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'centers.created',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: row.id,
      details: { region: input.region, specialty: input.specialty, visible: input.visible },
    })
    return row.id
  })
  return readCenter(s.db, auth, id)
}
