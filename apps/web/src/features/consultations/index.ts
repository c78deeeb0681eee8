// The consultations feature as other features see it (ADR 009): a patient's or a referral's
// consultations with the way to start one about it.
export { RelatedConsultations } from './related-consultations'
