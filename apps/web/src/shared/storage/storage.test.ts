import { describe, expect, it } from 'vitest'
import { protectedStorageKeys, storage } from './storage'

describe('storage', () => {
  it('prefixes every key with app. and stores JSON', () => {
    storage.set('user', { id: 'u1' })
    expect(localStorage.getItem('app.user')).toBe('{"id":"u1"}')
    expect(localStorage.getItem('user')).toBeNull()
    expect(storage.get('user')).toEqual({ id: 'u1' })
  })

  it('reads null for absent or corrupt values', () => {
    expect(storage.get('auth')).toBeNull()
    localStorage.setItem('app.auth', '{not json')
    expect(storage.get('auth')).toBeNull()
  })

  it('clear() removes app keys but keeps the protected ones and foreign keys', () => {
    for (const key of protectedStorageKeys) storage.set(key, key)
    storage.set('user', { id: 'u1' })
    storage.set('auth', { accessToken: 't' })
    storage.set('analytics.consent', 'granted')
    localStorage.setItem('other-app', 'x')

    storage.clear()

    expect(storage.get('user')).toBeNull()
    expect(storage.get('auth')).toBeNull()
    expect(storage.get('analytics.consent')).toBeNull()
    for (const key of ['devMode', 'version', 'build', 'name', 'id', 'settings', 'settings.users']) {
      expect(storage.get(key)).toBe(key)
    }
    expect(localStorage.getItem('other-app')).toBe('x')
  })

  it('notifies about changes made by another tab', () => {
    const seen: string[] = []
    const stop = storage.onExternalChange('user', () => seen.push('user'))
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.auth' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.user' }))
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.user' }))
    expect(seen).toEqual(['user'])
  })
})
