import { describe, expect, it } from 'vitest'
import { paths, to } from './paths'
import { loginPathFor, returnTargetIn, safeReturnTarget } from './return-target'

describe('return target after sign-in', () => {
  it('accepts paths of the app with their query', () => {
    expect(safeReturnTarget(paths.app.home)).toBe(paths.app.home)
    expect(safeReturnTarget(to.users({ role: 'rep' }))).toBe(to.users({ role: 'rep' }))
    expect(safeReturnTarget(to.user('123'))).toBe(to.user('123'))
  })

  it('accepts the export download page, which needs sign-in', () => {
    expect(safeReturnTarget('/export?job=5b1f')).toBe('/export?job=5b1f')
    expect(safeReturnTarget('/exports')).toBeNull()
  })

  it('drops the fragment', () => {
    expect(safeReturnTarget(to.profile('two-factor'))).toBe(paths.app.profile)
  })

  it('refuses other origins and every way of spelling one', () => {
    for (const value of [
      'https://evil.example/app',
      '//evil.example/app',
      '/\\evil.example/app',
      '\\\\evil.example/app',
      'javascript:alert(1)',
      ' /app',
      '/app\n',
      '/app\t/users',
    ])
      expect(safeReturnTarget(value), value).toBeNull()
  })

  it('refuses public pages and look-alikes of /app', () => {
    for (const value of [
      '/',
      '/login',
      '/application',
      '/apps/x',
      paths.calculator,
      `${paths.app.home}/../login`,
    ])
      expect(safeReturnTarget(value), value).toBeNull()
  })

  it('refuses what is not a short string', () => {
    expect(safeReturnTarget(undefined)).toBeNull()
    expect(safeReturnTarget(42)).toBeNull()
    expect(safeReturnTarget('')).toBeNull()
    expect(safeReturnTarget(to.users({ sort: 'x'.repeat(2000) }))).toBeNull()
  })

  it('round-trips through the sign-in address', () => {
    const login = loginPathFor(paths.login, to.users({ role: 'rep', page: 2 }))
    expect(login).toBe('/login?next=%2Fapp%2Fusers%3Frole%3Drep%26page%3D2')
    expect(returnTargetIn(new URL(login, 'http://x').search)).toBe(
      to.users({ role: 'rep', page: 2 }),
    )
    expect(loginPathFor('/login', 'https://evil.example')).toBe('/login')
    expect(returnTargetIn('?next=%2F%2Fevil.example')).toBeNull()
  })
})
