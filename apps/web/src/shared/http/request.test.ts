import { z } from 'zod'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../session/session-store'
import { HttpError, RequestTimeoutError, TokenExpiredError } from './http-errors'
import { REQUEST_TIMEOUT_MS, request } from './request'

const user = {
  id: '0b7f3f2e-9d1c-4c41-9a53-2f2d8c1e6a10',
  email: 'a@example.cz',
  role: 'admin' as const,
  degreesBefore: null,
  firstName: 'A',
  lastName: 'B',
  degreesAfter: null,
  locale: null,
}

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return {
    url: url instanceof Request ? url.url : (url?.toString() ?? ''),
    init: init ?? {},
    headers: new Headers(init?.headers),
  }
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  session.logout()
})

describe('request', () => {
  it('sends the client headers, no-store and same-origin relative URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }))
    await request('/api/client/configuration', { query: { page: 2, q: undefined } })
    const { url, init, headers } = lastCall()
    expect(url).toBe('/api/client/configuration?page=2')
    expect(init.cache).toBe('no-store')
    expect(init.method).toBe('GET')
    expect(headers.get('X-Client-Version')).toBe('1.0.0')
    expect(headers.get('X-Client-Type')).toBe('web')
    expect(headers.get('X-Client-Id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(headers.get('Accept-Language')).toBe('cs')
    expect(headers.get('Authorization')).toBeNull()
  })

  it('keeps one client id for the browser session', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({})))
    await request('/api/a')
    const first = lastCall().headers.get('X-Client-Id')
    await request('/api/b')
    expect(lastCall().headers.get('X-Client-Id')).toBe(first)
    expect(sessionStorage.getItem('app.clientId')).toBe(first)
  })

  it('sends JSON bodies with a content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}))
    await request('/api/auth', { method: 'POST', body: { email: 'a@example.cz', password: 'x' } })
    const { init, headers } = lastCall()
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"email":"a@example.cz","password":"x"}')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('refuses absolute URLs of another origin without sending anything', async () => {
    await expect(request('https://evil.example.com/api/auth')).rejects.toThrow(/another origin/)
    await expect(request('//evil.example.com/api/auth')).rejects.toThrow(/another origin/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('accepts an absolute URL of its own origin', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}))
    await request(`${window.location.origin}/api/health`)
    expect(lastCall().url).toBe('/api/health')
  })

  it('sends the bearer token on authenticated calls', async () => {
    session.login(user, {
      accessToken: 'secret-token',
      accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    })
    fetchMock.mockResolvedValue(jsonResponse({}))
    await request('/api/users', { authenticated: true })
    expect(lastCall().headers.get('Authorization')).toBe('Bearer secret-token')
  })

  it('raises Token expired and sends nothing when the stored expiry is earlier than now', async () => {
    session.login(user, {
      accessToken: 'old',
      accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString(),
    })
    const failure = request('/api/users', { authenticated: true })
    await expect(failure).rejects.toBeInstanceOf(TokenExpiredError)
    await expect(failure).rejects.toThrow(/^Token expired$/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('raises Token expired when an authenticated call has no token at all', async () => {
    await expect(request('/api/users', { authenticated: true })).rejects.toThrow('Token expired')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('throws a non-ok answer as HttpError carrying the parsed envelope', async () => {
    const envelope = {
      statusCode: 400,
      statusMessage: 'Zkontrolujte zadané údaje.',
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'email', message: 'Neplatný e-mail' }],
    }
    fetchMock.mockResolvedValue(jsonResponse(envelope, { status: 400, statusText: 'Bad Request' }))
    const error: unknown = await request('/api/auth', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ ...envelope, body: envelope, authenticated: false })
  })

  it('turns a non-JSON error body into an envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    const error: unknown = await request('/api/health').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      statusCode: 502,
      statusMessage: 'Bad Gateway',
      message: '<html>Bad gateway</html>',
      code: 'INTERNAL_ERROR',
      body: '<html>Bad gateway</html>',
    })
  })

  it('keeps the message of an envelope whose code this client does not know yet', async () => {
    const envelope = {
      statusCode: 401,
      statusMessage: 'Nesprávný e-mail nebo heslo.',
      message: 'Wrong e-mail or password',
      code: 'SOME_NEW_CODE',
    }
    fetchMock.mockResolvedValue(jsonResponse(envelope, { status: 401 }))
    await expect(request('/api/auth', { method: 'POST', body: {} })).rejects.toMatchObject({
      statusCode: 401,
      statusMessage: 'Nesprávný e-mail nebo heslo.',
      message: 'Wrong e-mail or password',
      code: 'UNAUTHORIZED',
      body: envelope,
    })
  })

  it('turns an empty error body into an envelope', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }))
    await expect(request('/api/nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'HTTP 404',
    })
  })

  it('validates the answer with the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }))
    await expect(
      request('/api/x', { schema: () => Promise.resolve(z.object({ id: z.string() })) }),
    ).rejects.toThrow()
    fetchMock.mockResolvedValue(jsonResponse({ id: 'a', extra: true }))
    await expect(
      request('/api/x', { schema: () => Promise.resolve(z.object({ id: z.string() })) }),
    ).resolves.toEqual({ id: 'a' })
  })

  it('aborts after 60 seconds', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | null | undefined
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('Aborted', 'AbortError'))
        })
      })
    })
    const pending = request('/api/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signal?.aborted).toBe(true)
    expect(await pending).toBeInstanceOf(RequestTimeoutError)
    expect(REQUEST_TIMEOUT_MS).toBe(60_000)
  })
})
