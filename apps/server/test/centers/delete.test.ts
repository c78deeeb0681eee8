import { describe, expect, it } from 'vitest'
import { referralRequests } from '../../src/db/schema'
import { createAccount } from '../helpers/accounts'
import {
  admin,
  call,
  create,
  issuesOf,
  list,
  peripheral,
  setUpCenterCast,
  t,
} from '../helpers/centers-cast'
import { createPatient } from '../helpers/clinic'

setUpCenterCast()

describe('DELETE /api/centers/{id}', () => {
  it('deletes a centre nothing depends on', async () => {
    const center = await create({
      name: 'Ke smazání',
      city: 'Cheb',
      region: 'CZ041',
      specialty: 'dermatology',
    })
    expect((await call('DELETE', `/api/centers/${center.id}`, peripheral.token)).statusCode).toBe(
      403,
    )
    const response = await call('DELETE', `/api/centers/${center.id}`, admin.token)
    expect(response.statusCode).toBe(204)
    expect((await call('GET', `/api/centers/${center.id}`, admin.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/centers/${center.id}`, admin.token)).statusCode).toBe(404)
  })

  it('refuses with 409 naming the doctors, patients and referrals that depend on it', async () => {
    const withDoctor = await create({
      name: 'Závislé s lékařem',
      city: 'Most',
      region: 'CZ042',
      specialty: 'dermatology',
    })
    await createAccount(t, 'center_doctor', { centerId: withDoctor.id })
    const refused = await call('DELETE', `/api/centers/${withDoctor.id}`, admin.token, undefined, {
      'accept-language': 'en',
    })
    expect(refused.statusCode).toBe(409)
    expect(issuesOf(refused.body)[0]?.message).toContain('centre doctors: 1')

    const withPatient = await create({
      name: 'Závislé s pacientem',
      city: 'Most',
      region: 'CZ042',
      specialty: 'dermatology',
    })
    await createPatient(t, { referringDoctorId: peripheral.id, centerId: withPatient.id })
    const czech = await call('DELETE', `/api/centers/${withPatient.id}`, admin.token)
    expect(czech.statusCode, czech.body).toBe(409)
    expect(issuesOf(czech.body)[0]?.message).toContain('pacienti: 1')

    const withReferral = await create({
      name: 'Závislé s žádostí',
      city: 'Most',
      region: 'CZ042',
      specialty: 'dermatology',
    })
    const patient = await createPatient(t, { referringDoctorId: peripheral.id })
    await t.database.db.insert(referralRequests).values({
      patientId: patient.id,
      fromDoctorId: peripheral.id,
      toCenterId: withReferral.id,
      diagnosis: 'L40.0',
      urgency: 'routine',
      indication: {},
    })
    const referral = await call(
      'DELETE',
      `/api/centers/${withReferral.id}`,
      admin.token,
      undefined,
      { 'accept-language': 'en' },
    )
    expect(referral.statusCode).toBe(409)
    expect(issuesOf(referral.body)[0]?.message).toContain('referral requests: 1')
    expect(
      (await call('GET', `/api/centers/${withReferral.id}`, admin.token)).json(),
    ).toMatchObject({
      counts: { doctors: 0, patients: 0, openReferrals: 1 },
    })
    expect((await list('q=zavisle')).total).toBe(3)
  })
})
