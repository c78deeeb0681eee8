import type { z } from 'zod'
import { parseBirthNumber } from '@konzilium/contract/czech'
import type { updatePatientInputSchema } from '@konzilium/contract/patients'
import { AppError } from '../../platform/app-error'

/** What a create or an update writes from the input, and the answers to input it cannot take. */

export const unprocessable = (path: string, message: string) =>
  new AppError(422, 'UNPROCESSABLE_CONTENT', 'The record cannot take this value', [
    { path, message },
  ])

/** A duplicate birth number says nothing about the other record (it may be outside the scope). */
const birthNumberTaken = () =>
  new AppError(409, 'CONFLICT', 'A patient with this birth number exists', [
    { path: 'birthNumber', message: 'patient.birthNumberTaken' },
  ])

function isBirthNumberConflict(error: unknown) {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause
  const code = (error as { code?: string }).code ?? cause?.code
  return (
    code === '23505' ||
    cause?.constraint === 'patients_birth_number_unique' ||
    (error as Error).message.includes('patients_birth_number_unique')
  )
}

/** As a `.catch` handler: a duplicate birth number answers `birthNumberTaken`, anything else as is. */
export function rethrowBirthNumberConflict(error: unknown): never {
  if (isBirthNumberConflict(error)) throw birthNumberTaken()
  throw error
}

export type Fields = z.output<typeof updatePatientInputSchema>

/** Birth date and sex default to what the birth number says; the user may correct them. */
function birthData(data: Fields) {
  const parsed = data.birthNumber ? parseBirthNumber(data.birthNumber) : null
  const derived = parsed?.ok ? parsed.value : null
  return {
    birthNumber: data.birthNumber,
    birthDate: data.birthDate ?? derived?.birthDate ?? '',
    sex: data.sex ?? derived?.sex ?? 'female',
  }
}

export function recordFields(data: Fields) {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    ...birthData(data),
    insurer: data.insurer,
    email: data.email,
    phone: data.phone,
    street: data.street,
    city: data.city,
    postalCode: data.postalCode,
    diagnoses: data.diagnoses,
  }
}
