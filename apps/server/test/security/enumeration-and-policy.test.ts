import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regionCodes } from '@konzilium/contract/czech'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { invitationSentSchema, inviteBatchResultSchema } from '@konzilium/contract/invitations'
import { repSchema } from '@konzilium/contract/representatives'
import { auditEvents, mailOutbox, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { statementsOf } from '../helpers/database'
import {
  callAs,
  createAccount,
  createCenter,
  createSignedIn,
  publicRegistrationForm,
} from '../helpers/accounts'
import { createPatient, syntheticBirthNumber } from '../helpers/clinic'
import { activationLinkIn } from '../helpers/mailbox'

/**
 * What an attacker with an account (or none) must not learn or do: which e-mails have accounts
 * (invitations, public registration), which birth numbers are on file without a trace and a limit,
 * a rep widening its own regions, and resending invitations outside one's scope or without end.
 */

type Signed = Awaited<ReturnType<typeof createSignedIn>>
let t: TestApp
let admin: Signed
let centerId: string
let otherCenterId: string
let centerDoctor: Signed
let otherCenterDoctor: Signed
let rep: Signed
let otherRep: Signed
beforeAll(async () => {
  t = await createTestApp()
  centerId = await createCenter(t, 'Centrum Alfa')
  otherCenterId = await createCenter(t, 'Centrum Beta')
  admin = await createSignedIn(t, 'admin')
  centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
  otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
  rep = await createSignedIn(t, 'rep', { regions: ['CZ010'] })
  otherRep = await createSignedIn(t, 'rep', { regions: ['CZ064'] })
})
afterAll(async () => {
  await t.close()
})

let counter = 0
const newEmail = (prefix = 'novy') => `${prefix}-${++counter}@test.konzilium.cz`
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Lenka',
  lastName: 'Příkladná',
  ...extra,
})
const issuesOf = (body: unknown) => errorEnvelopeSchema.parse(body).issues ?? []

const outboxTo = async (email: string) =>
  t.database.db
    .select({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))

/** The answer's parts a caller could tell apart by: status, headers of interest, body shape. */
function shapeOf(response: {
  statusCode: number
  headers: Record<string, unknown>
  json: () => unknown
}) {
  const body = response.json() as Record<string, unknown>
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    cacheControl: response.headers['cache-control'],
    location: response.headers.location,
    keys: Object.keys(body).sort(),
    status_: body.status,
  }
}

describe('an invitation answers alike for a known and a new e-mail', () => {
  for (const [name, inviter, path, extra] of [
    ['the admin', () => admin, 'peripheral-doctors', {}],
    ['a centre doctor', () => centerDoctor, 'center-doctors', { centerId: '' }],
    ['a rep', () => rep, 'peripheral-doctors', { region: 'CZ010' }],
  ] as const) {
    it(`${name}: 202 with the same body and headers; the owner is told, the new address invited`, async () => {
      const owner = await createAccount(t, 'patient')
      const fresh = newEmail()
      const body = (email: string) =>
        person(email, 'centerId' in extra ? { centerId } : { ...extra })
      const known = await callAs(t, inviter(), 'POST', `/api/${path}/invite`, body(owner.email))
      const unknown = await callAs(t, inviter(), 'POST', `/api/${path}/invite`, body(fresh))
      expect(known.statusCode, known.body).toBe(202)
      expect(shapeOf(known)).toEqual(shapeOf(unknown))
      expect(invitationSentSchema.parse(known.json())).toMatchObject({
        status: 'sent',
        email: owner.email,
      })
      expect(invitationSentSchema.parse(unknown.json())).toMatchObject({
        status: 'sent',
        email: fresh,
      })
      expect(known.json()).not.toHaveProperty('userId')

      const told = await t.mailbox.waitFor(owner.email, { subject: /Pokus o pozvání/ })
      expect(told.text).toContain('někdo se vás pokusil pozvat do Konzilia')
      expect(told.text).toContain('https://konzilium.test/login')
      expect(told.text).not.toContain('activate-account')
      const invited = await t.mailbox.waitFor(fresh, { subject: /Pozvánka do Konzilia/ })
      expect(activationLinkIn(invited).code.length).toBeGreaterThanOrEqual(43)

      // The known account is untouched, and nothing was created for it; one mail each was queued.
      const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.id))
      expect(ownerRow?.role).toBe('patient')
      expect(await outboxTo(owner.email)).toEqual([{ template: 'invitationAttempt' }])
      expect(await outboxTo(fresh)).toEqual([{ template: 'invitation' }])
      const undone = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, owner.email.toUpperCase()))
      expect(undone).toEqual([])
    })
  }

  it('two invitations of one new address at once both answer 202 and make one account', async () => {
    const email = newEmail('soubezne')
    const body = { ...person(email), regions: ['CZ010'] }
    const answers = await Promise.all([
      callAs(t, admin, 'POST', '/api/reps/invite', body),
      callAs(t, admin, 'POST', '/api/reps/invite', body),
    ])
    expect(answers.map((response) => response.statusCode)).toEqual([202, 202])
    expect(answers[0].body.replace(/"expiresAt":"[^"]+"/, '')).toBe(
      answers[1].body.replace(/"expiresAt":"[^"]+"/, ''),
    )
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)),
    ).toHaveLength(1)
  })

  it('tells the owner in English when the account is English', async () => {
    const owner = await createAccount(t, 'admin')
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, owner.id))
    const response = await callAs(t, admin, 'POST', '/api/reps/invite', {
      ...person(owner.email),
      regions: ['CZ010'],
    })
    expect(response.statusCode).toBe(202)
    const mail = await t.mailbox.waitFor(owner.email)
    expect(mail.subject).toBe('An attempt to invite you to Konzilium')
    expect(mail.text).toContain('Someone tried to invite you to Konzilium')
  })

  it('a batch row of a known e-mail reads like one of a new e-mail', async () => {
    const owner = await createAccount(t, 'peripheral_doctor')
    const fresh = newEmail('davka')
    const response = await callAs(t, admin, 'POST', '/api/reps/invite-batch', {
      rows: [
        { ...person(owner.email), regions: ['CZ010'] },
        { ...person(fresh), regions: ['CZ010'] },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const result = inviteBatchResultSchema.parse(response.json())
    expect(result).toMatchObject({ invited: 2, failed: 0 })
    expect(result.rows).toEqual([
      { row: 1, email: owner.email, status: 'invited', issues: [] },
      { row: 2, email: fresh, status: 'invited', issues: [] },
    ])
    await t.mailbox.waitFor(owner.email, { subject: /Pokus o pozvání/ })
    await t.mailbox.waitFor(fresh, { subject: /Pozvánka/ })
  })
})

describe('public registration answers alike and does the same work', () => {
  const form = (email: string) => publicRegistrationForm(email)

  // 127.0.0.1 is on the test allow-list, so the per-address registration limit does not apply.
  const register = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/peripheral-doctors/public-registration',
      payload: form(email),
    })
    return { response }
  }

  it('a double submit of a new address answers 202 twice and makes one account', async () => {
    const email = newEmail('dvakrat')
    const answers = await Promise.all([register(email), register(email)])
    expect(answers.map(({ response }) => response.statusCode)).toEqual([202, 202])
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)),
    ).toHaveLength(1)
  })

  // Doing the same statements is what keeps the answer's time from telling the two apart; the
  // time itself is measured in bench/registration-alike.mjs.
  it('a known and a new address: the same answer, one mail each, the same statements', async () => {
    const owner = await createAccount(t, 'peripheral_doctor')
    const before = (await outboxTo(owner.email)).length
    const fresh = newEmail('registrace')
    let known: Awaited<ReturnType<typeof register>> | undefined
    let unknown: Awaited<ReturnType<typeof register>> | undefined
    const knownStatements = await statementsOf(async () => (known = await register(owner.email)))
    const newStatements = await statementsOf(async () => (unknown = await register(fresh)))
    expect(known?.response.statusCode).toBe(202)
    expect(unknown?.response.statusCode).toBe(202)
    expect(known?.response.body).toBe(unknown?.response.body)
    // A known address runs the new account's statements in a savepoint it then undoes.
    const ended = (statements: string[]) =>
      statements.map((sql) => sql.replace(/^(release|rollback to) savepoint/, 'end savepoint'))
    expect(ended(knownStatements)).toEqual(ended(newStatements))
    // Each known attempt queues one mail to the owner, each new address its activation mail.
    const owned = await outboxTo(owner.email)
    expect(owned.length - before).toBe(1)
    expect(owned.every((row) => row.template === 'alreadyRegistered')).toBe(true)
    expect(await outboxTo(fresh)).toEqual([{ template: 'registrationActivation' }])
  })
})

describe('a duplicate birth number', () => {
  it('answers the same field error, leaves an audit row without the number, and 429 past 20 an hour', async () => {
    const owner = await createSignedIn(t, 'peripheral_doctor')
    const prober = await createSignedIn(t, 'peripheral_doctor')
    const birthNumber = syntheticBirthNumber('1966-04-12', 'male')
    const other = await createPatient(t, {
      referringDoctorId: owner.id,
      birthNumber,
      birthDate: '1966-04-12',
      sex: 'male',
    })
    const body = (number: string | null, extra: Record<string, unknown> = {}) => ({
      firstName: 'Jana',
      lastName: 'Zkušební',
      birthNumber: number,
      birthDate: '1966-04-12',
      sex: 'male',
      insurer: '111',
      diagnoses: ['L40.0'],
      ...extra,
    })

    const first = await callAs(t, prober, 'POST', '/api/patients', body(birthNumber))
    expect(first.statusCode).toBe(409)
    expect(issuesOf(first.json())).toEqual([
      { path: 'birthNumber', message: 'Pacient s tímto rodným číslem už v Konziliu je.' },
    ])
    expect(first.body).not.toContain(other.id)
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorUserId, prober.id), eq(auditEvents.action, 'patients.created')),
      )
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({
      outcome: 'failure',
      actorRole: 'peripheral_doctor',
      targetType: 'patient',
      targetId: other.id,
      details: { reason: 'birth_number_taken' },
    })
    expect(JSON.stringify(audited[0])).not.toContain(birthNumber)

    // An update to a taken number is the same answer, audited as an update.
    const own = await callAs(t, prober, 'POST', '/api/patients', body(null))
    expect(own.statusCode, own.body).toBe(201)
    const ownId = own.json<{ id: string }>().id
    const update = await callAs(t, prober, 'PUT', `/api/patients/${ownId}`, body(birthNumber))
    expect(update.statusCode).toBe(409)
    expect(issuesOf(update.json())).toEqual([
      { path: 'birthNumber', message: 'Pacient s tímto rodným číslem už v Konziliu je.' },
    ])
    const updateRows = await t.database.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorUserId, prober.id), eq(auditEvents.action, 'patients.updated')),
      )
    expect(updateRows).toEqual([{ outcome: 'failure' }])

    for (let i = 2; i < 20; i++) {
      const again = await callAs(t, prober, 'POST', '/api/patients', body(birthNumber))
      expect(again.statusCode).toBe(409)
    }
    const refused = await callAs(t, prober, 'POST', '/api/patients', body(birthNumber), 'en')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(issuesOf(refused.json())[0]?.message).toMatch(/^Too many attempts/)
    // Past the limit a birth number is not probed at all, taken or not; a record without one is.
    const unused = syntheticBirthNumber('1971-03-03', 'male')
    expect(
      (await callAs(t, prober, 'POST', '/api/patients', body(unused, { birthDate: '1971-03-03' })))
        .statusCode,
    ).toBe(429)
    expect((await callAs(t, prober, 'POST', '/api/patients', body(null))).statusCode).toBe(201)
    // Another caller is not affected.
    expect((await callAs(t, owner, 'POST', '/api/patients', body(birthNumber))).statusCode).toBe(
      409,
    )
  })
})

describe("a rep's regions are set by the admin only", () => {
  const allRegions = [...regionCodes]
  const edit = (regions: string[], company = 'Ukázková Pharma s.r.o.') => ({
    firstName: 'Petr',
    lastName: 'Obchodní',
    company,
    regions,
  })

  it('a rep cannot widen its own regions; it may edit the rest; the admin sets them', async () => {
    const self = await createSignedIn(t, 'rep', { regions: ['CZ010'] })
    const widened = await callAs(t, self, 'PUT', `/api/reps/${self.id}`, edit(allRegions))
    expect(widened.statusCode).toBe(403)
    expect(issuesOf(widened.json())).toEqual([
      { path: 'regions', message: 'Kraje reprezentanta může změnit jen správce.' },
    ])
    const english = await callAs(t, self, 'PUT', `/api/reps/${self.id}`, edit(['CZ020']), 'en')
    expect(issuesOf(english.json())[0]?.message).toBe(
      'Only an administrator can change the regions of a representative.',
    )
    const read = await callAs(t, self, 'GET', `/api/reps/${self.id}`)
    expect(repSchema.parse(read.json())).toMatchObject({ regions: ['CZ010'] })

    const renamed = await callAs(t, self, 'PUT', `/api/reps/${self.id}`, edit(['CZ010'], 'Nová'))
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(repSchema.parse(renamed.json())).toMatchObject({ company: 'Nová', regions: ['CZ010'] })

    // Widening did not widen what the rep may do: inviting outside its region is still refused.
    const outside = await callAs(t, self, 'POST', '/api/peripheral-doctors/invite', {
      ...person(newEmail()),
      region: 'CZ064',
    })
    expect(outside.statusCode).toBe(403)

    const byAdmin = await callAs(t, admin, 'PUT', `/api/reps/${self.id}`, edit(['CZ010', 'CZ064']))
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect(repSchema.parse(byAdmin.json()).regions.sort()).toEqual(['CZ010', 'CZ064'])
  })
})

describe('resending an invitation', () => {
  const inviteAs = async (who: Signed, path: string, extra: Record<string, unknown>) => {
    const email = newEmail('pozvanka')
    const response = await callAs(t, who, 'POST', `/api/${path}/invite`, {
      ...person(email),
      ...extra,
    })
    expect(response.statusCode, response.body).toBe(202)
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
    if (!row) throw new Error(`no invited account for ${email}`)
    return { id: row.id, email }
  }
  const resend = (who: Signed, path: string, id: string, language?: string) =>
    callAs(t, who, 'PUT', `/api/${path}/${id}/resend-invitation`, undefined, language)

  it("a centre doctor cannot touch a rep's invitation in another region; the sender and the admin can", async () => {
    const invitee = await inviteAs(rep, 'peripheral-doctors', { region: 'CZ010' })
    expect((await resend(centerDoctor, 'peripheral-doctors', invitee.id)).statusCode).toBe(404)
    expect((await resend(otherRep, 'peripheral-doctors', invitee.id)).statusCode).toBe(404)
    expect((await resend(rep, 'peripheral-doctors', invitee.id)).statusCode).toBe(200)
    expect((await resend(admin, 'peripheral-doctors', invitee.id)).statusCode).toBe(200)
    // A centre doctor reaches the invitations it sent itself.
    const own = await inviteAs(centerDoctor, 'peripheral-doctors', {})
    expect((await resend(centerDoctor, 'peripheral-doctors', own.id)).statusCode).toBe(200)
    expect((await resend(otherCenterDoctor, 'peripheral-doctors', own.id)).statusCode).toBe(404)
  })

  it("a centre doctor cannot touch an invitation to another centre; a colleague's is in scope", async () => {
    const elsewhere = await inviteAs(admin, 'center-doctors', { centerId: otherCenterId })
    expect((await resend(centerDoctor, 'center-doctors', elsewhere.id)).statusCode).toBe(404)
    expect((await resend(otherCenterDoctor, 'center-doctors', elsewhere.id)).statusCode).toBe(200)
    const colleague = await inviteAs(admin, 'center-doctors', { centerId })
    expect((await resend(centerDoctor, 'center-doctors', colleague.id)).statusCode).toBe(200)
  })

  it('at most 3 resends a day per invitation: the 4th is 429 and no 4th resend mail is queued', async () => {
    const invitee = await inviteAs(admin, 'reps', { regions: ['CZ010'] })
    for (let i = 0; i < 3; i++) {
      const response = await resend(admin, 'reps', invitee.id)
      expect(response.statusCode, response.body).toBe(200)
    }
    const fourth = await resend(admin, 'reps', invitee.id)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.headers['retry-after']).toBeDefined()
    expect(issuesOf(fourth.json())).toEqual([
      { path: '', message: 'Pozvánku lze znovu odeslat nejvýše třikrát denně. Zkuste to zítra.' },
    ])
    const english = await resend(admin, 'reps', invitee.id, 'en')
    expect(issuesOf(english.json())[0]?.message).toBe(
      'An invitation can be resent at most three times a day. Try again tomorrow.',
    )
    // The original invitation plus three resends.
    expect(await outboxTo(invitee.email)).toHaveLength(4)
    // Another invitation has its own count.
    const other = await inviteAs(admin, 'reps', { regions: ['CZ010'] })
    expect((await resend(admin, 'reps', other.id)).statusCode).toBe(200)
  })
})
