import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { rateLimitCounters } from '../../src/db/schema'
import { createAccount, createCenter } from '../helpers/accounts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const signIn = (
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress, headers })

/** Every counter row and the sum of their counts: a refused call must change neither. */
async function counterState() {
  const rows = await t.database.db.select().from(rateLimitCounters)
  return { rows: rows.length, sum: rows.reduce((total, row) => total + row.count, 0) }
}

/** Counts argon2 work while `work` runs: a refused call must hash nothing. */
async function hashesDuring(work: () => Promise<void>) {
  const hasher = t.app.konzilium.services.hasher
  const spies = [
    vi.spyOn(hasher, 'hash'),
    vi.spyOn(hasher, 'verify'),
    vi.spyOn(hasher, 'verifyDummy'),
  ]
  try {
    await work()
    return spies.reduce((total, spy) => total + spy.mock.calls.length, 0)
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

describe('rate limits (ADR 006, ADR 026)', () => {
  it('lets 200 staff behind one hospital address sign in within one minute, typos included', async () => {
    const password = 'Ranni-smena-na-klinice-2026'
    const passwordHash = await t.app.konzilium.services.hasher.hash(password)
    const centerId = await createCenter(t)
    const roles = ['center_doctor', 'peripheral_doctor', 'rep'] as const
    const staff = []
    for (let i = 0; i < 200; i++) {
      const role = roles[i % roles.length] ?? 'rep'
      staff.push(
        await createAccount(t, role, {
          email: `smena-${i}@nemocnice.test.konzilium.cz`,
          password,
          passwordHash,
          centerId,
        }),
      )
    }
    const started = t.clock.now().getTime()
    const address = '203.0.113.50'
    for (const [i, member] of staff.entries()) {
      // Every tenth mistypes the password first.
      if (i % 10 === 0) {
        const typo = await signIn({ email: member.email, password: `${password}x` }, address)
        expect(typo.statusCode, `typo of ${i}`).toBe(401)
        t.clock.advance(0.1)
      }
      const answer = await signIn({ email: member.email, password }, address)
      expect(answer.statusCode, `staff member ${i}: ${answer.body}`).toBe(200)
      expect(answer.json()).toMatchObject({ status: 'signed_in' })
      t.clock.advance(0.2)
    }
    expect(t.clock.now().getTime() - started).toBeLessThan(60_000)
  }, 300_000)

  it('refuses one address that guesses many accounts, before hashing or writing, with Retry-After and the wait in words', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const address = '203.0.113.10'
    for (let i = 0; i < 50; i++)
      expect(
        (await signIn({ email: `ip-${i}@test.konzilium.cz`, password: 'x' }, address)).statusCode,
      ).toBe(401)
    const before = await counterState()
    let limited: Awaited<ReturnType<typeof signIn>> | undefined
    const hashes = await hashesDuring(async () => {
      // Even the right password of a real account is refused from this address now.
      limited = await signIn({ email: account.email, password: account.password }, address, {
        'accept-language': 'en',
      })
      expect(limited.statusCode).toBe(429)
      // A spoofed X-Forwarded-For does not help (no trusted proxy).
      expect(
        (
          await signIn({ email: 'a@b.cz', password: 'x' }, address, {
            'x-forwarded-for': '198.51.100.99',
          })
        ).statusCode,
      ).toBe(429)
      // Refused before the body is read: malformed JSON gets 429, not 400.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            headers: { 'content-type': 'application/json' },
            payload: '{ not json',
            remoteAddress: address,
          })
        ).statusCode,
      ).toBe(429)
      // The second factor counts the same failures.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/second-factor',
            payload: { challengeId: 'x'.repeat(43), code: '123456' },
            remoteAddress: address,
          })
        ).statusCode,
      ).toBe(429)
    })
    expect(hashes).toBe(0)
    expect(await counterState()).toEqual(before)
    if (!limited) throw new Error('no answer')
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBe(15 * 60)
    const body = errorEnvelopeSchema.parse(limited.json())
    expect(body).toMatchObject({
      code: 'RATE_LIMITED',
      statusMessage: 'Too many requests. Please try again later.',
    })
    expect(body.issues?.[0]?.message).toBe('Too many attempts. Try again in 15 minutes.')
    // Another address of the same clinic is not affected; the account itself is not limited.
    expect(
      (await signIn({ email: account.email, password: account.password }, '203.0.113.11'))
        .statusCode,
    ).toBe(200)
    t.clock.advance(retryAfter)
    expect(
      (await signIn({ email: account.email, password: account.password }, address)).statusCode,
    ).toBe(200)
  })

  it('puts a ceiling on all unauthenticated auth calls of one address, refused without a write', async () => {
    const address = '203.0.113.20'
    // Cheap calls that are not failed sign-ins: sign-outs without a session, invalid bodies.
    for (let i = 0; i < 600; i++) {
      const answer =
        i % 2 === 0
          ? await t.app.inject({ method: 'DELETE', url: '/api/auth', remoteAddress: address })
          : await signIn({ email: 'not-an-email', password: 'x' }, address)
      expect(answer.statusCode, `call ${i + 1}`).toBe(i % 2 === 0 ? 204 : 400)
    }
    // The window opened with the first of those calls; a second later 59 seconds of it are left.
    t.clock.advance(1)
    const before = await counterState()
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-code',
      payload: { email: 'a@b.cz' },
      remoteAddress: address,
      headers: { 'accept-language': 'cs' },
    })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBe(59)
    expect(errorEnvelopeSchema.parse(refused.json()).issues?.[0]?.message).toBe(
      'Příliš mnoho pokusů. Zkuste to znovu za 59 sekund.',
    )
    expect((await signIn({ email: 'a@b.cz', password: 'x' }, address)).statusCode).toBe(429)
    expect(await counterState()).toEqual(before)
    t.clock.advance(59)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth', remoteAddress: address }))
        .statusCode,
    ).toBe(204)
  }, 60_000)

  it('counts a burst that straddles a quarter hour as one: the window opens with its first failure', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const stranger = '198.51.100.7'
    const quarter = 15 * 60 * 1000
    // Two seconds before a quarter hour: a window aligned to the clock would end mid-burst.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / quarter) * quarter - 2000))
    for (let i = 0; i < 10; i++) {
      expect(
        (await signIn({ email: account.email, password: 'wrong-password' }, stranger)).statusCode,
      ).toBe(401)
      t.clock.advance(0.5)
    }
    const limited = await signIn({ email: account.email, password: account.password }, stranger)
    expect(limited.statusCode).toBe(429)
    // Fifteen minutes from the first failure, five seconds of which have passed.
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60 - 5)
    t.clock.advance(15 * 60 - 5)
    expect(
      (await signIn({ email: account.email, password: account.password }, stranger)).statusCode,
    ).toBe(200)
  })

  it('refuses an address after 10 failed sign-ins of one account, never the owner at another address (ADR 026)', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const stranger = '198.51.100.1'
    for (let i = 0; i < 10; i++)
      expect(
        (await signIn({ email: account.email, password: 'wrong-password' }, stranger)).statusCode,
      ).toBe(401)
    const limited = await signIn({ email: account.email, password: account.password }, stranger)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60)
    expect(errorEnvelopeSchema.parse(limited.json()).issues?.[0]?.message).toMatch(
      /Zkuste to znovu za \d+ minut/,
    )
    // Refused before validation (a password that is not a string) and without hashing or writing.
    const before = await counterState()
    const hashes = await hashesDuring(async () => {
      expect((await signIn({ email: account.email, password: 12345 }, stranger)).statusCode).toBe(
        429,
      )
      expect(
        (await signIn({ email: account.email, password: account.password }, stranger)).statusCode,
      ).toBe(429)
    })
    expect(hashes).toBe(0)
    expect(await counterState()).toEqual(before)
    // The owner, at another address, is not affected.
    expect(
      (await signIn({ email: account.email, password: account.password }, '198.51.100.200'))
        .statusCode,
    ).toBe(200)
    // An unknown account is limited the same way (no enumeration).
    for (let i = 0; i < 10; i++)
      await signIn({ email: 'nikdo-limit@test.konzilium.cz', password: 'wrong-password' }, stranger)
    expect(
      (await signIn({ email: 'nikdo-limit@test.konzilium.cz', password: 'x' }, stranger))
        .statusCode,
    ).toBe(429)
    t.clock.advance(15 * 60)
    expect(
      (await signIn({ email: account.email, password: account.password }, stranger)).statusCode,
    ).toBe(200)
  })

  it('slows addresses an attacked account never signed in from, while its known address signs in at once', async () => {
    const account = await createAccount(t, 'center_doctor')
    const home = '198.51.100.210'
    expect(
      (await signIn({ email: account.email, password: account.password }, home)).statusCode,
    ).toBe(200)
    // Failures from five addresses put the account under attack. Unknown addresses then share
    // an allowance per 64 s (32 attempts at five failing addresses), halved by each further
    // failing address: the fifth attempt after the threshold meets an allowance of 2, used up.
    const statuses = []
    for (let i = 0; i < 10; i++)
      statuses.push(
        (
          await signIn(
            { email: account.email, password: 'wrong-password' },
            `198.51.100.${220 + i}`,
          )
        ).statusCode,
      )
    expect(statuses).toEqual([...Array<number>(9).fill(401), 429])
    const slowed = await signIn(
      { email: account.email, password: account.password },
      '198.51.100.231',
      { 'accept-language': 'en' },
    )
    expect(slowed.statusCode).toBe(429)
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(64)
    expect(errorEnvelopeSchema.parse(slowed.json()).issues?.[0]?.message).toMatch(
      /^Too many attempts\. Try again in (\d+ seconds?|1 minute|2 minutes)\.$/,
    )
    // The owner's known address is never slowed by strangers' failures.
    for (let i = 0; i < 3; i++)
      expect(
        (await signIn({ email: account.email, password: account.password }, home)).statusCode,
      ).toBe(200)
    // After the wait, an unknown address gets its turn: a slowdown, not a lock-out.
    t.clock.advance(Number(slowed.headers['retry-after']))
    expect(
      (await signIn({ email: account.email, password: account.password }, '198.51.100.231'))
        .statusCode,
    ).toBe(200)
  })
})

describe('the database limiter', () => {
  it('refuses a call that loses the race for the last unit without changing the counter', async () => {
    const { createRateLimiter } = await import('../../src/platform/rate-limit/limiter')
    const rule = {
      name: 'race-test',
      countedPer: 'ip',
      store: 'database',
      counts: 'calls',
      limit: 3,
      windowSeconds: 60,
    } as const
    // Two instances: the second has not seen the first's counts, as behind a load balancer.
    const first = createRateLimiter(t.database.db, t.clock, { allowlist: [] })
    const second = createRateLimiter(t.database.db, t.clock, { allowlist: [] })
    await second.check(rule, '192.0.2.99', 'en')
    for (let i = 0; i < 3; i++) await first.hit(rule, '192.0.2.99', 'en')
    const before = await counterState()
    // The second instance's read said "room left"; its conditional increment finds none.
    await expect(second.count(rule, '192.0.2.99', 'en')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
    })
    await expect(first.hit(rule, '192.0.2.99', 'en')).rejects.toMatchObject({ statusCode: 429 })
    expect(await counterState()).toEqual(before)
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
