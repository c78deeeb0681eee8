/** What other features may use of doctors: the scope of peripheral doctors and their state (ADR 014). */
export { peripheralDoctorScope } from './peripheral-doctors'
export { lastInvitationSentAt, statusCondition, statusOf } from './shared'
