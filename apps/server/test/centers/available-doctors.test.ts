import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { availableDoctorListSchema } from '@konzilium/contract/centers'
import { centerDoctorProfiles } from '../../src/db/schema'
import { createAccount, createCenter, createSignedIn } from '../helpers/accounts'
import { admin, call, peripheral, setUpCenterCast, t } from '../helpers/centers-cast'
import { createPatient } from '../helpers/clinic'

setUpCenterCast()

describe('GET /api/centers/{centerId}/available-doctors', () => {
  it('lists active doctors who take patients, with their patients, in Czech name order', async () => {
    const center = await createCenter(t, 'Centrum s lékaři', 'CZ010')
    const other = await createCenter(t, 'Jiné centrum s lékaři', 'CZ010')
    const ids: string[] = []
    for (const options of [{}, {}, { activated: false }, { locked: true }, {}]) {
      ids.push((await createAccount(t, 'center_doctor', { centerId: center, ...options })).id)
    }
    // The fifth one takes no new patients.
    await t.database.db
      .update(centerDoctorProfiles)
      .set({ acceptsPatients: false })
      .where(eq(centerDoctorProfiles.userId, ids[4] ?? ''))
    await createPatient(t, {
      referringDoctorId: peripheral.id,
      centerId: center,
      centerDoctorId: ids[0] ?? null,
    })
    await createPatient(t, {
      referringDoctorId: peripheral.id,
      centerId: center,
      centerDoctorId: ids[0] ?? null,
    })
    const doctor = await createSignedIn(t, 'center_doctor', { centerId: center })
    const response = await call('GET', `/api/centers/${center}/available-doctors`, doctor.token)
    expect(response.statusCode, response.body).toBe(200)
    const items = availableDoctorListSchema.parse(response.json()).items
    expect(new Set(items.map((i) => i.id))).toEqual(new Set([ids[0], ids[1], doctor.id]))
    expect(items.find((i) => i.id === ids[0])?.patients).toBe(2)
    const sorted = [...items].sort((a, b) =>
      new Intl.Collator('cs').compare(
        `${a.lastName} ${a.firstName}`,
        `${b.lastName} ${b.firstName}`,
      ),
    )
    expect(items.map((i) => i.id)).toEqual(sorted.map((i) => i.id))
    // Another centre is out of a centre doctor's scope; peripheral doctors may not ask.
    expect(
      (await call('GET', `/api/centers/${other}/available-doctors`, doctor.token)).statusCode,
    ).toBe(404)
    expect(
      (await call('GET', `/api/centers/${center}/available-doctors`, peripheral.token)).statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/api/centers/${other}/available-doctors`, admin.token)).statusCode,
    ).toBe(200)
    const gone = await call(
      'GET',
      '/api/centers/00000000-0000-4000-8000-000000000000/available-doctors',
      admin.token,
    )
    expect(gone.statusCode).toBe(404)
  })
})
