import { expect } from 'vitest'
import { patients } from '../../src/db/schema'
import { bearer } from './accounts'
import type { TestApp } from './app'

/**
 * Clinical fixtures for API tests: patients inserted directly (a test about referrals should not
 * depend on the patient form). Birth numbers are valid (10 digits, divisible by 11) and synthetic:
 * the serial part starts at 900, a range no test or demo record of a real person uses.
 */
const issued = new Set<string>()

/**
 * A valid synthetic birth number for a date (women: month + 50), never the same one twice in a
 * test process: serials run from 900 up, skipping those whose check digit would be 10.
 */
export function syntheticBirthNumber(birthDate: string, sex: 'female' | 'male'): string {
  const [year = '', month = '', day = ''] = birthDate.split('-')
  const mm = Number(month) + (sex === 'female' ? 50 : 0)
  for (let serial = 900; serial < 1000; serial++) {
    const base = `${year.slice(2)}${String(mm).padStart(2, '0')}${day}${String(serial)}`
    // base * 10 + check is divisible by 11 when check = base mod 11 (10 would need the old rule).
    const check = Number(BigInt(base) % 11n)
    const number = `${base}${String(check)}`
    if (check === 10 || issued.has(number)) continue
    issued.add(number)
    return number
  }
  throw new Error(`no synthetic birth number left for ${birthDate}`)
}

export type TestPatient = { id: string; firstName: string; lastName: string; birthNumber: string }

export async function createPatient(
  t: TestApp,
  values: {
    referringDoctorId: string
    firstName?: string
    lastName?: string
    birthDate?: string
    sex?: 'female' | 'male'
    birthNumber?: string
    centerId?: string | null
    centerDoctorId?: string | null
    diagnoses?: string[]
    userId?: string | null
  },
): Promise<TestPatient> {
  const birthDate = values.birthDate ?? '1980-03-14'
  const sex = values.sex ?? 'female'
  const birthNumber = values.birthNumber ?? syntheticBirthNumber(birthDate, sex)
  const [row] = await t.database.db
    .insert(patients)
    .values({
      firstName: values.firstName ?? 'Marie',
      lastName: values.lastName ?? 'Vymyšlená',
      birthNumber,
      birthDate,
      sex,
      insurer: '111',
      diagnoses: values.diagnoses ?? ['L40.0'],
      referringDoctorId: values.referringDoctorId,
      createdByUserId: values.referringDoctorId,
      centerId: values.centerId ?? null,
      centerDoctorId: values.centerDoctorId ?? null,
      userId: values.userId ?? null,
    })
    .returning()
  if (!row) throw new Error('patient not created')
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, birthNumber }
}

/** A page of the patient list as the token's user reads it: its total and "Last First" names. */
export async function patientListPage(t: TestApp, token: string, query: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/patients?${query}`,
    headers: bearer(token),
  })
  expect(answer.statusCode, query).toBe(200)
  const body = answer.json<{ items: { lastName: string; firstName: string }[]; total: number }>()
  return { total: body.total, names: body.items.map((p) => `${p.lastName} ${p.firstName}`) }
}

/**
 * Every page of a patient list in turn and the one after the last (empty), each carrying `total`:
 * the names of all of them, in order.
 */
export async function everyPatientListPage(
  t: TestApp,
  token: string,
  query: string,
  page: { size: number; total: number },
) {
  const found: string[] = []
  for (let number = 1; number <= Math.ceil(page.total / page.size) + 1; number++) {
    const onPage = await patientListPage(t, token, `${query}&pageSize=${page.size}&page=${number}`)
    expect(onPage.total, `${query} page ${number}`).toBe(page.total)
    found.push(...onPage.names)
  }
  return found
}
