import type { Role } from '@konzilium/contract/session'
import type { ComponentType } from 'react'
import type { MessageKey } from '../i18n/i18n-store'
import {
  BriefcaseIcon,
  BuildingIcon,
  CalculatorIcon,
  ChartIcon,
  ChatIcon,
  DoctorIcon,
  HomeIcon,
  PatientIcon,
  RequestIcon,
  SettingsIcon,
  TextIcon,
  UsersIcon,
} from '../ui/icons'
import { paths } from './paths'

export interface NavigationItem {
  to: string
  label: MessageKey
  icon: ComponentType
  /** Active only on this exact path (home would otherwise match every /app page). */
  end?: boolean
}

const home: NavigationItem = {
  to: paths.app.home,
  label: 'nav.home',
  icon: HomeIcon,
  end: true,
}
const referrals: NavigationItem = {
  to: paths.app.referrals,
  label: 'nav.referrals',
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
const representatives: NavigationItem = {
  to: paths.app.representatives,
  label: 'nav.representatives',
  icon: BriefcaseIcon,
}
const users: NavigationItem = { to: paths.app.users, label: 'nav.users', icon: UsersIcon }
/** Centre doctors and reps invite doctors (ADR 007) on the add-user page. */
const inviteDoctor: NavigationItem = {
  to: paths.app.usersAdd,
  label: 'nav.inviteDoctor',
  icon: UsersIcon,
}
const centers: NavigationItem = {
  to: paths.app.centers,
  label: 'nav.centers',
  icon: BuildingIcon,
}
const audit: NavigationItem = { to: paths.app.audit, label: 'nav.audit', icon: TextIcon }
const texts: NavigationItem = { to: paths.app.texts, label: 'nav.texts', icon: TextIcon }
const statistics: NavigationItem = {
  to: paths.app.statistics,
  label: 'nav.statistics',
  icon: ChartIcon,
}
const diagnostics: NavigationItem = {
  to: paths.app.diagnostics,
  label: 'nav.diagnostics',
  icon: SettingsIcon,
}
const calculators: NavigationItem = {
  to: paths.app.calculator,
  label: 'nav.calculators',
  icon: CalculatorIcon,
}
const ownRecord: NavigationItem = {
  to: paths.app.detail,
  label: 'nav.ownRecord',
  icon: PatientIcon,
}

/**
 * The signed-in screens that exist today. A route of paths.ts whose screen shows only its title
 * and purpose (ADR 004) stays out of the navigation: a menu item promises a screen. The change
 * that builds a screen adds its path here.
 */
export const builtScreens: ReadonlySet<string> = new Set<string>([
  paths.app.home,
  paths.app.users,
  paths.app.usersAdd,
  paths.app.centers,
  paths.app.patients,
  paths.app.audit,
  paths.app.doctors,
  paths.app.representatives,
  paths.app.detail,
  paths.app.detailForm,
  paths.app.detailReadForm,
  paths.app.detailChart,
  paths.app.profile,
  paths.app.settings,
  paths.app.referrals,
  paths.app.calculator,
  paths.app.consultations,
  paths.app.texts,
  paths.app.statistics,
  paths.app.diagnostics,
])

/**
 * What each role's work needs, built or not (ADR 014). Reps never see patient pages: their
 * consultations are those without a patient. Patients take no part in consultations.
 */
function plannedFor(role: Role | undefined): NavigationItem[] {
  if (role === undefined) return [home]
  switch (role) {
    case 'admin':
      return [
        home,
        users,
        centers,
        doctors,
        representatives,
        patients,
        referrals,
        consultations,
        statistics,
        texts,
        audit,
        diagnostics,
        calculators,
      ]
    case 'center_doctor':
      return [home, referrals, patients, consultations, doctors, inviteDoctor, centers, calculators]
    case 'peripheral_doctor':
      return [home, patients, referrals, consultations, calculators]
    case 'rep':
      return [home, doctors, inviteDoctor, consultations, statistics]
    case 'patient':
      return [home, ownRecord]
  }
}

/**
 * What the drawer offers each role: the role's sections whose screen exists. The server checks
 * every permission again; the drawer only avoids offering what would be refused or is not built.
 */
export function navigationFor(role: Role | undefined): NavigationItem[] {
  return plannedFor(role).filter((item) => builtScreens.has(item.to))
}
