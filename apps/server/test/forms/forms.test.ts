import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formDetailSchema, formListSchema } from '@konzilium/contract/forms'
import { auditEvents, forms, formVersions } from '../../src/db/schema'
import {
  admin,
  call,
  centerDoctor,
  dlqi,
  dlqiDisplay,
  otherCenterDoctor,
  otherReferrer,
  ownPatient,
  pasi,
  pasiDisplay,
  patient,
  patientUser,
  recordForm,
  referrer,
  rep,
  setUpFormsCast,
  t,
} from '../helpers/forms-cast'

setUpFormsCast()

type Issues = { code: string; issues: { path: string; message: string }[] }

const auditRows = (formId: string) =>
  t.database.db
    .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
    .from(auditEvents)
    .where(eq(auditEvents.targetId, formId))

describe('forms', () => {
  it('records an examination with scores computed by the server, and reads it back', async () => {
    const form = await recordForm(centerDoctor, {
      examinedOn: '2026-10-01',
      scores: [
        { score: 'pasi', input: pasi, result: { display: pasiDisplay, version: 'pasi@1' } },
        { score: 'dlqi', input: dlqi },
      ],
      treatments: [
        { kind: 'biologic', drug: 'Adalimumab', dose: '40 mg á 14 dní', start: '2026-10-01' },
      ],
      findings: 'Ložiska na loktech a kolenou.',
    })
    expect(form).toMatchObject({
      patientId: patient.id,
      kind: 'dermatology_visit',
      examinedOn: '2026-10-01',
      version: 1,
      currentVersion: 1,
      findings: 'Ložiska na loktech a kolenou.',
      drugs: ['Adalimumab'],
      author: { id: centerDoctor.id },
      doctor: { id: centerDoctor.id },
      allowedActions: ['update', 'attach', 'delete'],
    })
    expect(
      form.scores.map((score) => [score.score, score.result.display, score.result.version]),
    ).toEqual([
      ['pasi', pasiDisplay, 'pasi@1'],
      ['dlqi', dlqiDisplay, 'dlqi@1'],
    ])
    expect(form.treatments).toEqual([
      {
        kind: 'biologic',
        drug: 'Adalimumab',
        dose: '40 mg á 14 dní',
        start: '2026-10-01',
        stop: null,
      },
    ])
    const read = await call(referrer, 'GET', `/api/forms/${form.id}`)
    expect(read.statusCode, read.body).toBe(200)
    const detail = formDetailSchema.parse(read.json())
    expect(detail.scores).toEqual(form.scores)
    // The referrer may write the record of an own patient, but deletes only own forms.
    expect(detail.allowedActions).toEqual(['update', 'attach'])
    expect((await auditRows(form.id)).map((row) => row.action).sort()).toEqual([
      'forms.created',
      'forms.read',
    ])
  })

  it('refuses a result that disagrees with the server on scores.N.result, storing nothing', async () => {
    const before = await t.database.db.select({ id: forms.id }).from(forms)
    for (const result of [
      { display: 14.9 },
      { value: 15 },
      { version: 'pasi@0' },
      { band: 'mild' },
    ]) {
      const response = await call(
        centerDoctor,
        'POST',
        '/api/forms',
        {
          patientId: patient.id,
          kind: 'dermatology_visit',
          examinedOn: '2026-10-01',
          scores: [
            { score: 'dlqi', input: dlqi },
            { score: 'pasi', input: pasi, result },
          ],
        },
        'en',
      )
      expect(response.statusCode, JSON.stringify(result)).toBe(400)
      const body = response.json<Issues>()
      expect(body.issues).toEqual([
        {
          path: 'scores.1.result',
          message:
            'The score result does not match the server’s calculation. Reload the page and check the inputs.',
        },
      ])
    }
    expect(await t.database.db.select({ id: forms.id }).from(forms)).toHaveLength(before.length)
  })

  it('answers bad input with field messages in the caller’s language', async () => {
    const response = await call(centerDoctor, 'POST', '/api/forms', {
      patientId: patient.id,
      kind: 'holiday',
      examinedOn: '2099-01-01',
      scores: [
        { score: 'pasi', input: { ...pasi, extra: 1 } },
        { score: 'dlqi', input: dlqi },
        { score: 'dlqi', input: dlqi },
      ],
      treatments: [{ kind: 'biologic', drug: '', start: '2026-10-01', stop: '2026-09-01' }],
    })
    expect(response.statusCode).toBe(400)
    const paths = response.json<Issues>().issues.map((issue) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining(['kind', 'treatments.0.drug', 'treatments.0.stop']),
    )
    expect(response.json<Issues>().issues.find((i) => i.path === 'kind')?.message).toBe(
      'Vyberte druh záznamu.',
    )
    // The body's shape passes; the server's own checks follow: a future day, unknown keys, twice.
    const second = await call(centerDoctor, 'POST', '/api/forms', {
      patientId: patient.id,
      kind: 'dermatology_visit',
      examinedOn: '2099-01-01',
      scores: [],
    })
    expect(second.json<Issues>().issues).toEqual([
      { path: 'examinedOn', message: 'Datum vyšetření nemůže být v budoucnosti.' },
    ])
    const third = await call(centerDoctor, 'POST', '/api/forms', {
      patientId: patient.id,
      kind: 'dermatology_visit',
      examinedOn: '2026-10-01',
      scores: [
        { score: 'pasi', input: { ...pasi, extra: 1 } },
        { score: 'dlqi', input: dlqi },
        { score: 'dlqi', input: dlqi },
      ],
    })
    expect(third.statusCode).toBe(400)
    const thirdPaths = third.json<Issues>().issues.map((issue) => issue.path)
    expect(thirdPaths).toContain('scores.2.score')
    expect(thirdPaths.some((path) => path.startsWith('scores.0.input'))).toBe(true)
  })

  it('keeps every version: an update is the next one, earlier ones stay readable', async () => {
    const form = await recordForm(centerDoctor, { examinedOn: '2026-09-01', findings: 'První.' })
    const updated = await call(centerDoctor, 'PUT', `/api/forms/${form.id}`, {
      examinedOn: '2026-09-02',
      scores: [{ score: 'dlqi', input: dlqi }],
      findings: 'Druhá verze.',
      baseVersion: 1,
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const second = formDetailSchema.parse(updated.json())
    expect(second).toMatchObject({ version: 2, currentVersion: 2, examinedOn: '2026-09-02' })
    expect(second.versions.map((v) => [v.version, v.examinedOn])).toEqual([
      [2, '2026-09-02'],
      [1, '2026-09-01'],
    ])
    const first = formDetailSchema.parse(
      (await call(referrer, 'GET', `/api/forms/${form.id}?version=1`)).json(),
    )
    expect(first).toMatchObject({ version: 1, currentVersion: 2, findings: 'První.' })
    expect(first.scores.map((score) => score.score)).toEqual(['pasi'])
    expect((await call(referrer, 'GET', `/api/forms/${form.id}?version=3`)).statusCode).toBe(404)
    // An edit started from version 1 would overwrite version 2 unseen: 409, nothing written.
    const stale = await call(referrer, 'PUT', `/api/forms/${form.id}`, {
      examinedOn: '2026-09-03',
      baseVersion: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(
      await t.database.db.select().from(formVersions).where(eq(formVersions.formId, form.id)),
    ).toHaveLength(2)
    const actions = (await auditRows(form.id)).map((row) => row.action)
    expect(actions.filter((action) => action === 'forms.updated')).toHaveLength(1)
  })

  it('lists a patient’s forms by kind and date, newest first, paged', async () => {
    const other = await createOwnPatientForms()
    const page = await call(referrer, 'GET', `/api/forms?patientId=${ownPatient.id}&pageSize=2`)
    expect(page.statusCode, page.body).toBe(200)
    const list = formListSchema.parse(page.json())
    expect(list.total).toBe(3)
    expect(list.items.map((item) => item.examinedOn)).toEqual(['2026-06-01', '2026-03-01'])
    expect(list.items[0]?.author?.id).toBe(referrer.id)
    expect(
      list.items[0]?.scores.map((score) => [score.score, score.display, score.version]),
    ).toEqual([['pasi', pasiDisplay, 'pasi@1']])
    const filtered = formListSchema.parse(
      (
        await call(
          referrer,
          'GET',
          `/api/forms?patientId=${ownPatient.id}&kind=rheumatology_visit&from=2026-01-01&to=2026-12-31`,
        )
      ).json(),
    )
    expect(filtered.items.map((item) => item.id)).toEqual([other])
    const badRange = await call(
      referrer,
      'GET',
      `/api/forms?patientId=${ownPatient.id}&from=2026-05-01&to=2026-01-01`,
    )
    expect(badRange.statusCode).toBe(400)
    const listed = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'forms.listed'), eq(auditEvents.patientId, ownPatient.id)))
    // Pages within one view are one audit row.
    expect(listed).toHaveLength(1)
  })

  it('follows the patient’s scope: others get 404, a rep and a patient cannot write', async () => {
    const form = await recordForm(referrer)
    for (const who of [otherReferrer, otherCenterDoctor]) {
      expect((await call(who, 'GET', `/api/forms/${form.id}`)).statusCode).toBe(404)
      expect((await call(who, 'GET', `/api/forms?patientId=${patient.id}`)).statusCode).toBe(404)
      expect(
        (await call(who, 'PUT', `/api/forms/${form.id}`, { examinedOn: '2026-10-01' })).statusCode,
      ).toBe(404)
    }
    expect((await call(rep, 'GET', `/api/forms/${form.id}`)).statusCode).toBe(403)
    expect(
      (
        await call(otherReferrer, 'POST', '/api/forms', {
          patientId: patient.id,
          kind: 'dermatology_visit',
          examinedOn: '2026-10-01',
        })
      ).statusCode,
    ).toBe(404)
    expect((await call(admin, 'GET', `/api/forms/${form.id}`)).statusCode).toBe(200)
  })

  it('lets a patient read own forms only, never change them', async () => {
    const own = await recordForm(referrer, { patientId: ownPatient.id })
    const other = await recordForm(referrer)
    const read = await call(patientUser, 'GET', `/api/forms/${own.id}`)
    expect(read.statusCode, read.body).toBe(200)
    expect(formDetailSchema.parse(read.json()).allowedActions).toEqual([])
    expect((await call(patientUser, 'GET', `/api/forms/${other.id}`)).statusCode).toBe(404)
    expect(
      (await call(patientUser, 'GET', `/api/forms?patientId=${ownPatient.id}`)).statusCode,
    ).toBe(200)
    expect(
      (await call(patientUser, 'PUT', `/api/forms/${own.id}`, { examinedOn: '2026-10-01' }))
        .statusCode,
    ).toBe(403)
    expect((await call(patientUser, 'DELETE', `/api/forms/${own.id}`)).statusCode).toBe(403)
    expect(
      (
        await call(patientUser, 'POST', '/api/forms', {
          patientId: ownPatient.id,
          kind: 'questionnaire',
          examinedOn: '2026-10-01',
        })
      ).statusCode,
    ).toBe(403)
  })

  it('deletes a form by its author or an admin only, audited, and hides it', async () => {
    const byCenter = await recordForm(centerDoctor)
    expect((await call(referrer, 'DELETE', `/api/forms/${byCenter.id}`)).statusCode).toBe(404)
    expect((await call(centerDoctor, 'DELETE', `/api/forms/${byCenter.id}`)).statusCode).toBe(204)
    expect((await call(centerDoctor, 'GET', `/api/forms/${byCenter.id}`)).statusCode).toBe(404)
    expect((await call(centerDoctor, 'DELETE', `/api/forms/${byCenter.id}`)).statusCode).toBe(404)
    const byReferrer = await recordForm(referrer)
    expect((await call(admin, 'DELETE', `/api/forms/${byReferrer.id}`)).statusCode).toBe(204)
    const list = formListSchema.parse(
      (await call(admin, 'GET', `/api/forms?patientId=${patient.id}&pageSize=100`)).json(),
    )
    expect(list.items.map((item) => item.id)).not.toContain(byReferrer.id)
    const deleted = (await auditRows(byReferrer.id)).filter((row) => row.action === 'forms.deleted')
    expect(deleted).toEqual([{ action: 'forms.deleted', actor: admin.id }])
    // The rows stay: a soft delete.
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, byReferrer.id))
    expect(row?.deletedById).toBe(admin.id)
  })
})

/** Three forms of `ownPatient` (dermatology, rheumatology, dermatology); the rheumatology one's id. */
async function createOwnPatientForms(): Promise<string> {
  await recordForm(referrer, { patientId: ownPatient.id, examinedOn: '2025-12-01' })
  const rheumatology = await recordForm(referrer, {
    patientId: ownPatient.id,
    kind: 'rheumatology_visit',
    examinedOn: '2026-03-01',
    scores: [],
  })
  await recordForm(referrer, { patientId: ownPatient.id, examinedOn: '2026-06-01' })
  return rheumatology.id
}
