// The forms feature as other features see it (ADR 009): a patient's examinations on the record.
export { PatientExaminations } from './patient-examinations'
