import type { Role } from '@konzilium/contract/session'
import type { ComponentType } from 'react'
import type { MessageKey } from '../../shared/i18n/i18n-store'
import {
  BriefcaseIcon,
  CalculatorIcon,
  ChatIcon,
  DoctorIcon,
  HomeIcon,
  PatientIcon,
  RequestIcon,
  TextIcon,
  UsersIcon,
} from '../../shared/ui/icons'
import { paths } from '../paths'

export interface NavigationItem {
  to: string
  label: MessageKey
  icon: ComponentType
  /** Active only on this exact path (the dashboard would otherwise match every /app page). */
  end?: boolean
}

const home: NavigationItem = {
  to: paths.app.home,
  label: 'nav.dashboard',
  icon: HomeIcon,
  end: true,
}
const requests: NavigationItem = {
  to: paths.app.requests,
  label: 'nav.requests',
  icon: RequestIcon,
}
const patients: NavigationItem = {
  to: paths.app.patients,
  label: 'nav.patients',
  icon: PatientIcon,
}
const consultations: NavigationItem = {
  to: paths.app.consultations,
  label: 'nav.consultations',
  icon: ChatIcon,
}
const doctors: NavigationItem = { to: paths.app.doctors, label: 'nav.doctors', icon: DoctorIcon }
const representants: NavigationItem = {
  to: paths.app.representants,
  label: 'nav.representants',
  icon: BriefcaseIcon,
}
const users: NavigationItem = { to: paths.app.users, label: 'nav.users', icon: UsersIcon }
/** Centre doctors and reps invite doctors (DESIGN.md section 3) on the add-user page. */
const inviteDoctor: NavigationItem = {
  to: paths.app.usersAdd,
  label: 'nav.inviteDoctor',
  icon: UsersIcon,
}
const texts: NavigationItem = { to: paths.app.texts, label: 'nav.texts', icon: TextIcon }
const calculators: NavigationItem = {
  to: paths.calculator,
  label: 'nav.calculators',
  icon: CalculatorIcon,
}
const ownRecord: NavigationItem = {
  to: paths.app.detail,
  label: 'nav.ownRecord',
  icon: PatientIcon,
}

/**
 * What the drawer offers each role (DESIGN.md section 3). The server checks every permission again; the
 * drawer only avoids offering what would be refused. Reps never see patient pages.
 */
export function navigationFor(role: Role | undefined): NavigationItem[] {
  if (role === undefined) return [home]
  switch (role) {
    case 'admin':
      return [home, users, doctors, representants, patients, requests, consultations, texts]
    case 'center_doctor':
      return [home, requests, patients, consultations, doctors, inviteDoctor, calculators]
    case 'peripheral_doctor':
      return [home, patients, requests, consultations, calculators]
    case 'rep':
      return [home, doctors, inviteDoctor]
    case 'patient':
      return [home, ownRecord, consultations]
  }
}
