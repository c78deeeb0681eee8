import { describe, expect, it } from 'vitest'
import { roles } from '@konzilium/contract/session'
import { ForbiddenPageError, roleGuard } from './guards'
import { navigationFor } from '../shared/navigation/navigation-items'
import { APP_PREFIX, paths } from '../shared/navigation/paths'
import { routeRoles } from './route-access'
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

describe('route access', () => {
  it.each(roles)('offers %s only pages that role may open', (role) => {
    for (const item of navigationFor(role)) {
      if (!item.to.startsWith(APP_PREFIX)) continue
      expect(routeRoles[item.to as keyof typeof routeRoles], item.to).toContain(role)
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
      paths.app.consultations,
    ]) {
      expect(routeRoles[path], path).not.toContain('rep')
    }
  })

  it('refuses a page to a role without access, naming the path', () => {
    signInAs('peripheral_doctor')
    const guard = roleGuard(routeRoles[paths.app.users])
    const outcome = guard(at(paths.app.users))
    const error = outcome && 'error' in outcome ? outcome.error : undefined
    expect(error).toBeInstanceOf(ForbiddenPageError)
    expect(error?.message).toBe(`Access denied: ${paths.app.users}`)
    signInAs('admin')
    expect(guard(at(paths.app.users))).toBeNull()
  })

  it('sends a signed-out visitor to / like the app guard, with the path to return to', () => {
    session.logout()
    expect(roleGuard(routeRoles[paths.app.users])(at(paths.app.users))).toEqual({
      redirect: '/?next=%2Fapp%2Fusers',
    })
  })
})
