import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listPatientsQuerySchema } from '@konzilium/contract/patients'
import { listReferralsQuerySchema } from '@konzilium/contract/referrals'
import type { Role } from '@konzilium/contract/session'
import { executeRows } from '../../src/db/raw'
import { patientListQueries } from '../../src/features/patients/list-patients'
import { referralListQueries } from '../../src/features/referrals/list-referrals'
import { createTestApp, type TestApp } from '../helpers/app'
import { createAccount, createCenter } from '../helpers/accounts'

/**
 * A search's statement is planned once per connection, not for every page (ADR 022).
 * PostgreSQL plans a prepared statement for its values five times, then keeps its generic plan
 * unless that plan's estimate costs more than planning for the values did. Where the values only
 * bound a search's range (a birth-number or name prefix), the statements hide them from the
 * planner, so both estimates are the same and the generic plan is kept. Planned for their values,
 * such statements spent longer planning each page than executing it (bench/README.md, "List
 * speed tricks", hidden bounds). A later page's offset stays visible on purpose
 * (db/lists/statements.ts, `pageBounds`).
 *
 * The centre here holds enough patients for a plan for the values to look cheaper than the
 * generic one: with a plain `$n` for a six-digit birth-number prefix, PostgreSQL estimates one row
 * where the generic plan must assume 0.5 % of them, and keeps planning every execution.
 */
let t: TestApp
const callers = {} as Record<'center' | 'peripheral' | 'admin', { userId: string; role: Role }>
const patientCount = 1_500
let birthNumber = ''

beforeAll(async () => {
  t = await createTestApp()
  const centerId = await createCenter(t, 'Centrum plánů')
  const account = async (role: Role, options = {}) => {
    const { id } = await createAccount(t, role, options)
    return { userId: id, role }
  }
  callers.center = await account('center_doctor', { centerId })
  callers.peripheral = await account('peripheral_doctor')
  callers.admin = await account('admin')
  // Synthetic records in bulk, as the benchmark's cast is loaded: unique ten-digit numbers spread
  // over the range for birth numbers (the database does not check them; the API does), and names
  // made unique by their number (Novák5, Dvořák6, ...).
  await t.database.db.execute(sql`
    insert into patients (first_name, last_name, birth_number, birth_date, sex, diagnoses,
                          referring_doctor_id, center_id)
    select (array['Jana', 'Petr', 'Eva', 'Ivo'])[1 + i % 4],
           (array['Novák', 'Dvořák', 'Černý', 'Procházka', 'Kučera'])[1 + i % 5] || i,
           ((i::bigint * 2654435761) % 9000000000 + 1000000000)::text, date '1980-01-01',
           'female', array['L40.0'],
           ${callers.peripheral.userId}::uuid, ${centerId}::uuid
    from generate_series(1, ${patientCount}) as i`)
  await t.database.db.execute(sql`
    insert into referral_requests (patient_id, from_doctor_id, to_center_id, diagnosis, urgency,
                                   indication)
    select id, referring_doctor_id, center_id, 'L40.0', 'routine',
           '{"scores": [], "previousTreatments": [], "currentTreatments": []}'::jsonb
    from patients where center_id = ${centerId}::uuid`)
  await t.database.db.execute(sql`analyze`)
  const [sample] = await executeRows<{ birth_number: string }>(
    t.database.db,
    sql`select birth_number from patients where center_id = ${centerId}::uuid
        order by birth_number limit 1 offset ${patientCount / 2}`,
  )
  birthNumber = sample?.birth_number ?? ''
})
afterAll(async () => {
  await t.close()
})

/** A literal of a statement's value, for `execute name(...)`. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  if (value === null || value === undefined) return 'null'
  throw new Error(`no literal for ${typeof value}`)
}

/**
 * Runs a page's statement as the app prepares it, ten times on one connection, and answers how
 * many of those executions PostgreSQL planned for their values and how many used the generic plan.
 */
async function plansOf(statement: { sql: string; params: unknown[] }) {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_probe as ${statement.sql}`))
    const execute = sql.raw(`execute plan_probe(${statement.params.map(literal).join(', ')})`)
    for (let i = 0; i < 10; i++) await tx.execute(execute)
    const [counts] = await executeRows<{ generic_plans: number; custom_plans: number }>(
      tx,
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'plan_probe'`,
    )
    await tx.execute(sql`deallocate plan_probe`)
    return { generic: Number(counts?.generic_plans), custom: Number(counts?.custom_plans) }
  })
}

const patientsPage = (who: keyof typeof callers, query: Record<string, string>) =>
  patientListQueries(t.database.db, callers[who], listPatientsQuerySchema.parse(query)).page
const referralsPage = (who: keyof typeof callers, query: Record<string, string>) =>
  referralListQueries(t.database.db, callers[who], listReferralsQuerySchema.parse(query)).page

describe('list statements', () => {
  it.each([
    ['a centre doctor', 'center'],
    ['a peripheral doctor', 'peripheral'],
    ['an admin', 'admin'],
  ] as const)("keep one plan for %s's birth-number and name searches", async (_, who) => {
    const pages = {
      // Prefixes that find one record, where a plan for the values looks cheapest.
      'a six-digit birth-number prefix': patientsPage(who, { q: birthNumber.slice(0, 6) }),
      'a whole birth number': patientsPage(who, { q: birthNumber }),
      'a name prefix': patientsPage(who, { q: 'novak1235' }),
      'a name prefix of two letters': patientsPage(who, { q: 'dv' }),
      'two name prefixes': patientsPage(who, { q: 'jana novak1235' }),
      'a referral search by name': referralsPage(who, { q: 'dvorak1236' }),
    }
    for (const [name, page] of Object.entries(pages)) {
      // The first five are planned for their values whatever happens; then the generic plan.
      expect(await plansOf(page), name).toEqual({ generic: 5, custom: 5 })
    }
  })
})
