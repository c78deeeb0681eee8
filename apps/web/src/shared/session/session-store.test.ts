import type { SessionUser } from '@konzilium/contract/session'
import { describe, expect, it, vi } from 'vitest'
import { session } from './session-store'

const user: SessionUser = {
  id: '0b7f3f2e-9d1c-4c41-9a53-2f2d8c1e6a10',
  email: 'jana.novakova@example.cz',
  role: 'peripheral_doctor',
  degreesBefore: 'MUDr.',
  firstName: 'Jana',
  lastName: 'Nováková',
  degreesAfter: null,
  locale: 'cs',
}
const auth = { accessToken: 'token-1', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' }

describe('session', () => {
  it('login stores user and auth under app. keys and signs in', () => {
    const listener = vi.fn()
    const stop = session.subscribe(listener)
    session.login(user, auth)
    stop()
    expect(JSON.parse(localStorage.getItem('app.user') ?? 'null')).toEqual(user)
    expect(JSON.parse(localStorage.getItem('app.auth') ?? 'null')).toEqual(auth)
    expect(session.isSignedIn()).toBe(true)
    expect(session.getUser()?.id).toBe(user.id)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('a token update replaces only the auth data', () => {
    session.login(user, auth)
    const renewed = { accessToken: 'token-2', accessTokenExpiresAt: '2031-01-01T00:00:00.000Z' }
    session.updateToken(renewed)
    expect(session.getAuth()).toEqual(renewed)
    expect(session.getUser()?.email).toBe(user.email)
  })

  it('logout clears user and auth and signs out', () => {
    session.login(user, auth)
    localStorage.setItem('app.settings.users', '[]')
    session.logout()
    expect(localStorage.getItem('app.user')).toBeNull()
    expect(localStorage.getItem('app.auth')).toBeNull()
    expect(localStorage.getItem('app.settings.users')).toBe('[]')
    expect(session.isSignedIn()).toBe(false)
  })

  it('a user record written by another tab signs this tab in', () => {
    session.logout()
    localStorage.setItem('app.user', JSON.stringify({ id: 'other-tab' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.user' }))
    expect(session.getUser()?.id).toBe('other-tab')
  })

  it('ignores a stored record without an id', () => {
    localStorage.setItem('app.user', JSON.stringify({ email: 'x@example.cz' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.user' }))
    expect(session.isSignedIn()).toBe(false)
  })
})
