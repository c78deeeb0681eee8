import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listPatientsQuerySchema } from '@konzilium/contract/patients'
import { listReferralsQuerySchema } from '@konzilium/contract/referrals'
import type { Role } from '@konzilium/contract/session'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Database } from '../../src/db/client'
import { executeRows } from '../../src/db/raw'
import * as schema from '../../src/db/schema'
import { listPatients, patientListQueries } from '../../src/features/patients/list-patients'
import type { AuthContext } from '../../src/platform/auth/access'
import type { RequestContext, Services } from '../../src/platform/services'
import { referralListQueries } from '../../src/features/referrals/list-referrals'
import { createTestApp, type TestApp } from '../helpers/app'
import { createAccount, createCenter } from '../helpers/accounts'

/**
 * The list engine's speed tricks, each held by the plan PostgreSQL runs the app's own statement
 * with (`EXPLAIN (FORMAT JSON)`) or by `pg_prepared_statements` (ADR 028; db/lists/README.md lists
 * which test guards which trick). Undoing a trick fails its test here.
 *
 * Named statements keep their generic plan after five executions unless it looks dearer than
 * planning for the values. Where the values only bound the birth-number search's range, the
 * statements hide them from the planner, so both estimates are the same and the generic plan is
 * kept; a later page's offset stays visible on purpose (db/lists/statements.ts, `pageBounds`).
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

/** A statement's values as the arguments of `execute name(...)`. */
const argumentsOf = (params: unknown[]) =>
  params.length === 0 ? '' : `(${params.map(literal).join(', ')})`

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
    const execute = sql.raw(`execute plan_probe${argumentsOf(statement.params)}`)
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

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Index Cond'?: string
  'Subplan Name'?: string
  Filter?: string
  Plans?: PlanNode[]
}

/** Every node of a plan, the node itself first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

/**
 * The plan PostgreSQL runs a page's statement with, as the app prepares it: executed six times
 * first, so a kept generic plan shows. `settings` are planner settings for the probe alone, which
 * then plans it without running it first: `plan_cache_mode = force_generic_plan` gives the generic
 * plan whatever PostgreSQL would choose; `enable_sort = off` makes any order an index can give
 * cheaper than a sort.
 */
async function planOf(
  statement: { sql: string; params: unknown[] },
  settings: Record<string, string> = {},
) {
  return t.database.db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(settings))
      await tx.execute(sql.raw(`set local ${name} = ${value}`))
    await tx.execute(sql.raw(`prepare plan_probe as ${statement.sql}`))
    const args = argumentsOf(statement.params)
    const runs = Object.keys(settings).length === 0 ? 6 : 0
    for (let i = 0; i < runs; i++) await tx.execute(sql.raw(`execute plan_probe${args}`))
    const [row] = await executeRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      tx,
      sql.raw(`explain (format json) execute plan_probe${args}`),
    )
    await tx.execute(sql`deallocate plan_probe`)
    const plan = row?.['QUERY PLAN'][0]?.Plan
    if (!plan) throw new Error('no plan')
    return plan
  })
}

/** The nodes of a plan that read `relation`. */
const readers = (plan: PlanNode, relation: string) =>
  nodesOf(plan).filter((node) => node['Relation Name'] === relation)

/** The aggregates of a plan that count rows of `relation` (a total counted, not kept). */
const countsOf = (plan: PlanNode, relation: string) =>
  nodesOf(plan).filter(
    (node) => node['Node Type'] === 'Aggregate' && readers(node, relation).length > 0,
  )

describe('list statements', () => {
  it('keep one plan for the birth-number search, the whole list and the inbox', async () => {
    // The birth-number search's bounds are hidden from the planner: with a plain `$n`, PostgreSQL
    // knows a six-digit prefix finds one record, and plans every execution for its values.
    const pages = {
      "a centre doctor's six-digit birth-number prefix": patientsPage('center', {
        q: birthNumber.slice(0, 6),
      }),
      "a centre doctor's whole birth number": patientsPage('center', { q: birthNumber }),
      "a peripheral doctor's birth-number prefix": patientsPage('peripheral', {
        q: birthNumber.slice(0, 6),
      }),
      "an admin's birth-number prefix": patientsPage('admin', { q: birthNumber.slice(0, 6) }),
      "a centre doctor's whole list": patientsPage('center', {}),
      "a centre doctor's inbox": referralsPage('center', {}),
      "an admin's whole referral list": referralsPage('admin', {}),
    }
    for (const [name, page] of Object.entries(pages)) {
      // The first five are planned for their values whatever happens (a statement without
      // values has only its generic plan); then the generic plan.
      expect((await plansOf(page)).generic, name).toBeGreaterThanOrEqual(5)
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are prepared under names, whose generic plans the connection keeps',
    async () => {
      // PGlite's driver ignores statement names; on PostgreSQL a named statement stays prepared on
      // its connection, so a page after the fifth is neither parsed nor planned again. One
      // connection, so its prepared statements can be read back.
      const { url } = t.database as { url?: string }
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const db = drizzle({ client, schema }) as unknown as Database
        const services = { db } as Services
        const context = {
          audit: { ip: '127.0.0.1', clientId: null, requestId: 'plans' },
        } as unknown as RequestContext
        const query = listPatientsQuerySchema.parse({ q: birthNumber.slice(0, 6) })
        const auth: AuthContext = {
          ...callers.center,
          sessionId: '',
          stage: 'full',
          tokenHash: '',
          previousToken: false,
        }
        for (let i = 0; i < 7; i++) await listPatients(services, context, auth, query)
        const { rows } = await client.query<{ name: string; generic_plans: string }>(
          `select name, generic_plans from pg_prepared_statements where name like 'k\\_%'`,
        )
        expect(rows.length).toBeGreaterThan(0)
        expect(rows.some((row) => Number(row.generic_plans) > 0)).toBe(true)
      } finally {
        await client.end()
      }
    },
  )

  it('read a search by ranges of its indexes, also in a generic plan', async () => {
    // A prefix is a range `[from, to)` of the search key, never `like $n || '%'`, whose generic
    // plan reads no index.
    const searches = {
      "a centre doctor's name search": [patientsPage('center', { q: 'nov' }), 'last_name_search'],
      "a peripheral doctor's name search": [
        patientsPage('peripheral', { q: 'nov' }),
        'last_name_search',
      ],
      "an admin's name search": [patientsPage('admin', { q: 'nov' }), 'last_name_search'],
      "a centre doctor's birth-number search": [
        patientsPage('center', { q: birthNumber.slice(0, 6) }),
        'birth_number',
      ],
      "an admin's birth-number search": [
        patientsPage('admin', { q: birthNumber.slice(0, 6) }),
        'birth_number',
      ],
    } as const
    for (const [name, [page, column]] of Object.entries(searches)) {
      const conditions = nodesOf(await planOf(page, { plan_cache_mode: 'force_generic_plan' })).map(
        (node) => node['Index Cond'] ?? '',
      )
      expect(
        conditions.some((c) => c.includes(`${column} >=`) && c.includes(`${column} <`)),
        name,
      ).toBe(true)
    }
  })

  it("sort a search's few rows instead of walking the name index", async () => {
    // `|| ''` on the sort key: no index gives that order, so PostgreSQL reads the records found by
    // the search indexes and sorts them. On a large table it would otherwise rather walk the whole
    // name index in order and filter every record; on this small one, sorts made dear show it.
    for (const who of ['peripheral', 'admin'] as const) {
      const plan = await planOf(patientsPage(who, { q: 'nov', sort: 'name' }), {
        enable_sort: 'off',
      })
      const indexes = readers(plan, 'patients').map(
        (node) => node['Index Name'] ?? node['Node Type'],
      )
      expect(indexes, who).not.toContain('patients_name_sort_idx')
      expect(indexes, who).not.toContain('patients_referring_doctor_idx')
      expect(indexes, who).not.toContain('Seq Scan')
      expect(
        nodesOf(plan).some((node) => node['Node Type'] === 'Sort'),
        who,
      ).toBe(true)
    }
  })

  it("find a centre doctor's name search by two index-only scans, each patient once", async () => {
    // The first name's scan skips what the last name's found (`is not true`), so the two are
    // joined by `union all` with nothing to remove twice, and no bitmap fetches every link.
    const centerId = (
      await executeRows<{ center_id: string }>(
        t.database.db,
        sql`select center_id from center_doctor_profiles where user_id = ${callers.center.userId}`,
      )
    )[0]?.center_id
    // Found by both names, and by the first name only.
    await t.database.db.execute(sql`
      insert into patients (first_name, last_name, birth_number, birth_date, sex, diagnoses,
                            referring_doctor_id, center_id)
      values ('Novela', 'Nováčková', '9955010001', date '1999-05-01', 'female', array['L40.0'],
              ${callers.peripheral.userId}::uuid, ${centerId}::uuid),
             ('Novomír', 'Zeman', '9901010002', date '1999-01-01', 'male', array['L40.0'],
              ${callers.peripheral.userId}::uuid, ${centerId}::uuid)`)
    const [expected] = await executeRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from patients
          where center_id = ${centerId}::uuid and deleted_at is null
            and (last_name_search like 'nov%' or first_name_search like 'nov%')`,
    )
    const queries = patientListQueries(
      t.database.db,
      callers.center,
      listPatientsQuerySchema.parse({ q: 'nov', sort: 'name' }),
    )
    const counted = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare total_probe as ${queries.total.sql}`))
      const args = argumentsOf(queries.total.params)
      const [row] = await executeRows<{ n: number }>(tx, sql.raw(`execute total_probe${args}`))
      await tx.execute(sql`deallocate total_probe`)
      return Number(row?.n)
    })
    expect(counted).toBe(expected?.n)

    const nodes = nodesOf(await planOf(queries.page))
    const linkScans = nodes
      .filter((node) => node['Relation Name'] === 'patient_center_links')
      .map((node) => `${node['Node Type']} ${node['Index Name']}`)
    expect(linkScans.sort()).toEqual([
      'Index Only Scan patient_center_links_first_name_search_idx',
      'Index Only Scan patient_center_links_last_name_search_idx',
    ])
    const types = nodes.map((node) => node['Node Type'])
    expect(types).toContain('Append')
    for (const removingTwice of ['Unique', 'HashAggregate', 'SetOp', 'BitmapOr'])
      expect(types).not.toContain(removingTwice)
  })

  it("read a centre's waiting referrals in the inbox's order from one index, sorting nothing", async () => {
    // The inbox's first view: waiting referrals, most urgent first, then the longest waiting. The
    // index of migration 0026 holds that order (its rank expression is `urgencyRank`'s), so the
    // page is its first entries; without it, or with a rank the index does not match, every
    // waiting referral of the centre is read and sorted (433 ms at a million patients).
    const plan = await planOf(
      referralsPage('center', { box: 'inbox', state: 'pending', sort: 'waiting' }),
      { enable_sort: 'off', plan_cache_mode: 'force_generic_plan' },
    )
    const indexes = readers(plan, 'referral_requests').map((node) => node['Index Name'])
    expect(indexes).toContain('referral_requests_waiting_idx')
    expect(nodesOf(plan).filter((node) => node['Node Type'] === 'Sort')).toEqual([])
  })

  it("take the whole lists' totals from the kept counts, counting no rows", async () => {
    const pages = {
      "a centre doctor's whole list": [
        patientsPage('center', {}),
        'center_patient_counts',
        ['patient_center_links', 'patients'],
      ],
      "a centre doctor's inbox": [
        referralsPage('center', {}),
        'center_referral_counts',
        ['referral_requests'],
      ],
      "an admin's whole referral list": [
        referralsPage('admin', {}),
        'center_referral_counts',
        ['referral_requests'],
      ],
    } as const
    for (const [name, [page, kept, counted]] of Object.entries(pages)) {
      const plan = await planOf(page)
      expect(countsOf(plan, kept).length, name).toBe(1)
      for (const relation of counted) expect(countsOf(plan, relation), name).toEqual([])
    }
  })
})
