// The users feature as other features see it: the query keys of user records (for features whose
// mutations change a user) and the own profile (ADR 010).
export { userKeys, useOwnProfile, useUpdateOwnProfile, useUserPicker } from './api'
