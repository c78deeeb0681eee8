/** What other features may use of patient records: the scoped list and the masked birth number. */
export { usePatient, usePatientList } from './api'
export { maskBirthNumber } from './patients-query'
