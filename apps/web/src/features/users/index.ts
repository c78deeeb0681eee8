// The users feature as other features see it: the own profile and the user picker (ADR 010). The
// query keys of user records are in shared/users, for features whose mutations change a user.
export { useOwnProfile, useUpdateOwnProfile, useUserPicker } from './api'
