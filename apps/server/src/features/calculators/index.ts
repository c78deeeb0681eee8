/**
 * What other features may use of the calculators: scores sent with a record (a referral's
 * indication, an examination form) recomputed on the server from their inputs, as stored.
 */
export { recomputeScoreEntries, type ScoreEntry } from './recompute'
