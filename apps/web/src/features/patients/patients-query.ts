import type { PatientSort } from '@konzilium/contract/patients'
import { referralStates } from '@konzilium/contract/referrals'
import { createParser, parseAsStringLiteral } from 'nuqs'
import { parseAsId, parseAsPage } from '../../shared/navigation/list-address'

/**
 * What of the patients list lives in the address (nuqs, ADR 011): filters by code or id, sort and
 * page. The search text `q` does NOT: it is patient data (a name or a birth number), and an address
 * reaches the browser history, logs and analytics, so it stays in the component's state (ADR 016).
 */
export const patientSorts: readonly PatientSort[] = [
  'name',
  '-name',
  'birthDate',
  '-birthDate',
  'createdAt',
  '-createdAt',
]

/**
 * A diagnosis filter: anything shaped as an ICD-10 code (`L40.0`, `E11`); the list itself loads
 * lazily, so whether the code is on it is the server's check (a code off the list is a 400).
 */
const parseAsIcd10Code = createParser({
  parse: (value) => (/^[A-Z]\d{2}(\.\d{1,2})?$/.test(value) ? value : null),
  serialize: String,
})

export const patientsQueryParsers = {
  diagnosis: parseAsIcd10Code,
  referralState: parseAsStringLiteral(referralStates),
  centerId: parseAsId,
  centerDoctorId: parseAsId,
  referringDoctorId: parseAsId,
  sort: parseAsStringLiteral(patientSorts).withDefault('name'),
  page: parseAsPage.withDefault(1),
}

export const PATIENTS_PAGE_SIZE = 20

/**
 * A birth number in a list or picker says only that there is one (`••••••/••••`): its last digits
 * beside the birth date and sex the row shows would give the whole number away (ADR 033). The
 * record's detail shows it in full, and that read is audited.
 */
export function maskBirthNumber(digits: string | null): string {
  if (!digits) return '—'
  return `••••••/${'•'.repeat(Math.max(0, digits.length - 6))}`
}
