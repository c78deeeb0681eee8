/** What the scheduler runs of reports: the removal of long-expired one-time report links. */
export { purgeExpiredReportLinks, reportLinksPurgeTask } from './purge'
