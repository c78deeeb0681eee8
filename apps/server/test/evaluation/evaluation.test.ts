import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  createdEvaluationLinkSchema,
  evaluationInvitationSchema,
  evaluationLinksSchema,
  type CreateEvaluationLinkInput,
} from '@konzilium/contract/evaluation'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { auditEvents, evaluationLinks, notifications } from '../../src/db/schema'
import { purgeExpiredEvaluationLinks } from '../../src/features/evaluation'
import { readScoreHistory } from '../../src/features/forms'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createCenter, createSignedIn, signIn } from '../helpers/accounts'
import { createPatient, type TestPatient } from '../helpers/clinic'

/**
 * Questionnaires by one-time link (ADR 041): sending by e-mail (through the test SMTP server) or
 * for print, the public page's calls by token in every state (fresh, used, expired by the clock,
 * unknown, withdrawn), the patient's scope for every role, the rate limit, the form the answers
 * become, and the doctor's notification and e-mail.
 */
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let t: TestApp
let admin: Signed
let referrer: Signed
let otherReferrer: Signed
let centerDoctor: Signed
let otherCenterDoctor: Signed
let rep: Signed
let patientUser: Signed
let otherPatientUser: Signed
let patient: TestPatient

beforeAll(async () => {
  t = await createTestApp()
  const centerId = await createCenter(t, 'Dermatologické centrum', 'CZ010')
  const otherCenterId = await createCenter(t, 'Revmatologie Brno', 'CZ064')
  admin = await createSignedIn(t, 'admin')
  referrer = await createSignedIn(t, 'peripheral_doctor')
  otherReferrer = await createSignedIn(t, 'peripheral_doctor')
  centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
  otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
  rep = await createSignedIn(t, 'rep')
  patientUser = await createSignedIn(t, 'patient')
  otherPatientUser = await createSignedIn(t, 'patient')
  patient = await createPatient(t, {
    referringDoctorId: referrer.id,
    centerId,
    firstName: 'Alžběta',
    lastName: 'Dotazníková',
    userId: patientUser.id,
  })
  await createPatient(t, { referringDoctorId: otherReferrer.id, userId: otherPatientUser.id })
})
afterAll(async () => {
  await t.close()
})

const call = (
  who: { token: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  language = 'cs',
) => callAs(t, who, method, url, payload, language)

const anonymous = (url: string, payload: unknown, remoteAddress = '127.0.0.1', language = 'cs') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
    headers: { 'accept-language': language },
  })

const errorOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body))

/** Every DLQI question answered: 2 + 1 + 1 (question 7b) = 4. */
const dlqiAnswers = {
  questionnaire: 'dlqi',
  input: {
    q1: 'a_lot',
    q2: 'a_little',
    q3: 'not_at_all',
    q4: 'not_at_all',
    q5: 'not_at_all',
    q6: 'not_at_all',
    q7: 'no',
    q7b: 'a_little',
    q8: 'not_at_all',
    q9: 'not_at_all',
    q10: 'not_at_all',
  },
} as const

async function send(who: Signed, input: Partial<CreateEvaluationLinkInput> = {}) {
  const response = await call(who, 'POST', '/api/evaluation-links', {
    patientId: patient.id,
    questionnaire: 'dlqi',
    language: 'cs',
    delivery: 'print',
    ...input,
  })
  expect(response.statusCode, response.body).toBe(201)
  return createdEvaluationLinkSchema.parse(response.json())
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

async function linksOf(who: Signed) {
  const response = await call(who, 'GET', `/api/evaluation-links?patient=${patient.id}`)
  expect(response.statusCode, response.body).toBe(200)
  return evaluationLinksSchema.parse(response.json()).items
}

describe('a questionnaire link sent by e-mail and answered', () => {
  it('mails the link, shows no patient data by token, stores the answers once and tells the doctor', async () => {
    const email = 'alzbeta.dotaznikova@example.test'
    const created = await send(referrer, { delivery: 'email', email })
    expect(created.link).toMatchObject({
      patientId: patient.id,
      questionnaire: 'dlqi',
      state: 'waiting',
      createdBy: { id: referrer.id },
      formId: null,
    })
    expect(created.qrSvg).toMatch(/^<svg/)
    const token = tokenOf(created.url)
    expect(token.length).toBeGreaterThanOrEqual(43)
    expect(created.url).toBe(`https://konzilium.test/evaluation?token=${token}`)
    // Only the hash is kept.
    const [row] = await t.database.db
      .select()
      .from(evaluationLinks)
      .where(eq(evaluationLinks.id, created.link.id))
    expect(row?.tokenHash).not.toContain(token)

    const mail = await t.mailbox.waitFor(email)
    expect(mail.text).toContain(created.url)
    expect(mail.subject).toBe('Dotazník DLQI od vašeho lékaře')
    expect(mail.text).not.toContain(patient.lastName)

    const opened = await anonymous('/api/evaluation/open', { token })
    expect(opened.statusCode, opened.body).toBe(200)
    expect(evaluationInvitationSchema.parse(opened.json())).toMatchObject({
      questionnaire: 'dlqi',
      language: 'cs',
      centerName: null,
    })
    expect(opened.body).toContain(referrer.lastName)
    for (const secret of [patient.lastName, patient.firstName, patient.birthNumber, patient.id])
      expect(opened.body).not.toContain(secret)

    const submitted = await anonymous('/api/evaluation/submit', { token, answers: dlqiAnswers })
    expect(submitted.statusCode, submitted.body).toBe(200)
    expect(submitted.json()).toMatchObject({ questionnaire: 'dlqi' })

    const [used] = (await linksOf(referrer)).filter((l) => l.id === created.link.id)
    expect(used).toMatchObject({ state: 'used' })
    expect(used?.formId).toEqual(expect.any(String))
    await expectFormWithScore(used?.formId ?? '', 'dlqi', 4)

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, referrer.id), eq(notifications.event, 'evaluation.completed')),
      )
    expect(notice).toMatchObject({
      targetType: 'patient',
      targetId: patient.id,
      params: { questionnaire: 'DLQI', patient: 'Alžběta Dotazníková' },
    })
    const doctorMail = await t.mailbox.waitFor(referrer.email, { subject: /oznámení/ })
    expect(doctorMail.text).toContain('Pacient vyplnil dotazník DLQI')
    expect(doctorMail.text).not.toContain(patient.lastName)

    for (const url of ['/api/evaluation/open', '/api/evaluation/submit']) {
      const again = await anonymous(url, { token, answers: dlqiAnswers }, '127.0.0.1', 'en')
      expect(again.statusCode).toBe(400)
      expect(errorOf(again.body)).toMatchObject({ code: 'CODE_USED' })
      expect(errorOf(again.body).issues?.[0]?.message).toMatch(/already been filled in/)
    }
    const audited = await t.database.db
      .select({ action: auditEvents.action, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(eq(auditEvents.patientId, patient.id))
    const actions = audited.map((a) => `${a.action}:${a.outcome}`)
    for (const expected of [
      'evaluation.link-sent:success',
      'evaluation.link-opened:success',
      'evaluation.answered:success',
      'evaluation.answered:failure',
      'evaluation.links-listed:success',
    ])
      expect(actions).toContain(expected)
  })
})

/**
 * The form the answers became: a patient-reported form of the patient holding the score the
 * server computed (read as the chart reads saved scores).
 */
async function expectFormWithScore(formId: string, score: 'dlqi' | 'basdai', value: number) {
  const history = await readScoreHistory(t.database.db, { patientId: patient.id, scores: [score] })
  const point = history.points.find((p) => p.formId === formId)
  expect(point).toMatchObject({ formKind: 'questionnaire', score, display: value })
  // The doctor who sent the link reads it as any form of the patient.
  const read = await call(referrer, 'GET', `/api/forms/${formId}`)
  expect(read.statusCode, read.body).toBe(200)
  expect(read.json()).toMatchObject({ id: formId, patientId: patient.id, kind: 'questionnaire' })
}

describe('the states of a link', () => {
  it('tells an expired link (by the clock), an unknown token and a withdrawn link apart', async () => {
    const expiring = await send(referrer, { validDays: 1 })
    const before = t.clock.now()
    t.clock.advance(24 * 3600 + 1)
    const expired = await anonymous('/api/evaluation/open', { token: tokenOf(expiring.url) })
    expect(expired.statusCode).toBe(400)
    expect(errorOf(expired.body).code).toBe('CODE_EXPIRED')
    // A day later the sessions have ended too: a fresh one reads the list.
    const later = { ...referrer, token: await signIn(t, referrer) }
    expect((await linksOf(later)).find((l) => l.id === expiring.link.id)?.state).toBe('expired')
    t.clock.set(before)

    const unknown = await anonymous('/api/evaluation/open', { token: 'x'.repeat(43) })
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown.body).code).toBe('CODE_INVALID')
    expect(errorOf(unknown.body).issues?.[0]?.message).toMatch(/neznáme/)

    const withdrawn = await send(referrer)
    const revoke = await call(referrer, 'POST', `/api/evaluation-links/${withdrawn.link.id}/revoke`)
    expect(revoke.statusCode, revoke.body).toBe(200)
    expect(revoke.json()).toMatchObject({ state: 'revoked' })
    const afterRevoke = await anonymous('/api/evaluation/submit', {
      token: tokenOf(withdrawn.url),
      answers: dlqiAnswers,
    })
    expect(errorOf(afterRevoke.body).code).toBe('CODE_INVALID')
    const twice = await call(referrer, 'POST', `/api/evaluation-links/${withdrawn.link.id}/revoke`)
    expect(twice.statusCode).toBe(409)
  })

  it('refuses answers it cannot score or of another questionnaire, and the link still waits', async () => {
    const created = await send(referrer)
    const token = tokenOf(created.url)
    const incomplete = await anonymous('/api/evaluation/submit', {
      token,
      answers: { questionnaire: 'dlqi', input: { q1: 'a_lot' } },
    })
    expect(incomplete.statusCode).toBe(400)
    expect(errorOf(incomplete.body).code).toBe('VALIDATION_FAILED')
    const other = await anonymous(
      '/api/evaluation/submit',
      {
        token,
        answers: { questionnaire: 'basdai', input: { q1: 1, q2: 1, q3: 1, q4: 1, q5: 1, q6: 1 } },
      },
      '127.0.0.1',
      'en',
    )
    expect(other.statusCode).toBe(400)
    expect(errorOf(other.body).issues).toEqual([
      {
        path: 'answers.questionnaire',
        message: 'The answers do not belong to this link’s questionnaire.',
      },
    ])
    expect((await linksOf(referrer)).find((l) => l.id === created.link.id)?.state).toBe('waiting')
  })

  it('asks for the address of an e-mailed link, in the caller’s language', async () => {
    for (const [language, message] of [
      ['cs', 'Zadejte e-mail, na který se odkaz pošle.'],
      ['en', 'Enter the e-mail address to send the link to.'],
    ] as const) {
      const response = await call(
        referrer,
        'POST',
        '/api/evaluation-links',
        { patientId: patient.id, questionnaire: 'dlqi', language: 'cs', delivery: 'email' },
        language,
      )
      expect(response.statusCode).toBe(400)
      expect(errorOf(response.body).issues).toEqual([{ path: 'email', message }])
    }
  })
})

describe('who reaches a patient’s links', () => {
  it('follows the patient’s scope for sending, listing and withdrawing', async () => {
    const created = await send(centerDoctor)
    expect((await send(admin)).link.createdBy?.id).toBe(admin.id)
    for (const outsider of [otherReferrer, otherCenterDoctor]) {
      const create = await call(outsider, 'POST', '/api/evaluation-links', {
        patientId: patient.id,
        questionnaire: 'basdai',
        language: 'en',
        delivery: 'print',
      })
      expect(create.statusCode, outsider.role).toBe(404)
      const list = await call(outsider, 'GET', `/api/evaluation-links?patient=${patient.id}`)
      expect(list.statusCode).toBe(404)
      const revoke = await call(outsider, 'POST', `/api/evaluation-links/${created.link.id}/revoke`)
      expect(revoke.statusCode).toBe(404)
    }
    for (const refused of [rep, patientUser]) {
      const create = await call(refused, 'POST', '/api/evaluation-links', {
        patientId: patient.id,
        questionnaire: 'dlqi',
        language: 'cs',
        delivery: 'print',
      })
      expect(create.statusCode, refused.role).toBe(403)
    }
    expect((await call(rep, 'GET', `/api/evaluation-links?patient=${patient.id}`)).statusCode).toBe(
      403,
    )
    const own = await linksOf(patientUser)
    expect(own.map((l) => l.id)).toContain(created.link.id)
    const foreign = await call(
      otherPatientUser,
      'GET',
      `/api/evaluation-links?patient=${patient.id}`,
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('lets a signed-in patient answer a waiting link of the own record only', async () => {
    const created = await send(referrer, { questionnaire: 'basdai' })
    const answers = { questionnaire: 'basdai', input: { q1: 5, q2: 4, q3: 3, q4: 2, q5: 6, q6: 4 } }
    const foreign = await call(
      otherPatientUser,
      'POST',
      `/api/evaluation-links/${created.link.id}/answers`,
      {
        answers,
      },
    )
    expect(foreign.statusCode).toBe(404)
    const doctor = await call(
      referrer,
      'POST',
      `/api/evaluation-links/${created.link.id}/answers`,
      {
        answers,
      },
    )
    expect(doctor.statusCode).toBe(403)
    const answered = await call(
      patientUser,
      'POST',
      `/api/evaluation-links/${created.link.id}/answers`,
      {
        answers,
      },
    )
    expect(answered.statusCode, answered.body).toBe(200)
    const link = (await linksOf(referrer)).find((l) => l.id === created.link.id)
    expect(link?.state).toBe('used')
    await expectFormWithScore(link?.formId ?? '', 'basdai', 3.8)
    const again = await call(
      patientUser,
      'POST',
      `/api/evaluation-links/${created.link.id}/answers`,
      {
        answers,
      },
    )
    expect(errorOf(again.body).code).toBe('CODE_USED')
  })
})

describe('limits and upkeep', () => {
  it('refuses an address that tried too many tokens that do not wait', async () => {
    const address = '203.0.113.41'
    for (let i = 0; i < 20; i++) {
      const response = await anonymous(
        '/api/evaluation/open',
        { token: `guess-${String(i)}-`.padEnd(43, 'a') },
        address,
      )
      expect(response.statusCode).toBe(400)
    }
    const refused = await anonymous('/api/evaluation/open', { token: 'z'.repeat(43) }, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    // Another address is not affected.
    const other = await anonymous('/api/evaluation/open', { token: 'z'.repeat(43) }, '203.0.113.42')
    expect(other.statusCode).toBe(400)
  })

  it('purges links that ended unanswered long ago and keeps answered ones', async () => {
    const stale = await send(referrer, { validDays: 1 })
    const answered = await send(referrer)
    const submit = await anonymous('/api/evaluation/submit', {
      token: tokenOf(answered.url),
      answers: dlqiAnswers,
    })
    expect(submit.statusCode, submit.body).toBe(200)
    t.clock.advance(120 * 24 * 3600)
    const services = t.app.konzilium.services
    expect(await purgeExpiredEvaluationLinks(services)).toBeGreaterThanOrEqual(1)
    const ids = (await linksOf({ ...referrer, token: await signIn(t, referrer) })).map((l) => l.id)
    expect(ids).not.toContain(stale.link.id)
    expect(ids).toContain(answered.link.id)
  })
})
