/** What other features may use of patients: the scope condition of a caller (ADR 014). */
export { patientScope } from './scope'
/** The records of patient accounts, for the audit row of an admin's read of those accounts. */
export { recordIdsOfAccounts } from './records-of-accounts'
/** The whole patient list for an export (ADR 042): the page's scope, search, filters and order. */
export { patientsExport } from './list-patients'
/**
 * One patient's record as the detail shows it, without its referrals, if the reader's scope
 * reaches it; no audit row (the caller writes its own, in the same transaction).
 */
export { loadRecord as loadPatientRecord } from './repo'
