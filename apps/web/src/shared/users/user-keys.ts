/**
 * Query keys of the user records: every cached view of a user sits under `['users']`. The users
 * feature reads and changes these records; other features whose mutations change a user (an
 * invitation sent or resent, a second factor reset) invalidate through the same keys, so they live
 * below all features instead of in the users feature, which uses those features' forms and buttons.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  me: ['users', 'me'] as const,
}
