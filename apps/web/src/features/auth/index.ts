// The auth feature as other features see it: the profile page's password and sessions cards use
// these (ADR 010).
export { useChangePassword } from './api/passwords'
export { useEndSessions, useOwnSessions } from './api/sessions'
