import { lt } from 'drizzle-orm'
import { reportLinks } from '../../db/schema'
import type { Services } from '../../platform/services'
import { defineTask } from '../../platform/tasks/task'

/** Expired links are kept this long, so a late recipient still reads "expired", not "unknown". */
export const REPORT_LINK_KEEP_DAYS = 30

/**
 * Removes report links expired more than 30 days ago, used or not, with the recipient's address
 * they hold (the audit log keeps the events). No file to delete: a report is rendered at its
 * download, never stored. For the scheduler; answers how many went.
 */
export async function purgeExpiredReportLinks(s: Services): Promise<number> {
  const cutoff = new Date(s.clock.now().getTime() - REPORT_LINK_KEEP_DAYS * 86_400_000)
  const removed = await s.db
    .delete(reportLinks)
    .where(lt(reportLinks.expiresAt, cutoff))
    .returning({ id: reportLinks.id })
  return removed.length
}

/** Daily, at a quiet hour. */
export const reportLinksPurgeTask = defineTask(
  'reports.purge-links',
  { dailyAtUtc: '03:20' },
  purgeExpiredReportLinks,
)
