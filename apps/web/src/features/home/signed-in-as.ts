import type { Role } from '@konzilium/contract/session'
import type { HomeMessageKey } from './home-messages'

/** "You are signed in as an administrator.": a whole sentence per role, so English has its article. */
export function signedInAsKey(role: Role): HomeMessageKey {
  switch (role) {
    case 'admin':
      return 'signedInAs.admin'
    case 'center_doctor':
      return 'signedInAs.centerDoctor'
    case 'peripheral_doctor':
      return 'signedInAs.peripheralDoctor'
    case 'rep':
      return 'signedInAs.rep'
    case 'patient':
      return 'signedInAs.patient'
  }
}
