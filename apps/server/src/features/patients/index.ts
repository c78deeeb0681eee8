/** What other features may use of patients: the scope condition of a caller (ADR 014). */
export { callerCenterId, patientScope } from './scope'
