import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import { patients, referralRequests } from '../../src/db/schema'
import { publicAccess } from '../../src/platform/auth/access'
import { createTestApp, type TestApp } from '../helpers/app'
import { valid as validPatient } from '../helpers/patients-cast'
import { callAs, createAccount, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient } from '../helpers/clinic'

/**
 * Text the database cannot store never reaches it: U+0000 in a key or a value of any part of a
 * request, a score input with keys or values its score does not know. A database error that
 * happens all the same is logged by its code and table only, never with the request's values.
 */
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let t: TestApp
let referrer: Signed
let centerId: string

const castProbe = '/api/test-only/cast-probe'

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A statement that casts a caller's text to a number: PostgreSQL refuses it with 22P02 and
    // quotes the text in its message, the way a schema that let a value through would fail.
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        castProbe,
        { config: { access: publicAccess }, schema: { body: z.object({ note: z.string() }) } },
        async (request) => {
          await app.konzilium.services.db.execute(sql`select cast(${request.body.note} as integer)`)
          return { ok: true }
        },
      )
  })
  centerId = await createCenter(t, 'Revmatologický ústav', 'CZ010')
  // A centre takes referrals only with an active doctor.
  await createAccount(t, 'center_doctor', { centerId })
  referrer = await createSignedIn(t, 'peripheral_doctor')
})
afterAll(async () => {
  await t.close()
})

const issuesOf = (body: unknown) => errorEnvelopeSchema.parse(body).issues ?? []
const das28 = { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 }

async function referralCount(patientId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(referralRequests)
    .where(eq(referralRequests.patientId, patientId))
  return row?.n ?? -1
}

async function patientCount() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(patients)
    .where(eq(patients.referringDoctorId, referrer.id))
  return row?.n ?? -1
}

const referralBody = async (scores: unknown[], note: string | null = null) => {
  const patient = await createPatient(t, { referringDoctorId: referrer.id })
  return {
    patient,
    body: { patientId: patient.id, centerId, diagnosis: 'M06.0', urgency: 'routine', scores, note },
  }
}

describe('U+0000 in a request', () => {
  it('in a key of a referral’s score input: 400 naming the key, in the caller’s language, nothing stored', async () => {
    const { patient, body } = await referralBody([
      { score: 'das28-esr', input: { ...das28, 'pasi\u0000': 1 } },
    ])
    const czech = await callAs(t, referrer, 'POST', '/api/referral-requests', body, 'cs')
    expect(czech.statusCode, czech.body).toBe(400)
    expect(issuesOf(czech.json())).toEqual([
      { path: 'scores.0.input.pasi\\u0000', message: 'Text obsahuje nepovolený znak (NUL).' },
    ])
    // The key is named, the character itself is not sent back (JSON would write it as \u0000).
    expect(czech.body).not.toMatch(/(?<!\\)\\u0000/)
    const english = await callAs(t, referrer, 'POST', '/api/referral-requests', body, 'en')
    expect(issuesOf(english.json())[0]?.message).toBe(
      'The text contains a character that is not allowed (NUL).',
    )
    expect(await referralCount(patient.id)).toBe(0)
  })

  it('in a key the schema would drop, at any depth of a patient body: 400, nothing stored', async () => {
    const before = await patientCount()
    for (const [change, path] of [
      [{ 'nick\u0000name': 'Janička' }, 'nick\\u0000name'],
      [{ extra: { deeper: [{ 'a\u0000': 1 }] } }, 'extra.deeper.0.a\\u0000'],
    ] as const) {
      const response = await callAs(t, referrer, 'POST', '/api/patients', validPatient(change))
      expect(response.statusCode, response.body).toBe(400)
      expect(issuesOf(response.json()).map((issue) => issue.path)).toEqual([path])
    }
    expect(await patientCount()).toBe(before)
  })

  it('at the bottom of a body nested deeper than the call stack: 400, not 500', async () => {
    const depth = 100_000
    const payload = `{"extra":${'{"a":'.repeat(depth)}"x\\u0000"${'}'.repeat(depth)}}`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { authorization: `Bearer ${referrer.token}`, 'content-type': 'application/json' },
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json())[0]?.message).toBe('Text obsahuje nepovolený znak (NUL).')
  })

  it('in a query string value or key, a route parameter or a header: 400 naming it', async () => {
    const cases: [{ url: string; headers?: Record<string, string> }, string][] = [
      [{ url: `/api/referral-requests?q=${encodeURIComponent('Nov\u0000')}` }, 'q'],
      [{ url: `/api/referral-requests?${encodeURIComponent('q\u0000')}=Nov` }, 'q\\u0000'],
      [{ url: `/api/referral-requests/${encodeURIComponent('\u0000')}` }, 'id'],
      [{ url: '/api/referral-requests', headers: { 'user-agent': 'Agent\u0000/1' } }, 'user-agent'],
    ]
    for (const [{ url, headers }, path] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${referrer.token}`, ...headers },
      })
      expect(response.statusCode, `${url} ${response.body}`).toBe(400)
      expect(issuesOf(response.json())).toEqual([
        { path, message: 'Text obsahuje nepovolený znak (NUL).' },
      ])
    }
  })
})

describe('score inputs of a referral', () => {
  it('refuses a key its score does not know, at the top and inside a group, and a mistyped value', async () => {
    const cases: [unknown, string][] = [
      [{ score: 'das28-esr', input: { ...das28, comment: 'cokoli' } }, 'scores.0.input'],
      [{ score: 'das28-esr', input: { ...das28, tjc28: '4' } }, 'scores.0.input.tjc28'],
      [{ score: 'das28-esr', input: { ...das28, esr: 1e9 } }, 'scores.0.input.esr'],
    ]
    for (const [entry, path] of cases) {
      const { patient, body } = await referralBody([entry])
      const response = await callAs(t, referrer, 'POST', '/api/referral-requests', body, 'en')
      expect(response.statusCode, response.body).toBe(400)
      expect(issuesOf(response.json()).map((issue) => issue.path)).toEqual([path])
      expect(await referralCount(patient.id)).toBe(0)
    }
    const unknown = await referralBody([
      { score: 'das28-esr', input: { ...das28, comment: 'cokoli' } },
    ])
    const answer = await callAs(t, referrer, 'POST', '/api/referral-requests', unknown.body, 'en')
    expect(issuesOf(answer.json())[0]?.message).toBe('Unknown fields: comment.')
  })

  it('refuses an unknown key inside a score’s group (PASI region)', async () => {
    const region = { erythema: 2, induration: 2, desquamation: 1, area: 3 }
    const pasi = { head: region, upperLimbs: region, trunk: region, lowerLimbs: region }
    const patient = await createPatient(t, { referringDoctorId: referrer.id })
    const response = await callAs(t, referrer, 'POST', '/api/referral-requests', {
      patientId: patient.id,
      centerId,
      diagnosis: 'L40.0',
      urgency: 'routine',
      scores: [{ score: 'pasi', input: { ...pasi, head: { ...region, colour: 'red' } } }],
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(issuesOf(response.json()).map((issue) => issue.path)).toEqual(['scores.0.input.head'])
    expect(await referralCount(patient.id)).toBe(0)
  })

  it('stores a valid score input as parsed, and answers 201', async () => {
    const { patient, body } = await referralBody([{ score: 'das28-esr', input: das28 }])
    const response = await callAs(t, referrer, 'POST', '/api/referral-requests', body)
    expect(response.statusCode, response.body).toBe(201)
    const referral = referralDetailSchema.parse(response.json())
    expect(referral.indication.scores.map((s) => s.input)).toEqual([das28])
    const [row] = await t.database.db
      .select({ indication: referralRequests.indication })
      .from(referralRequests)
      .where(eq(referralRequests.patientId, patient.id))
    const stored = (row?.indication as { scores: { input: unknown }[] }).scores
    expect(stored.map((s) => s.input)).toEqual([das28])
  })
})

describe('database errors', () => {
  const markers = {
    firstName: 'Kanárková',
    lastName: 'Pastičková',
    street: 'Ulice Past 13',
    email: 'kanarek.past@example.cz',
    note: 'Poznámka-past-7781',
  }

  /** Every log line written since `from`, as text, and the lines of one request. */
  const logsSince = (from: number, requestId: unknown) => {
    const lines = t.logs.slice(from)
    return { text: JSON.stringify(lines), ofRequest: lines.filter((l) => l.reqId === requestId) }
  }

  const expectNoValues = (text: string) => {
    for (const marker of Object.values(markers)) expect(text).not.toContain(marker)
    expect(text).not.toContain('params')
    expect(text).not.toContain('Failing row')
    expect(text).not.toContain('Failed query')
  }

  it('an unexpected one answers 500 and is logged by code and table, without the request’s values', async () => {
    // A constraint the app does not know of makes the insert of this very patient fail.
    await t.database.db.execute(
      sql.raw(
        `alter table patients add constraint untrusted_text_trap check (street is distinct from '${markers.street}')`,
      ),
    )
    const from = t.logs.length
    const response = await callAs(
      t,
      referrer,
      'POST',
      '/api/patients',
      validPatient({
        firstName: markers.firstName,
        lastName: markers.lastName,
        street: markers.street,
        email: markers.email,
      }),
    )
    await t.database.db.execute(sql`alter table patients drop constraint untrusted_text_trap`)
    expect(response.statusCode).toBe(500)
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ code: 'INTERNAL_ERROR' })
    expect(response.body).not.toContain(markers.lastName)
    const { text, ofRequest } = logsSince(from, response.headers['x-request-id'])
    const failed = ofRequest.find((line) => line.msg === 'request failed')
    expect(failed?.err).toMatchObject({
      code: '23514',
      constraint: 'untrusted_text_trap',
      table: 'patients',
    })
    expectNoValues(text)
  })

  it('an unexpected one in a referral’s insert leaves the clinical note out of the log', async () => {
    await t.database.db.execute(
      sql.raw(
        `alter table referral_requests add constraint untrusted_text_note_trap check (note is distinct from '${markers.note}')`,
      ),
    )
    const { patient, body } = await referralBody(
      [{ score: 'das28-esr', input: das28 }],
      markers.note,
    )
    const from = t.logs.length
    const response = await callAs(t, referrer, 'POST', '/api/referral-requests', body)
    await t.database.db.execute(
      sql`alter table referral_requests drop constraint untrusted_text_note_trap`,
    )
    expect(response.statusCode).toBe(500)
    const { text, ofRequest } = logsSince(from, response.headers['x-request-id'])
    expect(ofRequest.find((line) => line.msg === 'request failed')?.err).toMatchObject({
      code: '23514',
      constraint: 'untrusted_text_note_trap',
    })
    expectNoValues(text)
    expect(text).not.toContain(patient.id)
    expect(await referralCount(patient.id)).toBe(0)
  })

  it('a date the schema takes but PostgreSQL cannot hold (year 0) answers 400, not 500', async () => {
    const from = t.logs.length
    const response = await callAs(
      t,
      referrer,
      'GET',
      '/api/referral-requests?createdFrom=0000-01-01',
    )
    expect(response.statusCode, response.body).toBe(400)
    const { text, ofRequest } = logsSince(from, response.headers['x-request-id'])
    // The schema let it through; the database refused it, and the answer says it was the input.
    expect(ofRequest.find((line) => line.level === 40)?.err).toMatchObject({ code: '22008' })
    expect(text).not.toContain('0000-01-01')
  })

  it('one an input value caused answers 400 with a worded issue, logged without the value', async () => {
    const from = t.logs.length
    const response = await t.app.inject({
      method: 'POST',
      url: castProbe,
      headers: { 'accept-language': 'en' },
      payload: { note: markers.note },
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: '',
          message:
            'A value cannot be stored: it holds a character that is not allowed or is out of range.',
        },
      ],
    })
    const { text, ofRequest } = logsSince(from, response.headers['x-request-id'])
    expect(ofRequest.find((line) => line.level === 40)?.err).toMatchObject({ code: '22P02' })
    expectNoValues(text)
  })
})
