import { diagnosisCodes } from '@konzilium/contract/codes'
import type { PatientSort } from '@konzilium/contract/patients'
import { referralStates } from '@konzilium/contract/referrals'
import { parseAsStringLiteral } from 'nuqs'
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

export const patientsQueryParsers = {
  diagnosis: parseAsStringLiteral(diagnosisCodes),
  referralState: parseAsStringLiteral(referralStates),
  centerId: parseAsId,
  centerDoctorId: parseAsId,
  referringDoctorId: parseAsId,
  sort: parseAsStringLiteral(patientSorts).withDefault('name'),
  page: parseAsPage.withDefault(1),
}

export const PATIENTS_PAGE_SIZE = 20

/** `850315/1239` shown as `••••••/1239` in lists: a birth number is personal data. */
export function maskBirthNumber(digits: string | null): string {
  if (!digits) return '—'
  return `••••••/${digits.slice(6)}`
}
