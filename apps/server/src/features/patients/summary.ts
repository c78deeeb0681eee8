import { aliasedTable, eq, type SQL, type WithSubquery } from 'drizzle-orm'
import type { PatientSummary } from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import { personRefOf } from '../../db/person-name'
import { centers, patients, users } from '../../db/schema'

/**
 * A patient as a list row: the columns a list shows and their mapping to the contract's summary,
 * which the paged list and the whole list's export read alike.
 */

export const referringDoctor = aliasedTable(users, 'referring_doctor')
export const centerDoctor = aliasedTable(users, 'center_doctor')

const personColumns = (person: typeof referringDoctor) => ({
  id: person.id,
  degreesBefore: person.degreesBefore,
  firstName: person.firstName,
  lastName: person.lastName,
  degreesAfter: person.degreesAfter,
})
/** What a list shows of each patient (the detail reads every column). */
export const summaryColumns = {
  patient: {
    id: patients.id,
    firstName: patients.firstName,
    lastName: patients.lastName,
    birthNumber: patients.birthNumber,
    birthDate: patients.birthDate,
    sex: patients.sex,
    insurer: patients.insurer,
    diagnoses: patients.diagnoses,
    createdAt: patients.createdAt,
  },
  referringDoctor: personColumns(referringDoctor),
  center: { id: centers.id, name: centers.name },
  centerDoctor: personColumns(centerDoctor),
}
/**
 * `selectPatients` with only the columns a list shows (a page reads less and maps less) and the
 * list's `total` on every row, after the `with` queries given (`auditedPageStatements`).
 */
export function selectSummaries(db: Database, ctes: WithSubquery[], total: SQL<number>) {
  return db
    .with(...ctes)
    .select({ total, ...summaryColumns })
    .from(patients)
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
}

/** The list's columns without its total: the rows of a whole list's export (ADR 042). */
export function selectSummaryRows(db: Database) {
  return db
    .select(summaryColumns)
    .from(patients)
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
    .$dynamic()
}

type Row = Omit<Awaited<ReturnType<typeof selectSummaries>>[number], 'total'>
type NameRow = {
  id: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
} | null

const personRef = (person: NameRow) => (person ? personRefOf(person.id, person) : null)

export function toSummary(row: Row): PatientSummary {
  const p = row.patient
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    birthNumber: p.birthNumber,
    birthDate: p.birthDate,
    sex: p.sex,
    insurer: p.insurer,
    diagnoses: p.diagnoses,
    referringDoctor: personRef(row.referringDoctor),
    center: row.center ? { id: row.center.id, name: row.center.name } : null,
    centerDoctor: personRef(row.centerDoctor),
    createdAt: p.createdAt.toISOString(),
  }
}
