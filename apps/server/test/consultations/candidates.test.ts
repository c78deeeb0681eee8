import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { candidateListSchema } from '@konzilium/contract/consultations'
import { users } from '../../src/db/schema'
import {
  admin,
  call,
  centerDoctor,
  otherCenterDoctor,
  otherReferrer,
  patient,
  patientUser,
  referrer,
  rep,
  setUpConsultationCast,
  t,
} from '../helpers/consultations-cast'

setUpConsultationCast()

const candidates = async (who: { token: string }, query: string) => {
  const response = await call(who, 'GET', `/api/consultations/candidates?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return candidateListSchema.parse(response.json()).items
}

const lastNameOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id))
  return row?.lastName ?? ''
}

describe('whom one may invite into a consultation', () => {
  it('is a name search of two letters or more, never a directory, without the caller', async () => {
    expect(await candidates(referrer, 'q=')).toEqual([])
    const lastName = await lastNameOf(centerDoctor.id)
    expect(await candidates(referrer, `q=${encodeURIComponent(lastName.slice(0, 1))}`)).toEqual([])
    // Without diacritics and in lower case, as people type.
    const typed = lastName.slice(0, 4).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    const found = await candidates(referrer, `q=${encodeURIComponent(typed)}`)
    expect(found.find((c) => c.person.id === centerDoctor.id)).toMatchObject({
      role: 'center_doctor',
      workplace: 'Dermatologické centrum',
    })
    const own = await candidates(centerDoctor, `q=${encodeURIComponent(typed)}`)
    expect(own.some((c) => c.person.id === centerDoctor.id)).toBe(false)
  })

  it('offers for a patient only the doctors who may read the patient', async () => {
    const offered = await candidates(referrer, `patientId=${patient.id}`)
    const ids = offered.map((c) => c.person.id)
    // The treating centre's doctor may read the patient; a doctor of another centre may not.
    expect(ids).toContain(centerDoctor.id)
    expect(ids).not.toContain(otherCenterDoctor.id)
    expect(ids).not.toContain(otherReferrer.id)
    expect(ids).not.toContain(rep.id)
    expect(ids).not.toContain(referrer.id)
    // A representative is not offered for a patient even by name.
    const repName = await lastNameOf(rep.id)
    const byName = await candidates(
      referrer,
      `patientId=${patient.id}&q=${encodeURIComponent(repName.slice(0, 4))}`,
    )
    expect(byName.some((c) => c.person.id === rep.id)).toBe(false)
  })

  it('answers 404 for a patient the caller may not read, and 403 to a patient', async () => {
    const foreign = await call(
      otherReferrer,
      'GET',
      `/api/consultations/candidates?patientId=${patient.id}`,
    )
    expect(foreign.statusCode).toBe(404)
    const byRep = await call(rep, 'GET', `/api/consultations/candidates?patientId=${patient.id}`)
    expect(byRep.statusCode).toBe(404)
    const byPatient = await call(patientUser, 'GET', '/api/consultations/candidates?q=ab')
    expect(byPatient.statusCode).toBe(403)
    const bad = await call(admin, 'GET', '/api/consultations/candidates?patientId=nic')
    expect(bad.statusCode).toBe(400)
  })
})
