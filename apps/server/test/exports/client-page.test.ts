import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditEvents } from '../../src/db/schema'
import { withAuditRejected } from '../helpers/audit'
import { pdfText } from '../helpers/pdf'
import {
  admin,
  call,
  centerDoctor,
  newReferral,
  otherCenterDoctor,
  otherReferrer,
  patientOf,
  referrer,
  rep,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

const exportPdf = (who: { token: string }, body: unknown, language = 'cs') =>
  call(who, 'POST', '/api/exports/client-page', body, language)

const auditRows = (patientId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'exports.pdf-created'), eq(auditEvents.patientId, patientId)))

describe('POST /api/exports/client-page', () => {
  it('renders a patient summary with Czech letters intact, scores with formula versions, audited', async () => {
    const referral = await newReferral()
    const answer = await exportPdf(referrer, { kind: 'patient', id: referral.patient.id })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="konzilium-souhrn-pacienta-\d{4}-\d{2}-\d{2}\.pdf"/,
    )
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(answer.rawPayload)
    for (const words of [
      'Souhrn pacienta',
      'Příjmení',
      'Řezníčková',
      'Rodné číslo',
      'Zdravotní pojišťovna',
      '111 – VZP ČR',
      'Žádosti o převzetí',
      'Revmatologický ústav',
      'čeká',
      'přednostní',
      'Skóre a jejich vývoj',
      'DAS28-ESR',
      'das28-esr@1',
      'Strana 1 z',
    ])
      expect(text).toContain(words)
    for (const letter of ['č', 'ř', 'ů', 'ž', 'í']) expect(text).toContain(letter)
    const rows = await auditRows(referral.patient.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorUserId: referrer.id,
      outcome: 'success',
      targetType: 'patient',
      targetId: referral.patient.id,
    })
  })

  it('renders a referral in English on request: decision, treatments and history', async () => {
    const referral = await newReferral()
    const answer = await exportPdf(centerDoctor, {
      kind: 'referral',
      id: referral.id,
      language: 'en',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const text = await pdfText(answer.rawPayload)
    for (const words of [
      'Referral request',
      'Date of birth',
      'Methotrexát',
      'inadequate',
      'History',
      'das28-esr@1',
      'Prosím o převzetí.',
      'Page 1 of',
    ])
      expect(text).toContain(words)
  })

  it('answers 404 outside the caller’s scope and 403 to a representative, with no audit row', async () => {
    const patient = await patientOf(referrer)
    const referral = await newReferral()
    for (const [who, body] of [
      [otherReferrer, { kind: 'patient', id: patient.id }],
      [otherCenterDoctor, { kind: 'referral', id: referral.id }],
      [otherReferrer, { kind: 'referral', id: referral.id }],
    ] as const)
      expect((await exportPdf(who, body)).statusCode).toBe(404)
    expect((await exportPdf(rep, { kind: 'patient', id: patient.id })).statusCode).toBe(403)
    expect(await auditRows(patient.id)).toHaveLength(0)
    expect((await exportPdf(admin, { kind: 'patient', id: patient.id })).statusCode).toBe(200)
  })

  it('refuses a bad body with field messages in the caller’s language', async () => {
    const answer = await exportPdf(referrer, { kind: 'chart', id: 'x' }, 'en')
    expect(answer.statusCode).toBe(400)
    const issues = answer.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)
    expect(issues).toEqual(expect.arrayContaining(['kind', 'id']))
  })

  it('sends nothing when the audit row cannot be written', async () => {
    const patient = await patientOf(referrer)
    await withAuditRejected(t, async () => {
      const answer = await exportPdf(referrer, { kind: 'patient', id: patient.id })
      expect(answer.statusCode).toBe(500)
      expect(answer.headers['content-type']).not.toBe('application/pdf')
    })
  })
})
