import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { eq } from 'drizzle-orm'
import { activationResultSchema, invitationSentSchema } from '@konzilium/contract/invitations'
import { users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createCenter, createSignedIn, signIn } from '../helpers/accounts'
import { activationLinkIn } from '../helpers/mailbox'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
let centerId: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
  centerId = await createCenter(t)
})
afterAll(async () => {
  await t.close()
})

let counter = 0
const person = (extra: Record<string, unknown> = {}) => ({
  email: `pozvany-${++counter}@test.konzilium.cz`,
  degreesBefore: 'MUDr.',
  firstName: 'Lenka',
  lastName: 'Příkladná',
  degreesAfter: 'Ph.D.',
  ...extra,
})
const invite = (path: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${path}/invite`, headers: bearer(token), payload })
const activate = (path: string, code: string, password = 'Vecerni-prochazka-parkem-8') =>
  t.app.inject({ method: 'POST', url: `/api/${path}/activate`, payload: { code, password } })

async function invitedLink(path: string, token: string, payload: Record<string, unknown>) {
  const before = t.mailbox.received.length
  const response = await invite(path, token, payload)
  expect(response.statusCode, response.body).toBe(202)
  const answer = invitationSentSchema.parse(response.json())
  // The answer names no account (it reads the same for a known e-mail); the test looks it up.
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, answer.email))
  if (!user) throw new Error(`no account for ${answer.email}`)
  const mail = await t.mailbox.waitFor(String(payload.email), { after: before })
  return { invitation: { ...answer, userId: user.id }, mail, link: activationLinkIn(mail) }
}

describe('invite, mail, activate, sign in', () => {
  for (const [path, type, extra] of [
    ['center-doctors', 'center-doctor', () => ({ centerId })],
    ['peripheral-doctors', 'peripheral-doctor', () => ({ region: 'CZ020', ico: '12345679' })],
    ['reps', 'rep', () => ({ company: 'Ukázková Pharma s.r.o.', regions: ['CZ010'] })],
  ] as const) {
    it(`works for ${path}`, async () => {
      const payload = person(extra())
      const { invitation, mail, link } = await invitedLink(path, admin.token, payload)
      expect(mail.subject).toBe('Pozvánka do Konzilia')
      expect(mail.text).toContain('MUDr. Lenka Příkladná, Ph.D.')
      expect(mail.html).toContain('https://konzilium.test/activate-account?code=')
      expect(link).toMatchObject({
        type,
        url: expect.stringMatching(
          /^https:\/\/konzilium\.test\/activate-account\?code=/,
        ) as unknown,
      })
      expect(link.code.length).toBeGreaterThanOrEqual(43)
      expect(Date.parse(invitation.expiresAt) - t.clock.now().getTime()).toBe(72 * 3600 * 1000)
      const activated = await activate(path, link.code)
      expect(activated.statusCode, activated.body).toBe(200)
      expect(activationResultSchema.parse(activated.json())).toEqual({
        status: 'activated',
        email: payload.email,
      })
      await signIn(t, { email: payload.email, password: 'Vecerni-prochazka-parkem-8' })
      const again = await activate(path, link.code)
      expect(again.statusCode).toBe(400)
      expect(again.json()).toMatchObject({ code: 'CODE_USED' })
    })
  }

  it('writes the invitation in English for an English invitee', async () => {
    const { mail } = await invitedLink(
      'reps',
      admin.token,
      person({ regions: ['CZ010'], locale: 'en' }),
    )
    expect(mail.subject).toBe('Your invitation to Konzilium')
  })

  it('refuses expired, unknown, replaced and wrong-kind codes', async () => {
    const payload = person({ regions: ['CZ010'] })
    const { invitation, link } = await invitedLink('reps', admin.token, payload)
    expect((await activate('center-doctors', link.code)).json()).toMatchObject({
      code: 'CODE_INVALID',
    })
    expect((await activate('reps', 'A'.repeat(43))).json()).toMatchObject({ code: 'CODE_INVALID' })
    // Resend: the old link stops working, the new one works.
    const before = t.mailbox.received.length
    const resent = await t.app.inject({
      method: 'PUT',
      url: `/api/reps/${invitation.userId}/resend-invitation`,
      headers: bearer(admin.token),
    })
    expect(resent.statusCode).toBe(200)
    const fresh = activationLinkIn(await t.mailbox.waitFor(payload.email, { after: before }))
    expect(fresh.code).not.toBe(link.code)
    expect((await activate('reps', link.code)).json()).toMatchObject({ code: 'CODE_INVALID' })
    t.clock.advance(72 * 3600 + 1)
    expect((await activate('reps', fresh.code)).json()).toMatchObject({ code: 'CODE_EXPIRED' })
    admin = { ...admin, token: await signIn(t, admin) }
  })

  it('applies the password policy without using up the code', async () => {
    const { link } = await invitedLink('reps', admin.token, person({ regions: ['CZ010'] }))
    const weak = await activate('reps', link.code, 'prikladna-heslo-1')
    expect(weak.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(weak.json()).issues?.[0]?.path).toBe('password')
    expect((await activate('reps', link.code, 'short')).statusCode).toBe(400)
    expect((await activate('reps', link.code)).statusCode).toBe(200)
  })

  it('answers an e-mail that already has an account as a new one, and refuses invalid input', async () => {
    const payload = person({ regions: ['CZ010'] })
    await invitedLink('reps', admin.token, payload)
    const before = t.mailbox.received.length
    const twice = await invite('reps', admin.token, {
      ...payload,
      email: payload.email.toUpperCase(),
    })
    expect(twice.statusCode).toBe(202)
    expect(invitationSentSchema.parse(twice.json())).toMatchObject({ email: payload.email })
    // The owner is told someone tried; no second account, no new link.
    const told = await t.mailbox.waitFor(payload.email, { after: before })
    expect(told.subject).toBe('Pokus o pozvání do Konzilia')
    expect(
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, payload.email)),
    ).toHaveLength(1)
    const bad = await invite('reps', admin.token, {
      email: 'x',
      firstName: '',
      lastName: 'A\nB',
      regions: ['CZ999'],
    })
    expect(bad.statusCode).toBe(400)
    expect(
      [...new Set(errorEnvelopeSchema.parse(bad.json()).issues?.map((issue) => issue.path))].sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'regions.0'])
    expect(
      (
        await invite(
          'center-doctors',
          admin.token,
          person({ centerId: '00000000-0000-4000-8000-000000000000' }),
        )
      ).statusCode,
    ).toBe(400)
  })

  it('does not resend to an activated account', async () => {
    const { invitation, link } = await invitedLink(
      'reps',
      admin.token,
      person({ regions: ['CZ010'] }),
    )
    await activate('reps', link.code)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/reps/${invitation.userId}/resend-invitation`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/center-doctors/${invitation.userId}/resend-invitation`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('who may invite whom', () => {
  it('a centre doctor invites centre doctors of their own centre and peripheral doctors, not reps', async () => {
    const doctor = await createSignedIn(t, 'center_doctor', { centerId })
    const otherCenter = await createCenter(t, 'Revmatologický ústav')
    expect((await invite('center-doctors', doctor.token, person({ centerId }))).statusCode).toBe(
      202,
    )
    const other = await invite('center-doctors', doctor.token, person({ centerId: otherCenter }))
    expect(other.statusCode).toBe(403)
    expect(errorEnvelopeSchema.parse(other.json()).issues?.[0]?.path).toBe('centerId')
    expect((await invite('peripheral-doctors', doctor.token, person())).statusCode).toBe(202)
    expect((await invite('reps', doctor.token, person({ regions: ['CZ010'] }))).statusCode).toBe(
      403,
    )
  })

  it('a rep invites peripheral doctors in their own regions only', async () => {
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ064'] })
    expect(
      (await invite('peripheral-doctors', rep.token, person({ region: 'CZ064' }))).statusCode,
    ).toBe(202)
    expect(
      (await invite('peripheral-doctors', rep.token, person({ region: 'CZ010' }))).statusCode,
    ).toBe(403)
    expect((await invite('peripheral-doctors', rep.token, person())).statusCode).toBe(400)
    expect((await invite('center-doctors', rep.token, person({ centerId }))).statusCode).toBe(403)
  })

  it('resends only within the inviter’s scope, else 404', async () => {
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ064'] })
    const { invitation: outside } = await invitedLink(
      'peripheral-doctors',
      admin.token,
      person({ region: 'CZ010' }),
    )
    const { invitation: inside } = await invitedLink(
      'peripheral-doctors',
      admin.token,
      person({ region: 'CZ064' }),
    )
    const resend = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/peripheral-doctors/${id}/resend-invitation`,
        headers: bearer(rep.token),
      })
    expect((await resend(outside.userId)).statusCode).toBe(404)
    expect((await resend(inside.userId)).statusCode).toBe(200)
    const doctor = await createSignedIn(t, 'center_doctor', {
      centerId: await createCenter(t, 'Jiné centrum'),
    })
    const { invitation: colleague } = await invitedLink(
      'center-doctors',
      admin.token,
      person({ centerId }),
    )
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/center-doctors/${colleague.userId}/resend-invitation`,
          headers: bearer(doctor.token),
        })
      ).statusCode,
    ).toBe(404)
  })
})
