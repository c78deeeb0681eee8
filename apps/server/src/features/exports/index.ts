/**
 * The exports feature as the rest of the server sees it: its background work, for the scheduler of
 * background tasks (purge the files of expired jobs; run jobs left queued by a stopped instance).
 */
export { purgeExpiredExports, runQueuedExports } from './jobs'
