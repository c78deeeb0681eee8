import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenExpiredError } from '../http/http-errors'
import { keepSessionAlive, needsRenewal, renewTokenIfNeeded } from './session-keeper'
import { session } from './session-store'

const user = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'a@example.cz',
  role: 'center_doctor' as const,
  degreesBefore: null,
  firstName: 'A',
  lastName: 'B',
  degreesAfter: null,
  locale: null,
}
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString()

afterEach(() => {
  session.logout()
  vi.unstubAllGlobals()
})

describe('session keeper', () => {
  it('renews only within two minutes of expiry', () => {
    const now = Date.now()
    expect(
      needsRenewal(
        { accessToken: 't', accessTokenExpiresAt: new Date(now + 121_000).toISOString() },
        now,
      ),
    ).toBe(false)
    expect(
      needsRenewal(
        { accessToken: 't', accessTokenExpiresAt: new Date(now + 119_000).toISOString() },
        now,
      ),
    ).toBe(true)
    expect(needsRenewal(null, now)).toBe(false)
  })

  it('replaces auth with the renewed token', async () => {
    session.login(user, { accessToken: 'old', accessTokenExpiresAt: inMs(60_000) })
    const renewed = { accessToken: 'new', accessTokenExpiresAt: inMs(3_600_000) }
    const ended = vi.fn()
    await renewTokenIfNeeded(ended, () => Promise.resolve(renewed))
    expect(session.getAuth()).toEqual(renewed)
    expect(ended).not.toHaveBeenCalled()
  })

  it('calls POST /api/auth/token with the bearer token and an empty JSON body', async () => {
    session.login(user, { accessToken: 'old', accessTokenExpiresAt: inMs(60_000) })
    const renewed = {
      accessToken: 'new',
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(renewed))
    vi.stubGlobal('fetch', fetchMock)
    await renewTokenIfNeeded(vi.fn())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/token')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{}')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old')
    expect(session.getAuth()?.accessToken).toBe('new')
  })

  it('signs out through the callback when the token has already expired', async () => {
    session.login(user, { accessToken: 'old', accessTokenExpiresAt: inMs(-1000) })
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    const ended = vi.fn()
    const stop = keepSessionAlive(ended)
    await vi.waitFor(() => {
      expect(ended).toHaveBeenCalledWith(expect.any(TokenExpiredError))
    })
    stop()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the session when renewal fails for another reason', async () => {
    session.login(user, { accessToken: 'old', accessTokenExpiresAt: inMs(60_000) })
    const ended = vi.fn()
    await renewTokenIfNeeded(ended, () => Promise.reject(new TypeError('offline')))
    expect(ended).not.toHaveBeenCalled()
    expect(session.isSignedIn()).toBe(true)
  })
})
