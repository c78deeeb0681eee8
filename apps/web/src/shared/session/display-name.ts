import { formatPersonName } from '@konzilium/contract/czech'
import type { StoredUser } from './session-store'

/**
 * Czech convention: degrees before the name without a comma, degrees after it behind a comma
 * (`MUDr. Jana Nováková, Ph.D.`). Falls back to the e-mail for a record without names.
 */
export function displayName(user: StoredUser): string {
  const name = formatPersonName({
    degreesBefore: user.degreesBefore,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    degreesAfter: user.degreesAfter,
  })
  return name || (user.email ?? user.id)
}
