import { and, isNull, lt, or, isNotNull } from 'drizzle-orm'
import { evaluationLinks } from '../../db/schema'
import type { Services } from '../../platform/services'
import { defineTask } from '../../platform/tasks/task'

/** How long a link that ended unanswered stays listed with its state before it is purged. */
export const EVALUATION_LINK_KEEP_DAYS = 90

/**
 * Deletes the links that ended unanswered (expired or revoked) more than 90 days ago; a used link
 * stays, as the record of how its form arrived. Answers how many were deleted. Run daily by the
 * scheduler (`evaluationLinksPurgeTask`).
 */
export async function purgeExpiredEvaluationLinks(
  s: Pick<Services, 'db' | 'clock'>,
): Promise<number> {
  const before = new Date(s.clock.now().getTime() - EVALUATION_LINK_KEEP_DAYS * 24 * 3600 * 1000)
  const deleted = await s.db
    .delete(evaluationLinks)
    .where(
      and(
        isNull(evaluationLinks.usedAt),
        or(
          lt(evaluationLinks.expiresAt, before),
          and(isNotNull(evaluationLinks.revokedAt), lt(evaluationLinks.revokedAt, before)),
        ),
      ),
    )
    .returning({ id: evaluationLinks.id })
  return deleted.length
}

/** Daily, at a quiet hour. */
export const evaluationLinksPurgeTask = defineTask(
  'evaluation.purge-links',
  { dailyAtUtc: '03:10' },
  purgeExpiredEvaluationLinks,
)
