import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authTokensSchema,
  signInAnswerSchema,
  sessionListSchema,
} from '@konzilium/contract/session'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, signIn, type TestAccount } from '../helpers/accounts'

let t: TestApp
let doctor: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  doctor = await createAccount(t, 'peripheral_doctor')
})
afterAll(async () => {
  await t.close()
})

const post = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress })

describe('POST /api/auth', () => {
  it('signs in with e-mail and password and answers the user and a token', async () => {
    const response = await post({
      email: `  ${doctor.email.toUpperCase()} `,
      password: doctor.password,
    })
    expect(response.statusCode).toBe(200)
    const answer = signInAnswerSchema.parse(response.json())
    expect(answer.status).toBe('signed_in')
    if (answer.status !== 'signed_in') return
    expect(answer.user).toMatchObject({
      id: doctor.id,
      email: doctor.email,
      role: 'peripheral_doctor',
    })
    expect(answer.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const expiresIn = Date.parse(answer.accessTokenExpiresAt) - t.clock.now().getTime()
    expect(expiresIn).toBe(30 * 60 * 1000)
    expect(response.body).not.toContain('passwordHash')
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post({ email: doctor.email, password: `${doctor.password}x` })
    const unknown = await post({ email: 'nobody@test.konzilium.cz', password: doctor.password })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(errorEnvelopeSchema.parse(wrong.json())).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      statusMessage: 'Nesprávný e-mail nebo heslo.',
    })
  })

  it('takes the password exactly as typed', async () => {
    expect((await post({ email: doctor.email, password: ` ${doctor.password}` })).statusCode).toBe(
      401,
    )
    expect(
      (await post({ email: doctor.email, password: doctor.password.toUpperCase() })).statusCode,
    ).toBe(401)
  })

  it('refuses bad input with field issues', async () => {
    const response = await post({ email: 'not-an-email', password: '' })
    expect(response.statusCode).toBe(400)
    expect(
      errorEnvelopeSchema
        .parse(response.json())
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['email', 'password'])
  })

  it('does not sign in an invited account that has no password yet', async () => {
    const invited = await createAccount(t, 'rep', { activated: false })
    expect((await post({ email: invited.email, password: invited.password })).statusCode).toBe(401)
  })

  it('tells a locked account only after the right password', async () => {
    const locked = await createAccount(t, 'rep', { locked: true })
    const wrong = await post({ email: locked.email, password: 'wrong-password-entirely' })
    expect(wrong.statusCode).toBe(401)
    const right = await post({ email: locked.email, password: locked.password })
    expect(right.statusCode).toBe(403)
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' })
  })
})

describe('sessions', () => {
  it('renews a token: a new token, the old one ends after the grace period', async () => {
    const token = await signIn(t, doctor)
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: {},
      headers: bearer(token),
    })
    expect(renewed.statusCode).toBe(200)
    const auth = authTokensSchema.parse(renewed.json())
    expect(auth.accessToken).not.toBe(token)
    // In flight: the old token still reads for a few seconds but cannot renew again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: {},
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(401)
    t.clock.advance(31)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) }))
        .statusCode,
    ).toBe(401)
    // Presenting the outdated token counts as theft: the whole session ended.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/sessions',
          headers: bearer(auth.accessToken),
        })
      ).statusCode,
    ).toBe(401)
  })

  it('expires after 30 idle minutes with TOKEN_EXPIRED', async () => {
    const token = await signIn(t, doctor)
    t.clock.advance(29 * 60)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) }))
        .statusCode,
    ).toBe(200)
    t.clock.advance(61)
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(token),
    })
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' })
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: {},
          headers: bearer(token),
        })
      ).json(),
    ).toMatchObject({ code: 'TOKEN_EXPIRED' })
  })

  it('ends after 12 hours however often it is renewed', async () => {
    let token = await signIn(t, doctor)
    for (let i = 0; i < 25; i++) {
      t.clock.advance(29 * 60)
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: {},
        headers: bearer(token),
      })
      if (renewed.statusCode !== 200) {
        expect(i).toBeGreaterThanOrEqual(24)
        expect(renewed.json()).toMatchObject({ code: 'TOKEN_EXPIRED' })
        return
      }
      const auth = authTokensSchema.parse(renewed.json())
      expect(Date.parse(auth.accessTokenExpiresAt)).toBeLessThanOrEqual(
        t.clock.now().getTime() + 30 * 60 * 1000,
      )
      token = auth.accessToken
    }
    throw new Error('the session outlived its absolute limit')
  })

  it('signs out at once; the token is refused on the next request', async () => {
    const token = await signIn(t, doctor)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth', headers: bearer(token) }))
        .statusCode,
    ).toBe(204)
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(token),
    })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    // Signing out twice, or without a token, is harmless.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth', headers: bearer(token) }))
        .statusCode,
    ).toBe(204)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth' })).statusCode).toBe(204)
  })

  it('lists own sessions and ends one or all others', async () => {
    const first = await signIn(t, doctor)
    const second = await signIn(t, doctor)
    const third = await signIn(t, doctor)
    const list = sessionListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(first) })
      ).json(),
    )
    expect(list.items.filter((item) => item.current)).toHaveLength(1)
    expect(list.items.length).toBeGreaterThanOrEqual(3)
    const secondId = sessionListSchema
      .parse(
        (
          await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(second) })
        ).json(),
      )
      .items.find((item) => item.current)?.id
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/auth/sessions/${secondId ?? ''}`,
          headers: bearer(first),
        })
      ).statusCode,
    ).toBe(204)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(second) }))
        .statusCode,
    ).toBe(401)
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: bearer(first),
    })
    expect(ended.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(third) }))
        .statusCode,
    ).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(first) }))
        .statusCode,
    ).toBe(200)
  })

  it('does not let a user end someone else’s session', async () => {
    const other = await createAccount(t, 'rep')
    const otherToken = await signIn(t, other)
    const otherId = sessionListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/sessions',
          headers: bearer(otherToken),
        })
      ).json(),
    ).items[0]?.id
    const mine = await signIn(t, doctor)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/auth/sessions/${otherId ?? ''}`,
          headers: bearer(mine),
        })
      ).statusCode,
    ).toBe(404)
  })

  it('answers a missing or made-up token with 401 UNAUTHORIZED', async () => {
    for (const headers of [{}, bearer('x'.repeat(43)), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    }
  })
})
