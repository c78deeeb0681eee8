/** What the scheduler runs of reports: the removal of long-expired one-time report links. */
export { purgeExpiredReportLinks } from './purge'
