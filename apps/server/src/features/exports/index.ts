/**
 * The exports feature as the rest of the server sees it: its background work, for the scheduler of
 * background tasks (purge the files of expired jobs; run jobs left queued by a stopped instance),
 * and a patient summary or a referral as PDF, read under a reader's scopes (the one-time report
 * links render it for the doctor who sent the link).
 */
export { exportTasks, purgeExpiredExports, runQueuedExports } from './jobs'
export {
  clientPageDocument,
  clientPagePatient,
  type ClientPageDocument,
  type Reader,
} from './client-page'
