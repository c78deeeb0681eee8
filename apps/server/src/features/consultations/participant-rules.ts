import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { scopeFor } from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'
import type { ErrorIssue } from '@konzilium/contract/errors'
import type { Database } from '../../db/client'
import { patients, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { patientScope } from '../patients'

/** Roles that take part in consultations (patients never do). */
const participantRoles: readonly Role[] = ['admin', 'center_doctor', 'peripheral_doctor', 'rep']

/** Whether a person of this role and id may read the patient now (the patients scope). */
export async function mayReadPatient(
  db: Database,
  person: { role: Role; userId: string },
  patientId: string,
): Promise<boolean> {
  // A role without the action has no scope to read (a representative never reaches a patient).
  if (scopeFor(person.role, 'patients.read') === null) return false
  const [found] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientScope(person, 'patients.read')))
  return found !== undefined
}

/**
 * Checks the people about to join a consultation; each refused one is an issue at its place in
 * the input (`participantIds.2`): an unknown, locked or not yet activated account or a patient's;
 * for a consultation about a patient, a representative (never) or anyone the patients scope does
 * not let read that patient now. Nothing is written when any is refused (400).
 */
export async function checkCandidates(
  db: Database,
  candidateIds: readonly string[],
  patientId: string | null,
  path: string,
): Promise<void> {
  if (candidateIds.length === 0) return
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.id, [...candidateIds]),
        isNull(users.lockedAt),
        isNotNull(users.activatedAt),
        inArray(users.role, [...participantRoles]),
      ),
    )
  const roleOf = new Map(rows.map((row) => [row.id, row.role]))
  const issues: ErrorIssue[] = []
  for (const [index, id] of candidateIds.entries()) {
    const role = roleOf.get(id)
    const at = `${path}.${String(index)}`
    if (role === undefined) issues.push({ path: at, message: 'consultation.unknownParticipant' })
    else if (patientId !== null && role === 'rep')
      issues.push({ path: at, message: 'consultation.repWithPatient' })
    else if (patientId !== null && !(await mayReadPatient(db, { role, userId: id }, patientId)))
      issues.push({ path: at, message: 'consultation.cannotSeePatient' })
  }
  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'Some people cannot take part', issues)
}

/** The distinct ids of a list, in their first order, without `except`. */
export function distinctIds(ids: readonly string[], except?: string): string[] {
  return [...new Set(ids)].filter((id) => id !== except)
}
