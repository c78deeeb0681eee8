/**
 * What other features may use of forms (ADR 039): a questionnaire's answers stored as a
 * patient-reported form inside the caller's transaction, and a patient's saved scores over time
 * with the treatment periods the forms record (the chart's series).
 */
export {
  createPatientReportedForm,
  type PatientReportedFormInput,
  type PatientReportedScore,
} from './patient-reported'
export {
  readScoreHistory,
  type ScoreHistory,
  type ScoreHistoryQuery,
  type ScorePoint,
  type TreatmentPeriod,
} from './score-history'
/** A form written as the app writes one (scores recomputed), for the demo seed. */
export { storeForm } from './store-form'
