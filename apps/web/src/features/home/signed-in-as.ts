import type { Role } from '@konzilium/contract/session'
import type { MessageKey } from '../../shared/i18n/i18n-store'

/** "You are signed in as an administrator.": a whole sentence per role, so English has its article. */
export function signedInAsKey(role: Role): MessageKey {
  switch (role) {
    case 'admin':
      return 'home.signedInAs.admin'
    case 'center_doctor':
      return 'home.signedInAs.centerDoctor'
    case 'peripheral_doctor':
      return 'home.signedInAs.peripheralDoctor'
    case 'rep':
      return 'home.signedInAs.rep'
    case 'patient':
      return 'home.signedInAs.patient'
  }
}
