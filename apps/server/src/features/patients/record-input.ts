import type { z } from 'zod'
import { parseBirthNumber } from '@konzilium/contract/czech'
import type { updatePatientInputSchema } from '@konzilium/contract/patients'
import { and, eq, isNull } from 'drizzle-orm'
import { patients } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import type { RequestContext, Services } from '../../platform/services'
import { patientScope } from './scope'

/** What a create or an update writes from the input, and the answers to input it cannot take. */

export const unprocessable = (path: string, message: string) =>
  new AppError(422, 'UNPROCESSABLE_CONTENT', 'The record cannot take this value', [
    { path, message },
  ])

/**
 * A duplicate birth number names the other record only to a caller who may read it (then the
 * form offers to open it); to anyone else it says nothing more about it.
 */
const birthNumberTaken = (readableId: string | null) =>
  new AppError(409, 'CONFLICT', 'A patient with this birth number exists', [
    {
      path: 'birthNumber',
      message: 'patient.birthNumberTaken',
      ...(readableId ? { target: { type: 'patient' as const, id: readableId } } : {}),
    },
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

/**
 * A duplicate birth number tells the caller that the number is on file, whoever's patient it is.
 * So the answer is counted per caller (`duplicateBirthNumberPerUser`): past the limit, creating or
 * changing a record with a birth number answers 429 until the window ends. Call it before the
 * write.
 */
export async function checkBirthNumberProbes(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  data: Pick<Fields, 'birthNumber'>,
): Promise<void> {
  if (!data.birthNumber) return
  await s.limiter.check(rateLimitRules.duplicateBirthNumberPerUser, auth.userId, ctx.locale)
}

/**
 * As a `.catch` handler of a create or an update: a duplicate birth number is audited as a failed
 * attempt of `action` (naming the caller and the existing record, never the number), counted
 * against the caller's limit, and answered `birthNumberTaken`; anything else is rethrown as is.
 */
export function onBirthNumberConflict(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  action: 'patients.created' | 'patients.updated',
  data: Pick<Fields, 'birthNumber'>,
) {
  return async (error: unknown): Promise<never> => {
    if (!isBirthNumberConflict(error) || !data.birthNumber) throw error
    const [existing] = await s.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.birthNumber, data.birthNumber), isNull(patients.deletedAt)))
    await recordAuditEvent(s.db, ctx.audit, {
      action,
      outcome: 'failure',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'patient',
      ...(existing ? { targetId: existing.id } : {}),
      details: { reason: 'birth_number_taken' },
    })
    await s.limiter.record(rateLimitRules.duplicateBirthNumberPerUser, auth.userId)
    const [readable] = existing
      ? await s.db
          .select({ id: patients.id })
          .from(patients)
          .where(and(eq(patients.id, existing.id), patientScope(auth, 'patients.read')))
      : []
    throw birthNumberTaken(readable?.id ?? null)
  }
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
