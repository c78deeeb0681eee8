import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEventListSchema } from '@konzilium/contract/audit'
import { accessLogSchema } from '@konzilium/contract/patients'
import { auditEvents, patients } from '../../src/db/schema'
import { createSignedIn } from '../helpers/accounts'
import { withAuditRejected } from '../helpers/audit'
import {
  admin,
  call,
  centerDoctor,
  centerId,
  createPatient,
  doctorA,
  patientUser,
  rep,
  setUpPatientCast,
  t,
  valid,
} from '../helpers/patients-cast'

setUpPatientCast()

describe('audit of clinical access', () => {
  it('records list, detail and access-log reads; the access log shows who and when', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, centerId })
    await call('GET', `/api/patients/${mine.id}`, centerDoctor.token)
    await call('GET', `/api/patients/${mine.id}`, doctorA.token)
    const log = accessLogSchema.parse(
      (await call('GET', `/api/patients/${mine.id}/access-log`, admin.token)).json(),
    )
    expect(log.items.map((item) => [item.action, item.actorRole])).toEqual([
      ['patients.read', 'peripheral_doctor'],
      ['patients.read', 'center_doctor'],
    ])
    expect(log.items[1]?.actorName).toContain(centerDoctor.lastName)
    const before = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patients.listed'))
    await call('GET', '/api/patients', doctorA.token)
    const after = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patients.listed'))
    expect(after.length).toBe(before.length + 1)
  })

  it("records what each page showed, with the page's total, also past the last page", async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    for (const lastName of ['Audit', 'Auditová', 'Auditor'])
      await createPatient(t, { referringDoctorId: doctor.id, lastName })
    const shownOn = async (page: number) => {
      const before = new Set(
        (
          await t.database.db
            .select({ id: auditEvents.id })
            .from(auditEvents)
            .where(eq(auditEvents.actorUserId, doctor.id))
        ).map((row) => row.id),
      )
      const list = await call('GET', `/api/patients?pageSize=2&page=${page}`, doctor.token)
      expect(list.statusCode).toBe(200)
      const rows = await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, doctor.id))
      const added = rows.filter((row) => !before.has(row.id))
      expect(added.map((row) => row.action)).toEqual(['patients.listed'])
      const body = list.json<{ items: { id: string }[]; total: number }>()
      // The row names exactly the patients the page showed (a page past the end: none).
      expect([...(added[0]?.patientIds ?? ['missing'])].sort()).toEqual(
        body.items.map((item) => item.id).sort(),
      )
      return { shown: body.items.length, total: body.total, details: added[0]?.details }
    }
    expect(await shownOn(1)).toEqual({
      shown: 2,
      total: 3,
      details: { page: 1, shown: 2, searched: false, search: null },
    })
    expect(await shownOn(2)).toEqual({
      shown: 1,
      total: 3,
      details: { page: 2, shown: 1, searched: false, search: null },
    })
    expect(await shownOn(3)).toEqual({
      shown: 0,
      total: 3,
      details: { page: 3, shown: 0, searched: false, search: null },
    })
  })

  it('a failing audit insert fails the request and returns no data', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, lastName: 'Neviditelná' })
    await withAuditRejected(t, async () => {
      const detail = await call('GET', `/api/patients/${mine.id}`, doctorA.token)
      expect(detail.statusCode).toBe(500)
      expect(detail.body).not.toContain('Neviditelná')
      const list = await call('GET', '/api/patients', doctorA.token)
      expect(list.statusCode).toBe(500)
      expect(list.body).not.toContain('Neviditelná')
      const update = await call(
        'PUT',
        `/api/patients/${mine.id}`,
        doctorA.token,
        valid({ lastName: 'Změněná' }),
      )
      expect(update.statusCode).toBe(500)
    })
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, mine.id))
    expect(row?.lastName).toBe('Neviditelná')
  })
})

describe('GET /api/audit-events', () => {
  it('admins filter the trail by user, patient, action and time; others are refused', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id })
    await call('GET', `/api/patients/${mine.id}`, doctorA.token)
    const list = auditEventListSchema.parse(
      (
        await call(
          'GET',
          `/api/audit-events?patientId=${mine.id}&userId=${doctorA.id}&action=patients.read`,
          admin.token,
        )
      ).json(),
    )
    expect(list.total).toBe(1)
    expect(list.items[0]).toMatchObject({ actorUserId: doctorA.id, patientId: mine.id })
    const future = auditEventListSchema.parse(
      (await call('GET', `/api/audit-events?from=2999-01-01T00:00:00Z`, admin.token)).json(),
    )
    expect(future.total).toBe(0)
    // Every action the trail holds is a filter (the audit screen offers each one); a name it
    // does not hold, such as an old one, is refused by name.
    const oldName = await call('GET', `/api/audit-events?action=auth.sign_in`, admin.token)
    expect(oldName.statusCode).toBe(400)
    expect(oldName.body).toContain('action')
    const signIns = await call('GET', `/api/audit-events?action=auth.signed-in`, admin.token)
    expect(signIns.statusCode, signIns.body).toBe(200)
    const signInList = auditEventListSchema.parse(signIns.json())
    expect(signInList.total).toBeGreaterThan(0)
    expect(new Set(signInList.items.map((e) => e.action))).toEqual(new Set(['auth.signed-in']))
    for (const user of [doctorA, centerDoctor, rep, patientUser])
      expect((await call('GET', '/api/audit-events', user.token)).statusCode).toBe(403)
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'audit.read'))
    expect(reads.length).toBeGreaterThan(0)
  })
})
