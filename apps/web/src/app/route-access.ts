import type { Role } from '@konzilium/contract/session'
import { paths } from '../shared/navigation/paths'

const everyone: readonly Role[] = ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient']
const clinicians: readonly Role[] = ['admin', 'center_doctor', 'peripheral_doctor']

/**
 * Which roles may open each signed-in page (ADR 014). The server checks every call
 * again, per object; this only spares a user a page whose every call would be refused, and keeps
 * reps away from patient pages altogether.
 */
export const routeRoles: Record<(typeof paths.app)[keyof typeof paths.app], readonly Role[]> = {
  [paths.app.home]: everyone,
  [paths.app.profile]: everyone,
  [paths.app.settings]: everyone,
  [paths.app.consultations]: ['admin', 'center_doctor', 'peripheral_doctor', 'patient'],
  [paths.app.consultation]: ['admin', 'center_doctor', 'peripheral_doctor', 'patient'],
  [paths.app.detail]: [...clinicians, 'patient'],
  [paths.app.detailChart]: [...clinicians, 'patient'],
  [paths.app.detailReadForm]: [...clinicians, 'patient'],
  [paths.app.detailForm]: clinicians,
  [paths.app.patients]: clinicians,
  [paths.app.referrals]: clinicians,
  [paths.app.doctors]: ['admin', 'center_doctor', 'rep'],
  [paths.app.usersAdd]: ['admin', 'center_doctor', 'rep'],
  [paths.app.representatives]: ['admin'],
  [paths.app.texts]: ['admin'],
  [paths.app.users]: ['admin'],
  // ADR 015: admins manage centres, centre doctors edit their own.
  [paths.app.centers]: ['admin', 'center_doctor'],
  [paths.app.audit]: ['admin'],
  [paths.app.user]: ['admin'],
}
