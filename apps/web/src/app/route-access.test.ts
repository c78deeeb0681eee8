import { describe, expect, it } from 'vitest'
import { roles } from '@konzilium/contract/session'
import type { RouteObject } from 'react-router'
import type { Role } from '@konzilium/contract/session'
import { ForbiddenPageError, type Guard } from './guards'
import { navigationFor } from '../shared/navigation/navigation-items'
import { APP_PREFIX, paths } from '../shared/navigation/paths'
import type { RouteHandle } from './route-table'
import { routes } from './routes'
import { session } from '../shared/session/session-store'

const signInAs = (role: (typeof roles)[number]) => {
  session.login(
    {
      id: '0b7f2f4e-1c1d-4c55-9d61-5f2f3c4b5a61',
      email: 'someone@example.test',
      role,
      degreesBefore: null,
      firstName: 'Test',
      lastName: 'Person',
      degreesAfter: null,
      locale: 'cs',
    },
    { accessToken: 'token', accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString() },
  )
}

const at = (path: string) => ({ pathname: path, search: '' })

const everyone: readonly Role[] = ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient']
const clinicians: readonly Role[] = ['admin', 'center_doctor', 'peripheral_doctor']

/** Which roles may open each signed-in page: what the endpoints each page needs allow. */
const routeRoles: Record<(typeof paths.app)[keyof typeof paths.app], readonly Role[]> = {
  [paths.app.home]: everyone,
  [paths.app.profile]: everyone,
  [paths.app.calculator]: everyone,
  [paths.app.calculatorDermatology]: everyone,
  [paths.app.calculatorRheumatology]: everyone,
  [paths.app.settings]: everyone,
  // Patients take no part in consultations; representatives only in those without a patient.
  [paths.app.consultations]: ['admin', 'center_doctor', 'peripheral_doctor', 'rep'],
  [paths.app.consultation]: ['admin', 'center_doctor', 'peripheral_doctor', 'rep'],
  [paths.app.detail]: [...clinicians, 'patient'],
  [paths.app.detailChart]: [...clinicians, 'patient'],
  [paths.app.detailReadForm]: [...clinicians, 'patient'],
  [paths.app.detailForm]: clinicians,
  [paths.app.patients]: clinicians,
  [paths.app.referrals]: clinicians,
  [paths.app.doctors]: ['admin', 'center_doctor', 'rep'],
  [paths.app.usersAdd]: ['admin', 'center_doctor', 'rep'],
  [paths.app.representatives]: ['admin'],
  [paths.app.statistics]: ['admin', 'rep'],
  [paths.app.texts]: ['admin'],
  [paths.app.users]: ['admin'],
  [paths.app.centers]: ['admin', 'center_doctor'],
  [paths.app.audit]: ['admin'],
  [paths.app.diagnostics]: ['admin'],
  [paths.app.user]: ['admin'],
}

/** The guard the route table gives each signed-in path (the index page: the layout's). */
function guardsOf(list: RouteObject[], found = new Map<string, Guard | undefined>()) {
  for (const route of list) {
    const guard = (route.handle as RouteHandle | undefined)?.guard
    if (route.index) found.set(paths.app.home, undefined)
    else if (route.path?.startsWith(paths.app.home + '/')) found.set(route.path, guard)
    if (route.children) guardsOf(route.children, found)
  }
  return found
}
const guards = guardsOf(routes)

/** The roles the route table lets open a path (a page without a guard of its own: everyone). */
function rolesOpening(path: string): Role[] {
  const guard = guards.get(path)
  return roles.filter((role) => {
    signInAs(role)
    return guard === undefined || guard(at(path)) === null
  })
}

describe('route access', () => {
  it('opens each signed-in page to the roles its endpoints allow, as before', () => {
    expect([...guards.keys()].sort()).toEqual(Object.keys(routeRoles).sort())
    for (const [path, allowed] of Object.entries(routeRoles)) {
      expect(rolesOpening(path), path).toEqual(roles.filter((role) => allowed.includes(role)))
    }
  })

  it.each(roles)('offers %s only pages that role may open', (role) => {
    for (const item of navigationFor(role)) {
      if (!item.to.startsWith(APP_PREFIX)) continue
      expect(rolesOpening(item.to), item.to).toContain(role)
    }
  })

  it('keeps representatives away from every patient page', () => {
    for (const path of [
      paths.app.patients,
      paths.app.detail,
      paths.app.detailChart,
      paths.app.detailForm,
      paths.app.detailReadForm,
      paths.app.referrals,
    ]) {
      expect(rolesOpening(path), path).not.toContain('rep')
    }
  })

  it('refuses a page to a role without access, naming the path', () => {
    signInAs('peripheral_doctor')
    const guard = guards.get(paths.app.users)
    if (!guard) throw new Error('the users page has no guard')
    const outcome = guard(at(paths.app.users))
    const error = outcome && 'error' in outcome ? outcome.error : undefined
    expect(error).toBeInstanceOf(ForbiddenPageError)
    expect(error?.message).toBe(`Access denied: ${paths.app.users}`)
    signInAs('admin')
    expect(guard(at(paths.app.users))).toBeNull()
  })

  it('sends a signed-out visitor to / like the app guard, with the path to return to', () => {
    session.logout()
    expect(guards.get(paths.app.users)?.(at(paths.app.users))).toEqual({
      redirect: '/?next=%2Fapp%2Fusers',
    })
  })
})
