import { describe, expect, it } from 'vitest'
import { patientDetailSchema } from '@konzilium/contract/patients'
import {
  call,
  centerId,
  createPatient,
  doctorA,
  issuesOf,
  setUpPatientCast,
  t,
  valid,
} from '../helpers/patients-cast'

setUpPatientCast()

describe("a patient's diagnoses come from the ICD-10 list", () => {
  it('takes any listed code, also outside the indication diagnoses', async () => {
    const response = await call(
      'POST',
      '/api/patients',
      doctorA.token,
      valid({ lastName: 'Dnavá', diagnoses: ['M10', 'L63', 'K50'] }),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(patientDetailSchema.parse(response.json()).diagnoses).toEqual(['M10', 'L63', 'K50'])
  })

  it("keeps a referral's diagnosis to the indication codes", async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, diagnoses: ['M10'] })
    const response = await call('POST', '/api/referral-requests', doctorA.token, {
      patientId: mine.id,
      centerId,
      diagnosis: 'M10',
      urgency: 'routine',
      scores: [],
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(issuesOf(response.json()).map((issue) => issue.path)).toContain('diagnosis')
  })

  it('refuses a code not on the list with a field message in the caller’s language', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id })
    for (const [language, text] of [
      ['cs', 'Vyberte diagnózu ze seznamu MKN-10.'],
      ['en', 'Choose a diagnosis from the ICD-10 list.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/patients/${mine.id}`,
        headers: { authorization: `Bearer ${doctorA.token}`, 'accept-language': language },
        payload: valid({ diagnoses: ['L40.0', 'Q99.9'] }),
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(issuesOf(response.json())).toEqual([
        expect.objectContaining({ path: 'diagnoses.1', message: text }),
      ])
    }
  })
})
