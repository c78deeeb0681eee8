import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { userListSchema } from '@konzilium/contract/users'
import { createTestApp, type TestApp } from '../helpers/app'
import {
  bearer,
  createAccount,
  createSignedIn,
  publicRegistrationForm,
  signIn,
} from '../helpers/accounts'
import { activationLinkIn } from '../helpers/mailbox'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

let counter = 0
const form = (extra: Record<string, unknown> = {}) =>
  publicRegistrationForm(`registrace-${++counter}@test.konzilium.cz`, extra)
const register = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1', app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/peripheral-doctors/public-registration',
    payload,
    remoteAddress,
  })
const activate = (code: string, password = 'Jarni-tani-snehu-v-horach') =>
  t.app.inject({
    method: 'POST',
    url: '/api/peripheral-doctors/public-activation',
    payload: { code, password },
  })

describe('public registration of a peripheral doctor', () => {
  it('registers, mails an activation link, activates and signs in; admins see the new registration', async () => {
    const payload = form()
    const response = await register(payload)
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ status: 'received' })
    const mail = await t.mailbox.waitFor(payload.email)
    expect(mail.subject).toBe('Dokončete registraci v Konziliu')
    const link = activationLinkIn(mail)
    expect(link.type).toBe('peripheral-registration')
    // The invitation endpoint does not take a public registration's code.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/peripheral-doctors/activate',
          payload: { code: link.code, password: 'Jarni-tani-snehu-v-horach' },
        })
      ).statusCode,
    ).toBe(400)
    expect((await activate(link.code)).json()).toEqual({
      status: 'activated',
      email: payload.email,
    })
    const token = await signIn(t, { email: payload.email, password: 'Jarni-tani-snehu-v-horach' })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json(),
    ).toMatchObject({
      origin: 'public_registration',
      phone: '+420603123456',
      peripheralDoctor: {
        practiceName: 'Kožní ambulance Cvičný s.r.o.',
        ico: '12345679',
        region: 'CZ053',
        specialty: '404',
      },
    })
    const admin = await createSignedIn(t, 'admin')
    const list = userListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users?origin=public_registration&sort=-createdAt',
          headers: bearer(admin.token),
        })
      ).json(),
    )
    expect(list.items[0]?.email).toBe(payload.email)
  })

  it('answers the same for an e-mail that already has an account and mails it a note instead', async () => {
    const existing = await createAccount(t, 'peripheral_doctor')
    const before = t.mailbox.received.length
    const fresh = await register(form())
    const known = await register(form({ email: existing.email }))
    expect(known.statusCode).toBe(fresh.statusCode)
    expect(known.json()).toEqual(fresh.json())
    const mail = await t.mailbox.waitFor(existing.email, { after: before })
    expect(mail.subject).toBe('Účet v Konziliu už máte')
    expect(mail.text).toContain('https://konzilium.test/request-password')
    expect(mail.text).not.toContain('activate-account')
  })

  it('validates IČO checksum, IČP format, phone, region, specialty and consent, in Czech', async () => {
    const response = await register(
      form({
        ico: '12345678',
        icp: '4012345',
        phone: '123',
        region: 'CZ999',
        specialty: '999',
        termsAccepted: false,
        email: 'x',
      }),
    )
    expect(response.statusCode).toBe(400)
    const issues = Object.fromEntries(
      (errorEnvelopeSchema.parse(response.json()).issues ?? []).map((issue) => [
        issue.path,
        issue.message,
      ]),
    )
    expect(issues).toMatchObject({
      ico: 'Zadejte platné IČO (8 číslic, kontrolní číslice nesouhlasí).',
      icp: 'Zadejte 8 číslic.',
      phone: 'Zadejte telefonní číslo, např. +420 603 123 456.',
      // In words, never the list of codes (CZ010, …, 404) the value is made of.
      region: 'Vyberte kraj ze seznamu.',
      specialty: 'Vyberte odbornost ze seznamu.',
      termsAccepted: 'Pro registraci je nutný souhlas s podmínkami.',
    })
    expect(Object.keys(issues).sort()).toEqual([
      'email',
      'ico',
      'icp',
      'phone',
      'region',
      'specialty',
      'termsAccepted',
    ])
  })

  it('limits registrations to 5 per hour per IP', async () => {
    // One second into an hour window, so the wait is in minutes whatever the time of the run
    // (in the last minute of an hour it was worded in seconds and the test failed).
    const hour = 3600 * 1000
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / hour) * hour + 1000))
    for (let i = 0; i < 5; i++)
      expect((await register(form(), '203.0.113.50')).statusCode).toBe(202)
    const limited = await register(form(), '203.0.113.50')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(errorEnvelopeSchema.parse(limited.json()).issues?.[0]?.message).toMatch(
      /^Příliš mnoho pokusů. Zkuste to znovu za \d+ minut/,
    )
  })
})

describe('human verification', () => {
  let verifier: http.Server
  let answer: () => { status: number; body: unknown }
  let secured: TestApp
  beforeAll(async () => {
    verifier = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const params = new URLSearchParams(body)
        const { status, body: reply } =
          params.get('secret') === 'test-secret'
            ? answer()
            : { status: 200, body: { success: false } }
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(reply))
      })
    })
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve))
    const { port } = verifier.address() as AddressInfo
    secured = await createTestApp({
      HUMAN_VERIFICATION_SECRET_V3: 'test-secret',
      HUMAN_VERIFICATION_VERIFY_URL: `http://127.0.0.1:${port}/verify`,
    })
  })
  afterAll(async () => {
    await secured.close()
    await new Promise((resolve) => verifier.close(resolve))
  })

  it('is enforced when a secret is configured, and fails closed', async () => {
    answer = () => ({ status: 200, body: { success: true, score: 0.9, action: 'register' } })
    expect(
      (await register(form({ humanVerificationToken: 'token' }), '127.0.0.1', secured)).statusCode,
    ).toBe(202)
    const missing = await register(form(), '127.0.0.1', secured)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'HUMAN_VERIFICATION_FAILED' })
    answer = () => ({ status: 200, body: { success: true, score: 0.1, action: 'register' } })
    expect(
      (await register(form({ humanVerificationToken: 'token' }), '127.0.0.1', secured)).statusCode,
    ).toBe(400)
    answer = () => ({ status: 500, body: {} })
    expect(
      (await register(form({ humanVerificationToken: 'token' }), '127.0.0.1', secured)).json(),
    ).toMatchObject({ code: 'HUMAN_VERIFICATION_FAILED' })
  })

  it('is off without configuration', async () => {
    expect((await register(form())).statusCode).toBe(202)
  })
})
