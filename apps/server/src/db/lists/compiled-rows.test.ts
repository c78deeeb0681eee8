import { describe, expect, it } from 'vitest'
import * as drizzleOrm from 'drizzle-orm'
import { aliasedTable, Column, eq, is, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Database } from '../client'
import { compileRowMapper, withCompiledRows } from './compiled-rows'
import * as schema from '../schema'

type OrderedField = { path: string[]; field: unknown }
// Drizzle's own mapper and field order, exported at run time but marked internal in its types.
const { mapResultRow, orderSelectedFields } = drizzleOrm as unknown as {
  mapResultRow: (
    fields: OrderedField[],
    row: unknown[],
    joinsNotNullableMap: Record<string, boolean> | undefined,
  ) => Record<string, unknown>
  orderSelectedFields: (fields: unknown) => OrderedField[]
}

const db: Database = drizzle.mock({ schema })
const { centers, patients, referralRequests, users } = schema
const doctor = aliasedTable(users, 'doctor')

/**
 * The shapes the lists select: a value beside nested objects of columns and SQL, a whole table,
 * inner and left joins (a left-joined table's object may be null), an aliased table.
 */
const selections = {
  'patients with their doctor and centre': db
    .select({
      total: sql<number>`count(*) over ()`.mapWith(Number),
      patient: {
        id: patients.id,
        lastName: patients.lastName,
        birthDate: patients.birthDate,
        diagnoses: patients.diagnoses,
        createdAt: patients.createdAt,
      },
      doctor: { id: doctor.id, firstName: doctor.firstName, degreesAfter: doctor.degreesAfter },
      center: { id: centers.id, name: centers.name, visible: centers.visible },
    })
    .from(patients)
    .leftJoin(doctor, eq(doctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId)),
  'referrals with a whole patient and SQL inside an object': db
    .select({
      referral: {
        id: referralRequests.id,
        seenAt: referralRequests.seenAt,
        indication: referralRequests.indication,
        age: sql<number>`1`.mapWith(Number),
      },
      patient: patients,
      center: { name: sql<string>`${centers.name}`, id: centers.id },
      redirected: sql<string | null>`null`,
    })
    .from(referralRequests)
    .innerJoin(patients, eq(patients.id, referralRequests.patientId))
    .leftJoin(centers, eq(centers.id, referralRequests.toCenterId)),
  'one table, no joins': db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users),
}

/** A value as the driver hands it over for a field, or null. */
function rawValue(field: unknown, seed: number): unknown {
  if (seed % 3 === 0) return null
  if (!is(field, Column)) return String(seed)
  const type = field.columnType
  if (type.includes('Timestamp'))
    return `2026-11-${String(10 + (seed % 18))} 07:0${seed % 10}:00+00`
  if (type === 'PgArray') return ['L40.0', `M0${seed % 9}`]
  if (type.startsWith('PgJson')) return `{"scores": [${seed}]}`
  if (type === 'PgBoolean') return seed % 2 === 0
  if (type === 'PgInteger') return seed
  return `text ${seed}`
}

const fieldsOf = (query: { _: { selectedFields: unknown } }) =>
  orderSelectedFields(query._.selectedFields)
const notNullable = (query: object) =>
  (query as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap

describe('compileRowMapper', () => {
  it.each(Object.entries(selections))(
    "maps rows as Drizzle's mapResultRow does: %s",
    (_, query) => {
      const fields = fieldsOf(query)
      const map = compileRowMapper(fields, notNullable(query))
      expect(map).toBeDefined()
      // Every combination of nulls the seeds give, 200 rows.
      for (let row = 0; row < 200; row++) {
        const raw = fields.map(({ field }, column) => rawValue(field, row * 7 + column * (row % 5)))
        expect(map?.(raw), `row ${row}`).toEqual(mapResultRow(fields, raw, notNullable(query)))
      }
    },
  )

  it("nulls a left-joined table's object when its first column is null, never an inner join's", () => {
    const query = selections['referrals with a whole patient and SQL inside an object']
    const fields = fieldsOf(query)
    const map = compileRowMapper(fields, notNullable(query))
    const raw = fields.map(({ path }) => (path[0] === 'referral' ? 'r' : null))
    const mapped = map?.(raw)
    expect(mapped?.center).toBeNull()
    // The patient is joined by an inner join: its object stays, with nulls inside.
    expect(mapped?.patient).toMatchObject({ id: null, lastName: null })
    expect(mapped).toEqual(mapResultRow(fields, raw, notNullable(query)))
  })

  it('leaves a nesting deeper than one object to Drizzle', () => {
    const fields = [{ path: ['a', 'b', 'c'], field: sql`1` }]
    expect(compileRowMapper(fields, undefined)).toBeUndefined()
  })
})

describe('withCompiledRows', () => {
  it("gives a prepared statement the compiled mapper, which Drizzle's driver then calls", () => {
    const query = selections['patients with their doctor and centre']
    const prepared = withCompiledRows(query.prepare('compiled_rows_test'))
    const mapper = (prepared as unknown as { customResultMapper?: (rows: unknown[][]) => unknown })
      .customResultMapper
    expect(mapper).toBeTypeOf('function')
    const fields = fieldsOf(query)
    const raw = fields.map(({ field }, column) => rawValue(field, column + 1))
    expect(mapper?.([raw, raw])).toEqual([
      mapResultRow(fields, raw, notNullable(query)),
      mapResultRow(fields, raw, notNullable(query)),
    ])
  })
})
