// The two-factor feature as other features see it: the profile's card and status, the admin's
// reset of a user's second factor (ADR 010).
export { useResetTwoFactor, useTwoFactorStatus } from './api'
export { TwoFactorCard } from './two-factor-card'
