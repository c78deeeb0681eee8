import { describe, expect, it } from 'vitest'
import { APP_PREFIX, paths, to } from './paths'

describe('route table', () => {
  it('keeps the published addresses under the feature names', () => {
    expect(paths.app.home).toBe('/app')
    expect(paths.app.referrals).toBe('/app/requests')
    expect(paths.app.representatives).toBe('/app/representants')
    expect(paths.app.detail).toBe('/app/detail')
    expect(paths.app.user).toBe('/app/users/:id')
    expect(paths.app.consultation).toBe('/app/consultations/:id')
    expect(paths.login).toBe('/login')
    expect(paths.registerPeripheral).toBe('/register/peripheral')
  })

  it('puts every signed-in page under the app prefix, each at its own address', () => {
    const app = Object.values(paths.app)
    for (const path of app)
      expect(path === APP_PREFIX || path.startsWith(`${APP_PREFIX}/`)).toBe(true)
    const all = [...app, ...Object.values(paths).filter((p) => typeof p === 'string')]
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('path builder', () => {
  const id = '22222222-2222-4222-8222-222222222222'

  it('fills an id into the route and encodes it', () => {
    expect(to.user(id)).toBe(`/app/users/${id}`)
    expect(to.consultation(id)).toBe(`/app/consultations/${id}`)
    expect(to.user('a/b?c#d e')).toBe('/app/users/a%2Fb%3Fc%23d%20e')
  })

  it('carries a record id in the query of the page that shows it', () => {
    expect(to.referral(id)).toBe(`/app/requests?referral=${id}`)
    expect(to.patient(id)).toBe(`/app/detail?patient=${id}`)
    expect(to.patient('a&b=c')).toBe('/app/detail?patient=a%26b%3Dc')
    expect(new URLSearchParams(to.patient('a&b=c').split('?')[1]).get('patient')).toBe('a&b=c')
  })

  it('opens the new-referral form, for a patient when given', () => {
    expect(to.newReferral()).toBe('/app/requests?new=1')
    expect(to.newReferral(id)).toBe(`/app/requests?new=1&patient=${id}`)
  })

  it('writes a list query in the order the page reads it and leaves empty values out', () => {
    expect(to.doctors({ doctor: id, tab: 'peripheral' })).toBe(
      `/app/doctors?tab=peripheral&doctor=${id}`,
    )
    expect(to.users({ page: 2, role: 'rep', status: null, sort: undefined })).toBe(
      '/app/users?role=rep&page=2',
    )
    expect(to.centers({ q: 'Brno sever', visible: '' })).toBe('/app/centers?q=Brno+sever')
    expect(to.referrals({ state: 'cancelled' })).toBe('/app/requests?state=cancelled')
    expect(to.representatives({ rep: id })).toBe(`/app/representants?rep=${id}`)
    expect(to.audit({ patient: id, from: '2026-01-01' })).toBe(
      `/app/audit?patient=${id}&from=2026-01-01`,
    )
    expect(to.patients({ sort: '-birthDate', page: 3 })).toBe(
      '/app/patients?sort=-birthDate&page=3',
    )
  })

  it('gives the plain address without a query', () => {
    expect(to.users()).toBe(paths.app.users)
    expect(to.doctors({})).toBe(paths.app.doctors)
    expect(to.profile()).toBe(paths.app.profile)
  })

  it('opens the profile at its two-factor section', () => {
    expect(to.profile('two-factor')).toBe('/app/profile#two-factor')
  })

  it('builds the public pages that read a code from their address', () => {
    expect(to.activateAccount({ code: 'abc', type: 'rep' })).toBe(
      '/activate-account?type=rep&code=abc',
    )
    expect(to.bootstrap({ code: 'x y' })).toBe('/bootstrap?code=x+y')
  })

  it('accepts only the query names a page reads', () => {
    // @ts-expect-error: the users list has no search field in its address
    expect(to.users({ q: 'x' })).toBe(paths.app.users)
  })
})
