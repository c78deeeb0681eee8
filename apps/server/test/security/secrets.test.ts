import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recoveryCodesSchema, twoFactorEnrolmentSchema } from '@konzilium/contract/two-factor'
import { authTokensSchema, signInAnswerSchema } from '@konzilium/contract/session'
import { oneTimeCodes, recoveryCodes, sessions, totpCredentials, users } from '../../src/db/schema'
import { totpCodeAt } from '../../src/platform/totp'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createSignedIn } from '../helpers/accounts'
import { activationLinkIn, resetCodeIn } from '../helpers/mailbox'

/**
 * ASVS 16.2.5: no password, code, token or hash in any log line; no hash and no password in any
 * response. Runs a whole account life and then scans everything it produced.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' })
})
afterAll(async () => {
  await t.close()
})

describe('secrets', () => {
  it('never appear in logs; hashes and passwords never in responses', async () => {
    const bodies: string[] = []
    const secrets: string[] = []
    const call = async (options: InjectOptions) => {
      const response = await t.app.inject(options)
      bodies.push(response.body)
      return response
    }
    const admin = await createSignedIn(t, 'admin')
    secrets.push(admin.token, admin.password)
    const password = 'Kanarek-zpiva-na-okne-13'
    const email = 'tajemstvi@test.konzilium.cz'
    await call({
      method: 'POST',
      url: '/api/reps/invite',
      headers: bearer(admin.token),
      payload: { email, firstName: 'Věra', lastName: 'Imaginární', regions: ['CZ010'] },
    })
    const { code } = activationLinkIn(await t.mailbox.waitFor(email))
    secrets.push(code, password)
    await call({ method: 'POST', url: '/api/reps/activate', payload: { code, password } })
    await call({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: 'wrong-but-secret-password-1' },
    })
    secrets.push('wrong-but-secret-password-1')
    const answer = signInAnswerSchema.parse(
      (await call({ method: 'POST', url: '/api/auth', payload: { email, password } })).json(),
    )
    if (answer.status !== 'signed_in') throw new Error('not signed in')
    secrets.push(answer.accessToken)
    const renewed = authTokensSchema.parse(
      (
        await call({
          method: 'POST',
          url: '/api/auth/token',
          headers: bearer(answer.accessToken),
          payload: {},
        })
      ).json(),
    )
    secrets.push(renewed.accessToken)
    const enrolment = twoFactorEnrolmentSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor/enrolment',
          headers: bearer(renewed.accessToken),
        })
      ).json(),
    )
    const secret = new URL(enrolment.otpauthUri).searchParams.get('secret') ?? ''
    const confirmed = recoveryCodesSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor/confirmation',
          headers: bearer(renewed.accessToken),
          payload: { code: totpCodeAt(secret, t.clock.now()) },
        })
      ).json(),
    )
    secrets.push(secret, ...confirmed.recoveryCodes)
    const before = t.mailbox.received.length
    await call({ method: 'POST', url: '/api/auth/password/reset-code', payload: { email } })
    const resetCode = resetCodeIn(
      await t.mailbox.waitFor(email, { after: before, subject: /obnovení/ }),
    )
    secrets.push(resetCode, 'Novy-kanarek-zpiva-dal-14')
    await call({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { email, code: resetCode, newPassword: 'Novy-kanarek-zpiva-dal-14' },
    })
    await call({ method: 'GET', url: '/api/users?pageSize=100', headers: bearer(admin.token) })
    await call({ method: 'GET', url: `/api/users/${answer.user.id}`, headers: bearer(admin.token) })
    await t.app.konzilium.mailWorker.idle()

    const db = t.database.db
    const hashes = [
      ...(await db.select({ value: users.passwordHash }).from(users)).map((row) => row.value),
      ...(await db.select({ value: oneTimeCodes.codeHash }).from(oneTimeCodes)).map(
        (row) => row.value,
      ),
      ...(await db.select({ value: sessions.tokenHash }).from(sessions)).map((row) => row.value),
      ...(await db.select({ value: recoveryCodes.codeHash }).from(recoveryCodes)).map(
        (row) => row.value,
      ),
    ].filter((value): value is string => Boolean(value))
    const storedSecrets = (
      await db.select({ value: totpCredentials.secret }).from(totpCredentials)
    ).map((row) => row.value)
    expect(hashes.length).toBeGreaterThan(5)

    const logs = t.logText()
    for (const value of [...secrets, ...hashes, ...storedSecrets])
      expect(logs.includes(value), `log contains ${value.slice(0, 6)}…`).toBe(false)
    const responses = bodies.join('\n')
    for (const value of [...hashes, password, 'Novy-kanarek-zpiva-dal-14', resetCode, code])
      expect(responses.includes(value), `response contains ${value.slice(0, 6)}…`).toBe(false)
    for (const key of ['passwordHash', 'password_hash', 'codeHash', 'tokenHash', 'secret'])
      expect(responses).not.toContain(`"${key}"`)
    // The database never holds a code or token in plain text.
    const stored =
      JSON.stringify(await db.select().from(oneTimeCodes)) +
      JSON.stringify(await db.select().from(sessions))
    for (const value of [code, resetCode, answer.accessToken, renewed.accessToken])
      expect(stored.includes(value)).toBe(false)
  })
})
