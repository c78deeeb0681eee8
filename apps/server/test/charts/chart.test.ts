import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chartSchema, type Chart } from '@konzilium/contract/charts'
import type { StoredScore } from '@konzilium/contract/calculators'
import type { FormTreatment } from '@konzilium/contract/forms'
import type { ScoreId } from '@konzilium/scores'
import { lookupScoreBand, isBandLookupScoreId, scoreRegistry } from '@konzilium/scores'
import { auditEvents, forms } from '../../src/db/schema'
import { insertForm } from '../../src/features/forms/store-form'
import {
  admin,
  call,
  centerDoctor,
  centerId,
  createPatient,
  doctorA,
  doctorB,
  issuesOf,
  otherCenterDoctor,
  patientUser,
  rep,
  setUpPatientCast,
  t,
} from '../helpers/patients-cast'

setUpPatientCast()

/** A saved score as the forms store it (its result already computed). */
function stored(score: ScoreId, value: number): StoredScore {
  const band = isBandLookupScoreId(score)
    ? (() => {
        const outcome = lookupScoreBand(score, value)
        return outcome.ok ? outcome.result.band : null
      })()
    : null
  const { version } = scoreRegistry[score].definition
  return { score, input: {}, result: { value, display: value, band, version } }
}

async function examination(
  patientId: string,
  examinedOn: string,
  scores: StoredScore[],
  treatments: FormTreatment[] = [],
): Promise<string> {
  return insertForm(
    t.database.db,
    {
      patientId,
      kind: 'dermatology_visit',
      authorId: doctorA.id,
      doctorId: doctorA.id,
      at: new Date(),
    },
    { examinedOn, scores, treatments, findings: '' },
  )
}

const adalimumab: FormTreatment = {
  kind: 'biologic',
  drug: 'Adalimumab',
  dose: '40 mg',
  start: '2025-03-01',
  stop: null,
}

/** A patient of doctor A treated at the centre, with PASI and DLQI over a year. */
async function treatedPatient(userId: string | null = null) {
  const patient = await createPatient(t, { referringDoctorId: doctorA.id, centerId, userId })
  // PASI 20.0 on the day adalimumab starts is the baseline; 24.0 before it is not compared.
  await examination(patient.id, '2025-01-10', [stored('pasi', 24), stored('dlqi', 15)])
  await examination(
    patient.id,
    '2025-03-01',
    [stored('pasi', 20), stored('dlqi', 12)],
    [adalimumab],
  )
  await examination(patient.id, '2025-06-01', [stored('pasi', 5), stored('dlqi', 3)], [adalimumab])
  await examination(
    patient.id,
    '2025-09-01',
    [stored('pasi', 1.8), stored('dlqi', 1)],
    [adalimumab],
  )
  return patient
}

const chartOf = async (query: string, token: string): Promise<Chart> => {
  const answer = await call('GET', `/api/charts/chart1?${query}`, token)
  expect(answer.statusCode, answer.body).toBe(200)
  return chartSchema.parse(answer.json())
}

describe('GET /api/charts/chart1', () => {
  it('answers each score’s series with bands, treatments and PASI markers against baseline', async () => {
    const patient = await treatedPatient()
    const chart = await chartOf(`patient=${patient.id}`, doctorA.token)
    expect(chart.available).toEqual(['pasi', 'dlqi'])
    const pasi = chart.series.find((s) => s.score === 'pasi')
    expect(pasi?.points.map((p) => [p.date, p.value, p.band])).toEqual([
      ['2025-01-10', 24, 'severe'],
      ['2025-03-01', 20, 'severe'],
      ['2025-06-01', 5, 'not_severe'],
      ['2025-09-01', 1.8, 'not_severe'],
    ])
    expect(pasi?.bands?.steps[0]).toMatchObject({ band: 'not_severe', upTo: 10 })
    // 20 → 5 is exactly 75 %; 20 → 1.8 is 91 % (PASI 90).
    expect(pasi?.markers.map((m) => [m.date, m.kind, m.change, m.baseline.value])).toEqual([
      ['2025-06-01', 'pasi75', 75, 20],
      ['2025-09-01', 'pasi90', 91, 20],
    ])
    expect(pasi?.markers[0]?.treatment?.drug).toBe('Adalimumab')
    expect(chart.treatments).toEqual([
      { drug: 'Adalimumab', kind: 'biologic', start: '2025-03-01', stop: null },
    ])
    const dlqi = chart.series.find((s) => s.score === 'dlqi')
    expect(dlqi?.markers).toEqual([])
    expect(dlqi?.points.map((p) => p.band)).toEqual([
      'very_large',
      'very_large',
      'small',
      'no_effect',
    ])
  })

  it('keeps the baseline before the range when a day range is asked for', async () => {
    const patient = await treatedPatient()
    const chart = await chartOf(`patient=${patient.id}&scores=pasi&from=2025-05-01`, doctorA.token)
    expect(chart.series.map((s) => s.score)).toEqual(['pasi'])
    expect(chart.available).toEqual(['pasi', 'dlqi'])
    expect(chart.series[0]?.points.map((p) => p.date)).toEqual(['2025-06-01', '2025-09-01'])
    expect(chart.series[0]?.markers.map((m) => [m.kind, m.baseline.date])).toEqual([
      ['pasi75', '2025-03-01'],
      ['pasi90', '2025-03-01'],
    ])
    const early = await chartOf(`patient=${patient.id}&to=2025-02-01`, doctorA.token)
    expect(early.series.flatMap((s) => s.points.map((p) => p.date))).toEqual([
      '2025-01-10',
      '2025-01-10',
    ])
    expect(early.treatments).toEqual([])
  })

  it('marks the EULAR response of DAS28 and an ASDAS improvement', async () => {
    const patient = await createPatient(t, { referringDoctorId: doctorA.id })
    await examination(patient.id, '2025-01-01', [
      stored('das28-crp', 5.43),
      stored('asdas-crp', 3.4),
    ])
    await examination(patient.id, '2025-04-01', [
      stored('das28-crp', 4.23),
      stored('asdas-crp', 2.3),
    ])
    await examination(patient.id, '2025-07-01', [stored('das28-crp', 3), stored('asdas-crp', 1.4)])
    const chart = await chartOf(`patient=${patient.id}&scores=das28-crp,asdas-crp`, doctorA.token)
    const kinds = chart.series.map((s) => [s.score, s.markers.map((m) => m.kind)])
    expect(kinds).toEqual([
      ['das28-crp', ['eular-moderate', 'eular-good']],
      ['asdas-crp', ['asdas-important', 'asdas-major']],
    ])
  })

  it('answers an empty chart for a patient without forms, and leaves out deleted forms', async () => {
    const patient = await createPatient(t, { referringDoctorId: doctorA.id })
    expect(await chartOf(`patient=${patient.id}`, doctorA.token)).toMatchObject({
      available: [],
      series: [],
      treatments: [],
    })
    const formId = await examination(patient.id, '2025-01-01', [stored('pasi', 12)], [adalimumab])
    expect((await chartOf(`patient=${patient.id}`, doctorA.token)).available).toEqual(['pasi'])
    await t.database.db.update(forms).set({ deletedAt: new Date() }).where(eq(forms.id, formId))
    expect(await chartOf(`patient=${patient.id}`, doctorA.token)).toMatchObject({
      available: [],
      series: [],
      treatments: [],
    })
  })

  it('follows the record’s read scope, and a patient reads only the own chart', async () => {
    const patient = await treatedPatient(patientUser.id)
    const other = await treatedPatient()
    const url = (id: string) => `/api/charts/chart1?patient=${id}`
    expect((await call('GET', url(patient.id), doctorA.token)).statusCode).toBe(200)
    expect((await call('GET', url(patient.id), centerDoctor.token)).statusCode).toBe(200)
    expect((await call('GET', url(patient.id), admin.token)).statusCode).toBe(200)
    expect((await call('GET', url(patient.id), patientUser.token)).statusCode).toBe(200)
    expect((await call('GET', url(patient.id), doctorB.token)).statusCode).toBe(404)
    expect((await call('GET', url(patient.id), otherCenterDoctor.token)).statusCode).toBe(404)
    expect((await call('GET', url(other.id), patientUser.token)).statusCode).toBe(404)
    expect((await call('GET', url(patient.id), rep.token)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: url(patient.id) })).statusCode).toBe(401)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await call('GET', url(unknown), doctorA.token)).statusCode).toBe(404)
  })

  it('refuses bad queries with 400 naming the field, in the caller’s language', async () => {
    const patient = await createPatient(t, { referringDoctorId: doctorA.id })
    const cases: [string, string][] = [
      ['patient=not-a-uuid', 'patient'],
      ['', 'patient'],
      [`patient=${patient.id}&scores=pasi,nonsense`, 'scores.1'],
      [`patient=${patient.id}&scores=pasi-response`, 'scores.0'],
      [`patient=${patient.id}&from=2025-02-30`, 'from'],
      [`patient=${patient.id}&to=yesterday`, 'to'],
      [`patient=${patient.id}&from=2025-05-01&to=2025-04-01`, 'to'],
    ]
    for (const [query, path] of cases) {
      const answer = await call('GET', `/api/charts/chart1?${query}`, doctorA.token)
      expect(answer.statusCode, query).toBe(400)
      expect(
        issuesOf(answer.json()).map((issue) => issue.path),
        query,
      ).toContain(path)
    }
    const czech = await t.app.inject({
      method: 'GET',
      url: `/api/charts/chart1?patient=${patient.id}&from=2025-05-01&to=2025-04-01`,
      headers: { authorization: `Bearer ${doctorA.token}`, 'accept-language': 'cs' },
    })
    expect(issuesOf(czech.json())[0]?.message).toBe(
      'Začátek období musí být nejpozději v den jeho konce.',
    )
  })

  it('audits the read as a read of the record, once per view', async () => {
    const patient = await treatedPatient()
    await chartOf(`patient=${patient.id}`, centerDoctor.token)
    await chartOf(`patient=${patient.id}&scores=pasi`, centerDoctor.token)
    const rows = await t.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.patientId, patient.id),
          eq(auditEvents.actorUserId, centerDoctor.id),
          sql`${auditEvents.details}->>'view' = 'chart'`,
        ),
      )
    expect(rows).toEqual([{ action: 'patients.read', details: { view: 'chart' } }])
  })
})
