import { defineEndpoint } from '@konzilium/contract/endpoint'
import { usersEndpoints } from '@konzilium/contract/endpoints/users'
import { z } from 'zod'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../session/session-store'
import { callEndpoint } from './call-endpoint'
import { HttpError, TokenExpiredError } from './http-errors'

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

const signIn = () => {
  session.login(user, {
    accessToken: 'token-abcdefghijklmnopqrstuvwxyz',
    accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
  })
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return {
    url: typeof url === 'string' ? url : '',
    init: init ?? {},
    headers: new Headers(init?.headers),
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  session.logout()
})

const ping = defineEndpoint({
  method: 'PUT',
  path: '/api/things/:thingId/ping',
  summary: 'Ping a thing',
  tag: 'things',
  auth: 'public',
  access: 'public',
  errors: [400],
  schemas: () =>
    Promise.resolve({
      params: z.object({ thingId: z.string() }),
      query: z.object({ loud: z.boolean().optional() }),
      body: z.object({ note: z.string() }),
      response: z.object({ pong: z.literal(true) }),
    }),
})

describe('callEndpoint', () => {
  it('takes method and path from the table, encodes path parameters and sends query and body', async () => {
    fetchMock.mockResolvedValue(json({ pong: true }))
    const answer = await callEndpoint(ping, {
      params: { thingId: 'a/b c' },
      query: { loud: true },
      body: { note: 'hi' },
    })
    expect(answer).toEqual({ pong: true })
    const { url, init, headers } = lastCall()
    expect(url).toBe('/api/things/a%2Fb%20c/ping?loud=true')
    expect(init.method).toBe('PUT')
    expect(init.body).toBe(JSON.stringify({ note: 'hi' }))
    // A public endpoint never sends the token, even when someone is signed in.
    expect(headers.get('Authorization')).toBeNull()
  })

  it('sends the bearer token to an endpoint that needs one, and refuses an expired one', async () => {
    signIn()
    fetchMock.mockResolvedValue(json({ ended: 2 }))
    await expect(
      callEndpoint(usersEndpoints.endUserSessions, { params: { id: user.id } }),
    ).resolves.toEqual({ ended: 2 })
    expect(lastCall().url).toBe(`/api/users/${user.id}/sessions`)
    expect(lastCall().init.method).toBe('DELETE')
    expect(lastCall().headers.get('Authorization')).toBe('Bearer token-abcdefghijklmnopqrstuvwxyz')

    session.logout()
    fetchMock.mockClear()
    await expect(
      callEndpoint(usersEndpoints.endUserSessions, { params: { id: user.id } }),
    ).rejects.toBeInstanceOf(TokenExpiredError)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks the answer with the endpoint’s response schema', async () => {
    fetchMock.mockResolvedValue(json({ pong: 'no' }))
    await expect(
      callEndpoint(ping, { params: { thingId: 'x' }, body: { note: '' } }),
    ).rejects.toThrow()
  })

  it('throws a non-ok answer with its parsed body', async () => {
    fetchMock.mockResolvedValue(
      json({ statusCode: 400, statusMessage: 'Bad', message: 'Bad', code: 'VALIDATION' }, 400),
    )
    const failure = await callEndpoint(ping, {
      params: { thingId: 'x' },
      body: { note: '' },
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HttpError)
  })

  it('sends the token to a public endpoint only when asked to', async () => {
    signIn()
    fetchMock.mockResolvedValue(json({ pong: true }))
    await callEndpoint(ping, { params: { thingId: 'x' }, body: { note: '' }, authenticated: true })
    expect(lastCall().headers.get('Authorization')).toBe('Bearer token-abcdefghijklmnopqrstuvwxyz')
  })

  it('checks the answer with a given parse function instead of the schema', async () => {
    fetchMock.mockResolvedValue(json({ pong: 'no' }))
    const schemas = vi.spyOn(ping, 'schemas')
    await expect(
      callEndpoint(ping, {
        params: { thingId: 'x' },
        body: { note: '' },
        parse: () => ({ pong: true as const }),
      }),
    ).resolves.toEqual({ pong: true })
    expect(schemas).not.toHaveBeenCalled()
    schemas.mockRestore()
  })
})
