import type { Role } from '@konzilium/contract/session'
import type { MessageKey } from '../i18n/i18n-store'

/** The catalogue key naming a role in the interface. */
export function roleLabel(role: Role): MessageKey {
  switch (role) {
    case 'admin':
      return 'role.admin'
    case 'center_doctor':
      return 'role.centerDoctor'
    case 'peripheral_doctor':
      return 'role.peripheralDoctor'
    case 'rep':
      return 'role.rep'
    case 'patient':
      return 'role.patient'
  }
}
