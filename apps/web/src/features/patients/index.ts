/**
 * What other features may use of patient records: the scoped list, the masked birth number and
 * the query keys (to refresh the records after a change elsewhere).
 */
export { patientKeys, useOwnPatientRecordId, usePatient, usePatientList } from './api'
export { maskBirthNumber } from './patients-query'
