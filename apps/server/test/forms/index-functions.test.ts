import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formDetailSchema } from '@konzilium/contract/forms'
import { auditEvents, forms } from '../../src/db/schema'
import { createPatientReportedForm, readScoreHistory } from '../../src/features/forms'
import { transaction } from '../../src/platform/transaction'
import {
  call,
  centerDoctor,
  dlqi,
  dlqiDisplay,
  ownPatient,
  pasi,
  pasiDisplay,
  patientUser,
  recordForm,
  referrer,
  setUpFormsCast,
  t,
} from '../helpers/forms-cast'

setUpFormsCast()

describe('what other features use of forms', () => {
  it('stores a questionnaire as a patient-reported form in the caller’s transaction', async () => {
    const services = t.app.konzilium.services
    const id = await transaction(services.db, (work) =>
      createPatientReportedForm(services, work, {
        patientId: ownPatient.id,
        authorUserId: null,
        doctorUserId: referrer.id,
        kind: 'questionnaire',
        scores: [{ score: 'dlqi', input: dlqi }],
      }),
    )
    const detail = formDetailSchema.parse(
      (await call(patientUser, 'GET', `/api/forms/${id}`)).json(),
    )
    expect(detail).toMatchObject({
      kind: 'questionnaire',
      author: null,
      doctor: { id: referrer.id },
    })
    expect(detail.scores[0]?.result).toMatchObject({ display: dlqiDisplay, version: 'dlqi@1' })
    const [created] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id))
    expect(created).toMatchObject({ action: 'forms.created', patientId: ownPatient.id })
    // A bad input is refused like a form's, and the caller's transaction writes nothing.
    const before = (await t.database.db.select({ id: forms.id }).from(forms)).length
    await expect(
      transaction(services.db, (work) =>
        createPatientReportedForm(services, work, {
          patientId: ownPatient.id,
          authorUserId: patientUser.id,
          doctorUserId: referrer.id,
          kind: 'questionnaire',
          scores: [{ score: 'dlqi', input: { ...dlqi, q1: 'sometimes' } }],
        }),
      ),
    ).rejects.toThrow()
    expect((await t.database.db.select({ id: forms.id }).from(forms)).length).toBe(before)
  })

  it('reads a patient’s score points and treatment periods, deleted forms left out', async () => {
    const treatments = [
      { kind: 'conventional', drug: 'Methotrexát', start: '2025-01-01', stop: '2025-06-01' },
      { kind: 'biologic', drug: 'Adalimumab', start: '2025-06-01' },
    ] as const
    await recordForm(referrer, {
      patientId: ownPatient.id,
      examinedOn: '2025-06-01',
      scores: [
        { score: 'pasi', input: pasi },
        { score: 'dlqi', input: dlqi },
      ],
      treatments: [treatments[0]],
    })
    await recordForm(referrer, {
      patientId: ownPatient.id,
      examinedOn: '2025-09-01',
      scores: [{ score: 'pasi', input: { ...pasi, head: { ...pasi.head, area: 0 } } }],
      treatments: [...treatments],
    })
    const deleted = await recordForm(referrer, {
      patientId: ownPatient.id,
      examinedOn: '2025-10-01',
    })
    await call(referrer, 'DELETE', `/api/forms/${deleted.id}`)
    await recordForm(centerDoctor, { examinedOn: '2025-07-01' })
    const history = await readScoreHistory(t.database.db, {
      patientId: ownPatient.id,
      scores: ['pasi'],
      from: '2025-01-01',
      to: '2025-12-31',
    })
    expect(history.points.map((point) => [point.date, point.score, point.display])).toEqual([
      ['2025-06-01', 'pasi', pasiDisplay],
      ['2025-09-01', 'pasi', 13.8],
    ])
    expect(history.points[0]).toMatchObject({
      formKind: 'dermatology_visit',
      formulaVersion: 'pasi@1',
    })
    expect(history.treatments).toEqual([
      { drug: 'Methotrexát', kind: 'conventional', start: '2025-01-01', stop: '2025-06-01' },
      { drug: 'Adalimumab', kind: 'biologic', start: '2025-06-01', stop: null },
    ])
    const narrow = await readScoreHistory(t.database.db, {
      patientId: ownPatient.id,
      from: '2025-08-01',
      to: '2025-12-31',
    })
    expect(narrow.points.map((point) => point.date)).toEqual(['2025-09-01'])
  })
})
