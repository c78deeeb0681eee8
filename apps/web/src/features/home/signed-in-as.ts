import type { Role } from '@konzilium/contract/session'
import type { MessageKey } from '../../shared/i18n/i18n-store'

/** "You are signed in as an administrator.": a whole sentence per role, so English has its article. */
export function signedInAsKey(role: Role): MessageKey {
  switch (role) {
    case 'admin':
      return 'dashboard.signedInAs.admin'
    case 'center_doctor':
      return 'dashboard.signedInAs.centerDoctor'
    case 'peripheral_doctor':
      return 'dashboard.signedInAs.peripheralDoctor'
    case 'rep':
      return 'dashboard.signedInAs.rep'
    case 'patient':
      return 'dashboard.signedInAs.patient'
  }
}
