import { afterEach, describe, expect, it } from 'vitest'
import { session } from '../session/session-store'
import { breakpointForWidth, breakpoints, isMobileWidth } from './breakpoints'
import { applyTheme, isDarkModeFor, startThemeSync, themeStore } from './theme-store'

const userA = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'a@example.cz',
  role: 'admin' as const,
  degreesBefore: null,
  firstName: 'A',
  lastName: 'A',
  degreesAfter: null,
  locale: null,
}
const auth = { accessToken: 't', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' }

afterEach(() => {
  session.logout()
  applyTheme()
})

describe('theme per user', () => {
  it('is light by default', () => {
    applyTheme()
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(themeStore.getTheme()).toBe('light')
  })

  it('stores dark mode per user in settings.users and switches with the session', () => {
    const stop = startThemeSync()
    themeStore.setDarkMode(true)
    expect(JSON.parse(localStorage.getItem('app.settings.users') ?? '[]')).toEqual([
      { id: 'anonymous', darkMode: true },
    ])
    expect(document.documentElement.dataset.theme).toBe('dark')

    session.login(userA, auth)
    expect(document.documentElement.dataset.theme).toBe('light')
    themeStore.setDarkMode(true)
    themeStore.setDarkMode(false)
    themeStore.setDarkMode(true)
    expect(JSON.parse(localStorage.getItem('app.settings.users') ?? '[]')).toEqual([
      { id: 'anonymous', darkMode: true },
      { id: userA.id, darkMode: true },
    ])

    session.logout()
    expect(document.documentElement.dataset.theme).toBe('dark')
    themeStore.setDarkMode(false)
    expect(isDarkModeFor(userA.id)).toBe(true)
    stop()
  })

  it('survives a logout that clears storage (settings.users is protected)', () => {
    session.login(userA, auth)
    themeStore.setDarkMode(true)
    session.logout()
    expect(isDarkModeFor(userA.id)).toBe(true)
  })

  it('ignores malformed settings', () => {
    localStorage.setItem('app.settings.users', '{"id":"anonymous"}')
    expect(isDarkModeFor('anonymous')).toBe(false)
  })
})

describe('breakpoints', () => {
  it('keep their sizes and put mobile below lg', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 })
    expect(breakpointForWidth(599)).toBe('xs')
    expect(breakpointForWidth(600)).toBe('sm')
    expect(breakpointForWidth(1279)).toBe('md')
    expect(breakpointForWidth(1280)).toBe('lg')
    expect(breakpointForWidth(3000)).toBe('xxl')
    expect(isMobileWidth(1279)).toBe(true)
    expect(isMobileWidth(1280)).toBe(false)
  })
})
