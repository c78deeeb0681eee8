import { describe, expect, it } from 'vitest'
import { SessionCache, type CachedSession } from './session-cache'

const session = (sessionId: string, userId: string): CachedSession => ({
  sessionId,
  userId,
  role: 'peripheral_doctor',
  stage: 'full',
  expiresAt: 0,
  absoluteExpiresAt: 0,
  previousValidUntil: null,
  lastTouchedAt: 0,
})

describe('session cache', () => {
  it('drops entries by token, by session (every token of it) and by user', () => {
    const cache = new SessionCache()
    cache.set('t1', session('s1', 'u1'))
    cache.set('t1-previous', session('s1', 'u1'))
    cache.set('t2', session('s2', 'u1'))
    cache.set('t3', session('s3', 'u2'))
    cache.deleteToken('t3')
    expect(cache.get('t3')).toBeUndefined()
    cache.deleteSession('s1')
    expect([cache.get('t1'), cache.get('t1-previous')]).toEqual([undefined, undefined])
    expect(cache.get('t2')?.sessionId).toBe('s2')
    cache.set('t4', session('s4', 'u2'))
    cache.deleteUser('u1')
    expect(cache.get('t2')).toBeUndefined()
    expect(cache.size).toBe(1)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('keeps at most maxEntries and forgets an entry after its lifetime, however often it is read', () => {
    const bounded = new SessionCache({ maxEntries: 3 })
    for (const key of ['a', 'b', 'c', 'd']) bounded.set(key, session(key, 'u'))
    expect(bounded.size).toBe(3)
    expect(bounded.get('a')).toBeUndefined()

    let now = 1_000
    const shortLived = new SessionCache({ ttlMs: 40, now: () => now })
    shortLived.set('t', session('s', 'u'))
    now += 25
    expect(shortLived.get('t')).toBeDefined()
    now += 15
    expect(shortLived.get('t')).toBeDefined()
    now += 1
    expect(shortLived.get('t')).toBeUndefined()
  })
})
