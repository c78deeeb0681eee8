import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths, to } from '../shared/navigation/paths'
import { routes } from './routes'

/** The pattern of the deepest route the router serves at `address` (not the 404 catch-all). */
function servedPattern(address: string): string | undefined {
  const { pathname } = new URL(address, 'https://konzilium.invalid')
  const matches = matchRoutes(routes, pathname) ?? []
  const route: RouteObject | undefined = matches.at(-1)?.route
  if (!route || route.path === '*') return undefined
  // An index route is served at the address of the nearest route above it that has one.
  return route.index ? matches.findLast((match) => match.route.path)?.route.path : route.path
}

const id = '22222222-2222-4222-8222-222222222222'

describe('route table and router', () => {
  it('serves every route of the table under its own pattern', () => {
    const patterns = [
      ...Object.values(paths).filter((path) => typeof path === 'string'),
      ...Object.values(paths.app),
    ]
    for (const pattern of patterns)
      expect(servedPattern(pattern.replace(':id', id)), pattern).toBe(pattern)
  })

  it('serves every address the builder writes', () => {
    const built: [string, string][] = [
      [to.referrals({ state: 'pending' }), paths.app.referrals],
      [to.referral(id), paths.app.referrals],
      [to.newReferral(id), paths.app.referrals],
      [to.patients({ page: 2 }), paths.app.patients],
      [to.patient(id), paths.app.detail],
      [to.doctors({ tab: 'peripheral' }), paths.app.doctors],
      [to.representatives({ rep: id }), paths.app.representatives],
      [to.users({ role: 'rep' }), paths.app.users],
      [to.user(id), paths.app.user],
      [to.centers({ q: 'Brno' }), paths.app.centers],
      [to.audit({ patient: id }), paths.app.audit],
      [to.consultation(id), paths.app.consultation],
      [to.profile('two-factor'), paths.app.profile],
      [to.activateAccount({ code: 'c' }), paths.activateAccount],
      [to.bootstrap({ code: 'c' }), paths.bootstrap],
    ]
    for (const [address, pattern] of built) expect(servedPattern(address), address).toBe(pattern)
  })
})
