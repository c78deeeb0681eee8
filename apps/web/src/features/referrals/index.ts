// The referrals feature as other features see it (ADR 009): the state and urgency chips, one
// referral, and the patient picker (a consultation or an examination about a patient uses it too).
export { StateChip, UrgencyChip } from './referral-chips'
export { useReferral } from './api'
export { ChosenPatient, PatientPicker } from './patient-picker'
