import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { createAccount } from '../helpers/accounts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/**
 * Limits count in fixed windows (ADR 006). The test clock starts at the real time, which may sit
 * anywhere in a window; moving it to one second after a window boundary makes the wait the
 * tests read (Retry-After) the same on every run.
 */
function startOfWindowPlusOneSecond(windowSeconds: number) {
  const size = windowSeconds * 1000
  t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / size) * size + 1000))
}

const signIn = (
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress, headers })

describe('rate limits (ADR 006)', () => {
  it('allows 30 auth requests per IP per minute, then 429 with Retry-After and the wait in words', async () => {
    startOfWindowPlusOneSecond(60)
    for (let i = 0; i < 30; i++)
      expect(
        (await signIn({ email: `ip-${i}@test.konzilium.cz`, password: 'x' }, '203.0.113.10'))
          .statusCode,
      ).toBe(401)
    const limited = await signIn(
      { email: 'ip-x@test.konzilium.cz', password: 'x' },
      '203.0.113.10',
      { 'accept-language': 'en' },
    )
    expect(limited.statusCode).toBe(429)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBe(59)
    const body = errorEnvelopeSchema.parse(limited.json())
    expect(body).toMatchObject({
      code: 'RATE_LIMITED',
      statusMessage: 'Too many requests. Please try again later.',
    })
    expect(body.issues?.[0]?.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/)
    // Also other auth endpoints count, and a spoofed X-Forwarded-For does not help (no trusted proxy).
    expect(
      (
        await signIn({ email: 'a@b.cz', password: 'x' }, '203.0.113.10', {
          'x-forwarded-for': '198.51.100.99',
        })
      ).statusCode,
    ).toBe(429)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/password/reset-code',
          payload: { email: 'a@b.cz' },
          remoteAddress: '203.0.113.10',
        })
      ).statusCode,
    ).toBe(429)
    t.clock.advance(retryAfter)
    expect(
      (await signIn({ email: 'ip-y@test.konzilium.cz', password: 'x' }, '203.0.113.10')).statusCode,
    ).toBe(401)
  })

  it('allows 10 failed sign-ins per account in 15 minutes from any IPs, then 429 even with the right password; no permanent lockout', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    startOfWindowPlusOneSecond(15 * 60)
    for (let i = 0; i < 10; i++)
      expect(
        (await signIn({ email: account.email, password: 'wrong-password' }, `198.51.100.${i + 1}`))
          .statusCode,
      ).toBe(401)
    const limited = await signIn(
      { email: account.email, password: account.password },
      '198.51.100.200',
    )
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60 - 1)
    expect(errorEnvelopeSchema.parse(limited.json()).issues?.[0]?.message).toMatch(
      /Zkuste to znovu za \d+ minut/,
    )
    // An unknown account is limited the same way (no enumeration).
    for (let i = 0; i < 10; i++)
      await signIn(
        { email: 'nikdo-limit@test.konzilium.cz', password: 'wrong-password' },
        `198.51.100.${i + 1}`,
      )
    expect(
      (await signIn({ email: 'nikdo-limit@test.konzilium.cz', password: 'x' }, '198.51.100.201'))
        .statusCode,
    ).toBe(429)
    t.clock.advance(15 * 60)
    expect(
      (await signIn({ email: account.email, password: account.password }, '198.51.100.202'))
        .statusCode,
    ).toBe(200)
  })
})

describe('maintenance', () => {
  it('prunes expired counters, challenges and long-ended sessions', async () => {
    const { pruneExpiredRows } = await import('../../src/platform/maintenance')
    const { rateLimitCounters, sessions } = await import('../../src/db/schema')
    await signIn({ email: 'prune@test.konzilium.cz', password: 'x' }, '203.0.113.77')
    expect((await t.database.db.select().from(rateLimitCounters)).length).toBeGreaterThan(0)
    await createAccount(t, 'rep').then((account) =>
      signIn({ email: account.email, password: account.password }, '203.0.113.78'),
    )
    t.clock.advance(31 * 86_400)
    await pruneExpiredRows(t.app.konzilium.services)
    expect(await t.database.db.select().from(rateLimitCounters)).toHaveLength(0)
    expect(await t.database.db.select().from(sessions)).toHaveLength(0)
  })
})
