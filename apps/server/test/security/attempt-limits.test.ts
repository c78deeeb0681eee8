import type { AuditAction } from '@konzilium/contract/audit'
import { performance } from 'node:perf_hooks'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signInAnswerSchema } from '@konzilium/contract/session'
import { auditEvents, notifications, oneTimeCodes } from '../../src/db/schema'
import { issueActivationCode } from '../../src/features/accounts'
import { totpCodeAt } from '../../src/platform/totp'
import {
  bearer,
  createAccount,
  enrolTwoFactor,
  signIn,
  type TestAccount,
} from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/app'
import { resetCodeIn } from '../helpers/mailbox'

/**
 * Attempt limits that hold under concurrency, and throttling without lock-out (ADR 026). Every
 * secret check reserves its attempt in the database before the secret is verified, so N parallel
 * guesses verify at most the limit; a stranger's failures never refuse the owner at another
 * address.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

const statusTally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((tally, answer) => {
    const key = `${answer.statusCode} ${answer.json<{ code?: string }>().code ?? ''}`.trim()
    tally[key] = (tally[key] ?? 0) + 1
    return tally
  }, {})

async function auditCount(action: AuditAction, targetId: string, reason: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.outcome, 'failure'),
        eq(auditEvents.targetId, targetId),
        sql`${auditEvents.details}->>'reason' = ${reason}`,
      ),
    )
  return row?.n ?? 0
}

const signInFrom = (payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress })

describe('password reset codes', () => {
  async function mailedCode(account: TestAccount) {
    const before = t.mailbox.received.length
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-code',
      payload: { email: account.email },
    })
    expect(asked.statusCode).toBe(200)
    return resetCodeIn(
      await t.mailbox.waitFor(account.email, { after: before, subject: /obnovení hesla/ }),
    )
  }

  it('checks at most 5 of 50 parallel wrong codes, and the right code is refused afterwards: the code is void', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const code = await mailedCode(account)
    const wrong = code === '000000' ? '111111' : '000000'
    const newPassword = 'Hvezdna-obloha-nad-Snezkou-9'
    const reset = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { email: account.email, code: value, newPassword },
      })
    const answers = await Promise.all(Array.from({ length: 50 }, () => reset(wrong)))
    expect(answers.every((answer) => [400, 429].includes(answer.statusCode))).toBe(true)
    expect(await auditCount('auth.password-reset', account.id, 'wrong_code')).toBe(5)
    const [stored] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, account.id), eq(oneTimeCodes.purpose, 'password_reset')))
    expect(stored?.failedAttempts).toBe(5)
    expect(stored?.voidedAt).not.toBeNull()
    // The account's limit of confirmations (10 per hour) refuses now; past it, the code is void.
    expect((await reset(code)).statusCode).toBe(429)
    t.clock.advance(3600)
    const late = await reset(code)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({ code: 'CODE_INVALID' })
    expect(
      (await signInFrom({ email: account.email, password: newPassword }, '127.0.0.1')).statusCode,
    ).toBe(401)
  })

  it('limits confirmations per account, also across new codes', async () => {
    const account = await createAccount(t, 'rep')
    const reset = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: {
          email: account.email,
          code: '123456',
          newPassword: 'Jarni-tani-snehu-na-horach',
        },
        headers: { 'accept-language': 'en' },
      })
    for (let i = 0; i < 10; i++) expect((await reset()).statusCode).toBe(400)
    const limited = await reset()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(Number(limited.headers['retry-after'])).toBe(3600)
  })

  it('answers a known and an unknown address alike, after the same work and in about the same time', async () => {
    const password = 'Podzimni-listi-v-parku-3'
    const passwordHash = await t.app.konzilium.services.hasher.hash(password)
    const known = []
    for (let i = 0; i < 40; i++)
      known.push(
        await createAccount(t, 'rep', {
          email: `casovani-${i}@test.konzilium.cz`,
          password,
          passwordHash,
        }),
      )
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/reset-code', payload: { email } })
    const hash = vi.spyOn(t.app.konzilium.services.hasher, 'hash')
    try {
      const knownTimes: number[] = []
      const unknownTimes: number[] = []
      for (const [i, account] of known.entries()) {
        const pair = [
          { email: account.email, times: knownTimes, known: true },
          { email: `nikdo-casovani-${i}@test.konzilium.cz`, times: unknownTimes, known: false },
        ]
        // Alternating, and each side first every other time, so load on the machine falls on
        // both sides alike.
        for (const side of i % 2 === 0 ? pair : pair.reverse()) {
          hash.mockClear()
          const mailsBefore = t.mailbox.received.length
          const started = performance.now()
          const answer = await ask(side.email)
          side.times.push(performance.now() - started)
          expect(answer.statusCode).toBe(200)
          expect(answer.json()).toEqual({ status: 'accepted', codeValidMinutes: 10 })
          // The same argon2 work on both paths.
          expect(hash).toHaveBeenCalledTimes(1)
          // The mail leaves after the answer, off the request path; waiting for it keeps its
          // sending out of the next measured request.
          if (side.known) await t.mailbox.waitFor(side.email, { after: mailsBefore })
        }
      }
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b)
        return ((sorted[19] ?? 0) + (sorted[20] ?? 0)) / 2
      }
      const knownMedian = median(knownTimes)
      const unknownMedian = median(unknownTimes)
      // Generous on a loaded machine: the hash dominates both; a skipped hash would halve one side.
      expect(
        Math.abs(knownMedian - unknownMedian),
        `medians: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms`,
      ).toBeLessThan(knownMedian * 0.5)
    } finally {
      hash.mockRestore()
    }
    // Only the known addresses got a code.
    const codes = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(sql`${oneTimeCodes.userId} in (select id from users where email like 'casovani-%')`)
    expect(codes[0]?.n).toBe(40)
  }, 60_000)
})

describe('sign-in', () => {
  it('verifies at most 10 of 25 parallel wrong passwords of one account from one address; the rest get 429', async () => {
    const account = await createAccount(t, 'center_doctor')
    const verify = vi.spyOn(t.app.konzilium.services.hasher, 'verify')
    try {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          signInFrom({ email: account.email, password: 'wrong-password' }, '203.0.113.100'),
        ),
      )
      expect(statusTally(answers)).toEqual({
        '401 INVALID_CREDENTIALS': 10,
        '429 RATE_LIMITED': 15,
      })
      expect(verify).toHaveBeenCalledTimes(10)
    } finally {
      verify.mockRestore()
    }
    expect(await auditCount('auth.signed-in', account.id, 'wrong_password')).toBe(10)
  })

  it("does not let a stranger's failures from one address stop the owner signing in from another", async () => {
    const owner = await createAccount(t, 'admin')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        signInFrom({ email: owner.email, password: 'guess-guess-guess' }, '203.0.113.130'),
      ),
    )
    expect(statusTally(answers)).toEqual({ '401 INVALID_CREDENTIALS': 10, '429 RATE_LIMITED': 20 })
    const own = await signInFrom({ email: owner.email, password: owner.password }, '203.0.113.131')
    expect(own.statusCode, own.body).toBe(200)
    // Repeatedly: the stranger keeps failing, the owner keeps signing in.
    t.clock.advance(15 * 60)
    for (let i = 0; i < 10; i++)
      await signInFrom({ email: owner.email, password: 'guess-guess-guess' }, '203.0.113.130')
    expect(
      (await signInFrom({ email: owner.email, password: owner.password }, '203.0.113.131'))
        .statusCode,
    ).toBe(200)
  })

  it('tells every admin once about a burst of failures on an account', async () => {
    const admin = await createAccount(t, 'admin')
    const target = await createAccount(t, 'peripheral_doctor')
    // Two addresses, in parallel: 10 failures make the burst, 6 more belong to the same one.
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        signInFrom(
          { email: target.email, password: 'wrong-password' },
          `203.0.113.${140 + (i % 2)}`,
        ),
      ),
    )
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.id),
          eq(notifications.event, 'auth.sign_in_failure_burst'),
        ),
      )
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ type: 'warning', params: { accountId: target.id } })
    // The admin sees it in the bell's list.
    const token = await signIn(t, admin)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(token),
    })
    expect(JSON.stringify(list.json())).toContain('auth.sign_in_failure_burst')
  })
})

describe('second factor', () => {
  it('verifies at most 5 of 20 parallel codes on one challenge', async () => {
    const account = await createAccount(t, 'center_doctor')
    const token = await signIn(t, account)
    const secret = await enrolTwoFactor(t, token)
    t.clock.advance(90)
    const step = signInAnswerSchema.parse(
      (await signInFrom({ email: account.email, password: account.password }, '127.0.0.1')).json(),
    )
    if (step.status !== 'second_factor_required') throw new Error(step.status)
    const right = totpCodeAt(secret, t.clock.now())
    const wrong = right === '000000' ? '111111' : '000000'
    const second = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { challengeId: step.challengeId, code },
      })
    const answers = await Promise.all(Array.from({ length: 20 }, () => second(wrong)))
    expect(statusTally(answers)).toEqual({ '400 CODE_INVALID': 5, '400 CODE_EXPIRED': 15 })
    expect(await auditCount('auth.signed-in', account.id, 'wrong_second_factor')).toBe(5)
    // The challenge is used up: the right code no longer completes it.
    expect((await second(right)).json()).toMatchObject({ code: 'CODE_EXPIRED' })
  })
})

describe('activation codes', () => {
  it('looks up at most 20 of 30 parallel wrong codes from one address; the owner activates from another', async () => {
    const account = await createAccount(t, 'rep', { activated: false })
    const { code } = await issueActivationCode(t.database.db, account.id, t.clock.now(), 3600)
    const activate = (value: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reps/activate',
        payload: { code: value, password: 'Letni-bourka-nad-rybnikem-4' },
        remoteAddress,
      })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        activate(`${'x'.repeat(40)}${String(i).padStart(3, '0')}`, '203.0.113.150'),
      ),
    )
    expect(statusTally(answers)).toEqual({ '400 CODE_INVALID': 20, '429 RATE_LIMITED': 10 })
    const [failures] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'auth.account-activated'),
          eq(auditEvents.outcome, 'failure'),
          sql`${auditEvents.ip} = '203.0.113.150'::inet`,
        ),
      )
    expect(failures?.n).toBe(20)
    expect((await activate(code, '203.0.113.150')).statusCode).toBe(429)
    const activated = await activate(code, '203.0.113.151')
    expect(activated.statusCode, activated.body).toBe(200)
  })
})
