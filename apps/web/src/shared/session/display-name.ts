import type { StoredUser } from './session-store'

/**
 * Czech convention: degrees before the name without a comma, degrees after it behind a comma
 * (`MUDr. Jana Nováková, Ph.D.`). Falls back to the e-mail for a record without names.
 */
export function displayName(user: StoredUser): string {
  const name = [user.degreesBefore, user.firstName, user.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
  if (!name) return user.email ?? user.id
  return user.degreesAfter ? `${name}, ${user.degreesAfter}` : name
}
