import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { reportLinkSchema, reportLinkStatusSchema } from '@konzilium/contract/reports'
import { auditEvents, patients, reportLinks } from '../../src/db/schema'
import { purgeExpiredReportLinks } from '../../src/features/reports'
import { pdfText } from '../helpers/pdf'
import {
  call,
  newReferral,
  otherReferrer,
  patientOf,
  referrer,
  rep,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

let sent = 0
/** Sends a link to a new address and reads its token from the delivered e-mail. */
async function sendLink(body: Record<string, unknown>, who = referrer) {
  const email = `prijemce-${sent++}@test.konzilium.cz`
  const answer = await call(who, 'POST', '/api/report-links', {
    recipient: 'patient',
    language: 'cs',
    email,
    ...body,
  })
  expect(answer.statusCode, answer.body).toBe(201)
  const link = reportLinkSchema.parse(answer.json())
  const mail = await t.mailbox.waitFor(email)
  const url = /https:\/\/konzilium\.test\/download-report\?token=([\w%-]+)/.exec(mail.text)
  expect(url, mail.text).not.toBeNull()
  return { link, mail, token: decodeURIComponent(url?.[1] ?? '') }
}

const publicCall = (url: string, payload: unknown, language = 'cs') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': language },
  })
const status = (token: string) => publicCall('/api/report-links/status', { token })
const download = (token: string, birthDate: string, language = 'cs') =>
  publicCall('/api/report-links/download', { token, birthDate }, language)

const downloads = (linkId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'reports.downloaded'), eq(auditEvents.targetId, linkId)))

describe('one-time report links', () => {
  it('mails a link without the patient’s name; the right birth date downloads the PDF once', async () => {
    const patient = await patientOf(referrer, 'Šťastná')
    const [row] = await t.database.db
      .select({ birthDate: patients.birthDate })
      .from(patients)
      .where(eq(patients.id, patient.id))
    const birthDate = row?.birthDate
    const { link, mail, token } = await sendLink({ kind: 'patient', id: patient.id })
    expect(mail.subject).toBe('Lékařská zpráva z Konzilia')
    expect(mail.text).not.toContain('Šťastná')
    const [stored] = await t.database.db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.id, link.id))
    expect(stored?.tokenHash).not.toContain(token)
    expect(JSON.stringify(stored)).not.toContain(token)
    const fresh = await status(token)
    expect(fresh.statusCode, fresh.body).toBe(200)
    expect(reportLinkStatusSchema.parse(fresh.json())).toMatchObject({
      kind: 'patient',
      attemptsLeft: 5,
    })

    const wrong = await download(token, '1999-12-31')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'birthDate', message: 'Datum narození nesouhlasí.' }],
    })
    expect(reportLinkStatusSchema.parse((await status(token)).json()).attemptsLeft).toBe(4)

    const right = await download(token, birthDate ?? '')
    expect(right.statusCode, right.body).toBe(200)
    expect(right.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(right.rawPayload)
    expect(text).toContain('Šťastná')
    expect(text).toContain('Příjmení')
    const rows = await downloads(link.id)
    expect(rows.map((row) => row.outcome).sort()).toEqual(['failure', 'success'])
    expect(rows.find((row) => row.outcome === 'success')).toMatchObject({
      actorUserId: null,
      patientId: patient.id,
    })
    const sentRow = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'reports.link-sent'), eq(auditEvents.patientId, patient.id)),
      )
    expect(sentRow).toHaveLength(1)

    const again = await download(token, birthDate ?? '')
    expect(again.statusCode).toBe(410)
    expect(again.json()).toMatchObject({ code: 'CODE_USED' })
    expect((await status(token)).json()).toMatchObject({ code: 'CODE_USED' })
  })

  it('spends a link after five wrong birth dates, even for the right one after', async () => {
    const referral = await newReferral()
    const { token } = await sendLink({ kind: 'referral', id: referral.id, language: 'en' })
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => download(token, '1901-01-01', 'en')),
    )
    const codes = answers.map((answer) => answer.json<{ code: string }>().code)
    expect(codes.filter((code) => code === 'VALIDATION_FAILED')).toHaveLength(5)
    expect(codes.filter((code) => code === 'ATTEMPTS_EXHAUSTED')).toHaveLength(3)
    const right = await download(token, referral.patient.birthDate, 'en')
    expect(right.statusCode).toBe(410)
    expect(right.json()).toMatchObject({ code: 'ATTEMPTS_EXHAUSTED' })
  })

  it('sends only for a patient the caller may read; a representative may not send at all', async () => {
    const patient = await patientOf(referrer)
    const body = {
      kind: 'patient',
      id: patient.id,
      recipient: 'doctor',
      email: 'kolega@test.konzilium.cz',
      language: 'cs',
    }
    expect((await call(otherReferrer, 'POST', '/api/report-links', body)).statusCode).toBe(404)
    expect((await call(rep, 'POST', '/api/report-links', body)).statusCode).toBe(403)
    const bad = await call(referrer, 'POST', '/api/report-links', { ...body, email: 'ne' }, 'en')
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual([
      'email',
    ])
    expect(
      await t.database.db.select().from(reportLinks).where(eq(reportLinks.patientId, patient.id)),
    ).toEqual([])
  })
  // Last: it moves the clock past every session of the cast.
  it('tells expired and unknown links apart, and purges long-expired ones', async () => {
    const patient = await patientOf(referrer)
    const { link, token } = await sendLink({ kind: 'patient', id: patient.id })
    t.clock.advance(t.config.reports.linkTtlSeconds + 1)
    const expired = await status(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({ code: 'CODE_EXPIRED' })
    expect((await download(token, '1950-01-01')).json()).toMatchObject({ code: 'CODE_EXPIRED' })
    const unknown = await status('neznamy-odkaz')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'CODE_INVALID' })
    expect((await download('neznamy-odkaz', '1950-01-01')).json()).toMatchObject({
      code: 'CODE_INVALID',
    })
    t.clock.advance(31 * 86_400)
    expect(
      await purgeExpiredReportLinks({ db: t.database.db, clock: t.clock } as never),
    ).toBeGreaterThan(0)
    expect(
      await t.database.db.select().from(reportLinks).where(eq(reportLinks.id, link.id)),
    ).toEqual([])
    expect((await status(token)).json()).toMatchObject({ code: 'CODE_INVALID' })
  })
})
