import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accessLogSchema } from '@konzilium/contract/patients'
import { auditEvents } from '../../src/db/schema'
import {
  call,
  centerDoctor,
  colleague,
  newReferral,
  referrer,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

const logRows = async (actorId: string, patientId: string) =>
  t.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, actorId), eq(auditEvents.patientId, patientId)))

describe("the record's change history and the audit of its access log", () => {
  it('holds the referral, its acceptance and the reassignment to another centre doctor', async () => {
    const referral = await newReferral()
    const patientId = referral.patient.id
    const accepted = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      { doctorId: centerDoctor.id },
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    const handed = await call(
      centerDoctor,
      'PUT',
      `/api/patients/${patientId}/change-center-doctor`,
      { centerDoctorId: colleague.id },
    )
    expect(handed.statusCode, handed.body).toBe(200)
    const changes = accessLogSchema.parse(
      (await call(referrer, 'GET', `/api/patients/${patientId}/access-log?kind=changes`)).json(),
    )
    expect(changes.items.map((item) => item.action)).toEqual([
      'patients.center-doctor-changed',
      'referrals.accepted',
      'referrals.created',
    ])
  })

  it('paging the access log five times writes one audit row, and no read of the record', async () => {
    const referral = await newReferral()
    const patientId = referral.patient.id
    const before = await logRows(centerDoctor.id, patientId)
    for (let page = 1; page <= 5; page += 1) {
      const response = await call(
        centerDoctor,
        'GET',
        `/api/patients/${patientId}/access-log?page=${page}&pageSize=1`,
      )
      expect(response.statusCode, response.body).toBe(200)
    }
    await call(centerDoctor, 'GET', `/api/patients/${patientId}/access-log?kind=changes`)
    const added = (await logRows(centerDoctor.id, patientId)).slice(before.length)
    expect(added.map((row) => row.action)).toEqual(['patients.access-log-read'])
  })
})
