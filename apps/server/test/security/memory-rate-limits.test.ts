import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { rateLimitCounters } from '../../src/db/schema'
import { bearer, createAccount, signIn } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const counterRows = async () => (await t.database.db.select().from(rateLimitCounters)).length

const scoreCall = (remoteAddress: string, i: number) =>
  i % 3 === 0
    ? t.app.inject({ method: 'GET', url: '/api/scores', remoteAddress })
    : t.app.inject({
        method: 'POST',
        url: '/api/scores/bsa',
        payload: { percent: 5 },
        remoteAddress,
      })

describe('in-memory rate limits (ADR 011)', () => {
  it('limits the score API per address without writing to the database, served or refused', async () => {
    const ip = '192.0.2.41'
    const before = await counterRows()
    // GET /api/scores and every POST /api/scores/{id} share one count of 120 a minute.
    for (let i = 0; i < 120; i++)
      expect((await scoreCall(ip, i)).statusCode, `call ${i + 1}`).toBe(200)
    for (let i = 0; i < 30; i++) expect((await scoreCall(ip, i)).statusCode).toBe(429)
    expect(await counterRows()).toBe(before)
  })

  it('refuses before the body is read, in the one envelope, worded in the caller language', async () => {
    const ip = '192.0.2.42'
    for (let i = 0; i < 120; i++) await scoreCall(ip, i)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/scores/bsa',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
      remoteAddress: ip,
    })
    // 429, not 400: the limit ran before parsing.
    expect(refused.statusCode).toBe(429)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    const body = errorEnvelopeSchema.parse(refused.json())
    expect(body).toEqual({
      statusCode: 429,
      statusMessage: 'Příliš mnoho požadavků. Zkuste to prosím později.',
      message: `Too many requests; retry after ${retryAfter} seconds`,
      code: 'RATE_LIMITED',
      issues: [{ path: '', message: expect.stringMatching(/^Příliš mnoho pokusů\./) as unknown }],
    })
    expect(refused.headers['x-ratelimit-limit']).toBeUndefined()
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/scores',
      headers: { 'accept-language': 'en' },
      remoteAddress: ip,
    })
    expect(errorEnvelopeSchema.parse(english.json()).statusMessage).toBe(
      'Too many requests. Please try again later.',
    )
  })

  it('answers a refusal as every answer: English wording, the wait as it shrinks, security headers', async () => {
    const ip = '192.0.2.44'
    for (let i = 0; i < 120; i++) await scoreCall(ip, i)
    const refusedIn = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scores/bsa',
        payload: { percent: 5 },
        headers: { 'accept-language': language },
        remoteAddress: ip,
      })
    const english = await refusedIn('en-GB,en;q=0.9')
    expect(english.statusCode).toBe(429)
    expect(english.headers['retry-after']).toBe('60')
    expect(english.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(english.json()).toEqual({
      statusCode: 429,
      statusMessage: 'Too many requests. Please try again later.',
      message: 'Too many requests; retry after 60 seconds',
      code: 'RATE_LIMITED',
      issues: [{ path: '', message: 'Too many attempts. Try again in 1 minute.' }],
    })
    // The usual headers of an API answer: request id, no caching, the API's deny-all policy.
    expect(english.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(english.headers['cache-control']).toBe('no-store')
    expect(english.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(english.headers['x-content-type-options']).toBe('nosniff')
    expect(english.headers['x-frame-options']).toBe('DENY')
    expect(english.headers['x-ratelimit-remaining']).toBeUndefined()

    // The wait shrinks with the window, in either language.
    t.clock.advance(35)
    const czech = await refusedIn('cs')
    expect(czech.headers['retry-after']).toBe('25')
    expect(errorEnvelopeSchema.parse(czech.json())).toMatchObject({
      message: 'Too many requests; retry after 25 seconds',
      issues: [{ path: '', message: 'Příliš mnoho pokusů. Zkuste to znovu za 25 sekund.' }],
    })
    expect((await refusedIn('en')).json()).toMatchObject({
      issues: [{ path: '', message: 'Too many attempts. Try again in 25 seconds.' }],
    })

    // When the window ends, the address is served again.
    t.clock.advance(25)
    expect((await refusedIn('en')).statusCode).toBe(200)
  })

  it('lifts the limit for RATE_LIMIT_ALLOWLIST addresses (tests, load tests)', async () => {
    // The test app allowlists 127.0.0.1, where inject() comes from by default.
    for (let i = 0; i < 150; i++) expect((await scoreCall('127.0.0.1', i)).statusCode).toBe(200)
  })

  it('limits signed-in /api/auth calls per session, not against the per-address sign-in limit', async () => {
    const ip = '192.0.2.43'
    const first = await createAccount(t, 'center_doctor')
    const second = await createAccount(t, 'peripheral_doctor')
    // Two staff behind one hospital address: two sign-ins count against the address.
    const tokenA = await signIn(t, first, ip)
    const tokenB = await signIn(t, second, ip)
    const sessionList = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        headers: bearer(token),
        remoteAddress: ip,
      })
    const before = await counterRows()
    for (let i = 0; i < 60; i++) expect((await sessionList(tokenA)).statusCode).toBe(200)
    const limited = await sessionList(tokenA)
    expect(limited.statusCode).toBe(429)
    expect(errorEnvelopeSchema.parse(limited.json()).code).toBe('RATE_LIMITED')
    // The other session is not affected, and signed-in calls wrote no counter row.
    expect((await sessionList(tokenB)).statusCode).toBe(200)
    expect(await counterRows()).toBe(before)
    // The signed-in calls used none of the address's failed sign-ins: these still answer 401.
    for (let i = 0; i < 28; i++) {
      const attempt = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: `nikdo-${i}@test.konzilium.cz`, password: 'x' },
        remoteAddress: ip,
      })
      expect(attempt.statusCode, `attempt ${i + 1}`).toBe(401)
    }
  })
})
