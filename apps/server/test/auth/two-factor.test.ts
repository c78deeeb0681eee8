import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  recoveryCodesSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@konzilium/contract/two-factor'
import { signInAnswerSchema } from '@konzilium/contract/session'
import { auditEvents } from '../../src/db/schema'
import { totpCodeAt } from '../../src/platform/totp'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, signIn, type TestAccount } from '../helpers/accounts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_2FA_FOR_ADMINS: 'true' })
})
afterAll(async () => {
  await t.close()
})

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

/** Enrols and confirms; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const enrolment = twoFactorEnrolmentSchema.parse(
    (await inject('POST', '/api/auth/two-factor/enrolment', token)).json(),
  )
  const secret = new URL(enrolment.otpauthUri).searchParams.get('secret') ?? ''
  expect(enrolment.manualKey.replace(/ /g, '')).toBe(secret)
  expect(enrolment.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  expect(enrolment.qrCodeSvg).not.toMatch(/<script|on\w+=/i)
  const confirmed = await inject('POST', '/api/auth/two-factor/confirmation', token, {
    code: totpCodeAt(secret, t.clock.now()),
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { secret, recoveryCodes: recoveryCodesSchema.parse(confirmed.json()).recoveryCodes }
}

async function passwordStep(account: TestAccount) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: account.email, password: account.password },
  })
  const answer = signInAnswerSchema.parse(response.json())
  if (answer.status !== 'second_factor_required')
    throw new Error(`expected a second factor step, got ${answer.status}`)
  return answer.challengeId
}

const secondStep = (challengeId: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/second-factor', payload: { challengeId, code } })

describe('two-factor sign-in', () => {
  it('enrols, then sign-in asks for the code and completes with it; a code works once', async () => {
    const account = await createAccount(t, 'center_doctor')
    const { secret, recoveryCodes } = await enrol(await signIn(t, account))
    expect(recoveryCodes).toHaveLength(10)
    t.clock.advance(30)
    const challengeId = await passwordStep(account)
    const code = totpCodeAt(secret, t.clock.now())
    const done = await secondStep(challengeId, code)
    expect(done.statusCode).toBe(200)
    expect(signInAnswerSchema.parse(done.json()).status).toBe('signed_in')
    // The same code again (replay) and the used challenge are refused.
    expect((await secondStep(await passwordStep(account), code)).json()).toMatchObject({
      code: 'CODE_INVALID',
    })
    expect((await secondStep(challengeId, code)).json()).toMatchObject({ code: 'CODE_EXPIRED' })
  })

  it('accepts each recovery code once', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const { recoveryCodes } = await enrol(await signIn(t, account))
    const recovery = recoveryCodes[0] ?? ''
    expect((await secondStep(await passwordStep(account), recovery.toLowerCase())).statusCode).toBe(
      200,
    )
    expect((await secondStep(await passwordStep(account), recovery)).statusCode).toBe(400)
    const token = (
      signInAnswerSchema.parse(
        (await secondStep(await passwordStep(account), recoveryCodes[1] ?? '')).json(),
      ) as { accessToken: string }
    ).accessToken
    expect(
      twoFactorStatusSchema.parse((await inject('GET', '/api/auth/two-factor', token)).json()),
    ).toMatchObject({ enabled: true, recoveryCodesRemaining: 8 })
  })

  it('ends a challenge after 5 wrong codes and after 5 minutes', async () => {
    const account = await createAccount(t, 'rep')
    const { secret } = await enrol(await signIn(t, account))
    const challengeId = await passwordStep(account)
    for (let i = 0; i < 5; i++)
      expect((await secondStep(challengeId, '000000')).json()).toMatchObject({
        code: 'CODE_INVALID',
      })
    expect((await secondStep(challengeId, totpCodeAt(secret, t.clock.now()))).json()).toMatchObject(
      { code: 'CODE_EXPIRED' },
    )
    const late = await passwordStep(account)
    t.clock.advance(301)
    expect((await secondStep(late, totpCodeAt(secret, t.clock.now()))).json()).toMatchObject({
      code: 'CODE_EXPIRED',
    })
  })

  it('refuses a wrong confirmation code and an enrolment when already on', async () => {
    const account = await createAccount(t, 'rep')
    const token = await signIn(t, account)
    await inject('POST', '/api/auth/two-factor/enrolment', token)
    expect(
      (await inject('POST', '/api/auth/two-factor/confirmation', token, { code: '12345' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await inject('POST', '/api/auth/two-factor/confirmation', token, { code: '000000' })).json(),
    ).toMatchObject({ code: 'CODE_INVALID' })
    const fresh = await signIn(t, account)
    await enrol(fresh)
    expect((await inject('POST', '/api/auth/two-factor/enrolment', fresh)).statusCode).toBe(409)
  })

  it('switches off with password and code only', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const token = await signIn(t, account)
    const { secret } = await enrol(token)
    t.clock.advance(30)
    expect(
      (
        await inject('POST', '/api/auth/two-factor/disable', token, {
          password: 'wrong-password-x',
          code: totpCodeAt(secret, t.clock.now()),
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await inject('POST', '/api/auth/two-factor/disable', token, {
          password: account.password,
          code: '000000',
        })
      ).json(),
    ).toMatchObject({ code: 'CODE_INVALID' })
    expect(
      (
        await inject('POST', '/api/auth/two-factor/disable', token, {
          password: account.password,
          code: totpCodeAt(secret, t.clock.now()),
        })
      ).statusCode,
    ).toBe(204)
    await signIn(t, account)
  })
})

describe('admins must use two-factor sign-in', () => {
  it('gets a session that can only set it up, then a full one', async () => {
    const admin = await createAccount(t, 'admin')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: admin.email, password: admin.password },
    })
    const answer = signInAnswerSchema.parse(response.json())
    expect(answer.status).toBe('second_factor_enrolment_required')
    if (answer.status === 'second_factor_required') return
    const other = await createAccount(t, 'rep')
    const blocked = await inject('DELETE', `/api/users/${other.id}/two-factor`, answer.accessToken)
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json()).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' })
    expect(
      twoFactorStatusSchema.parse(
        (await inject('GET', '/api/auth/two-factor', answer.accessToken)).json(),
      ),
    ).toMatchObject({ enabled: false, required: true })
    const { secret } = await enrol(answer.accessToken)
    expect(
      (await inject('DELETE', `/api/users/${other.id}/two-factor`, answer.accessToken)).statusCode,
    ).toBe(204)
    // Required: it cannot be switched off.
    t.clock.advance(30)
    expect(
      (
        await inject('POST', '/api/auth/two-factor/disable', answer.accessToken, {
          password: admin.password,
          code: totpCodeAt(secret, t.clock.now()),
        })
      ).statusCode,
    ).toBe(409)
  })

  it('lets an admin reset a user’s second factor: audited, their sessions end', async () => {
    const admin = await createAccount(t, 'admin')
    const adminToken = (
      signInAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: admin.email, password: admin.password },
          })
        ).json(),
      ) as { accessToken: string }
    ).accessToken
    await enrol(adminToken)
    const user = await createAccount(t, 'peripheral_doctor')
    const userToken = await signIn(t, user)
    await enrol(userToken)
    expect(
      (await inject('DELETE', `/api/users/${user.id}/two-factor`, adminToken)).statusCode,
    ).toBe(204)
    expect((await inject('GET', '/api/auth/two-factor', userToken)).statusCode).toBe(401)
    await signIn(t, user)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'users.two-factor-reset'), eq(auditEvents.targetId, user.id)),
      )
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, outcome: 'success' })
    expect((await inject('DELETE', `/api/users/${user.id}/two-factor`, userToken)).statusCode).toBe(
      401,
    )
  })
})
