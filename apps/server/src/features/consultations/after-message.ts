import { and, eq, isNull } from 'drizzle-orm'
import type { LiveConsultationKind } from '@konzilium/contract/consultations'
import { consultationParticipants } from '../../db/schema'
import type { Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'

/**
 * Tells a consultation's participants (and `also`: people who just left) on the live channel what
 * changed, in the transaction `work` of the change: the hub delivers it only after the commit,
 * never after a rollback, on every instance. The data is ids only; each screen then reads the
 * messages, read marks or participants through the endpoints, under its own scope.
 */
export async function announceToParticipants(
  s: Pick<Services, 'live'>,
  work: Work,
  consultationId: string,
  kind: LiveConsultationKind,
  data: { messageId?: string; userId?: string } = {},
  also: readonly string[] = [],
): Promise<void> {
  const rows = await work.db
    .select({ userId: consultationParticipants.userId })
    .from(consultationParticipants)
    .where(
      and(
        eq(consultationParticipants.consultationId, consultationId),
        isNull(consultationParticipants.leftAt),
      ),
    )
  await s.live.publish(work, {
    userIds: [...rows.map((row) => row.userId), ...also],
    kind,
    data: { consultationId, ...data },
  })
}
