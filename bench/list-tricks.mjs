#!/usr/bin/env node
// Each speed trick of the list engine against the same work without it, side by side, run with
// `node --import tsx bench/list-tricks.mjs` (PostgreSQL at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres). The synthetic clinical cast of
// bench/clinical-lists.mjs, scaled to PATIENTS patients (default 100 000), in a database of the
// run's own, or in BENCH_KEEP_DATABASE (loaded once, reused: bench/support/seeded-database.mjs).
//
// "With" is always what the app runs: the statement the app executes for a list page is recorded
// from a real call of the list's service (Drizzle's query log), so its text, values and audit row
// are the app's own. "Without" is the same page with one trick undone, built here: another SQL
// text, run the other way, or the general function instead of the compiled one. The two run
// alternately (the order flips every round) ROUNDS times, so a busy machine slows both alike;
// each figure is the median across rounds, with the rounds' minimum and maximum. A trick pays
// only if every round of "with" beats every round of "without" (the two ranges do not overlap).
import { createHash } from 'node:crypto'
import { drizzle } from 'drizzle-orm/node-postgres'
import { fillPlaceholders, mapResultRow, sql } from 'drizzle-orm'
import pg from 'pg'
import { listPatientsQuerySchema } from '@konzilium/contract/patients'
import { listReferralsQuerySchema } from '@konzilium/contract/referrals'
import { loadConfig } from '../apps/server/src/config.ts'
import * as schema from '../apps/server/src/db/schema.ts'
import { compileRowMapper } from '../apps/server/src/db/lists/compiled-rows.ts'
import { auditEvents } from '../apps/server/src/db/schema.ts'
import {
  listPatients,
  patientListQueries,
} from '../apps/server/src/features/patients/list-patients.ts'
import { selectSummaries } from '../apps/server/src/features/patients/repo.ts'
import {
  listReferrals,
  referralListQueries,
} from '../apps/server/src/features/referrals/list-referrals.ts'
import { selectReferralSummaries } from '../apps/server/src/features/referrals/repo.ts'
import { createPasswordHasher } from '../apps/server/src/platform/passwords/hashing.ts'
import { seededDatabase } from './support/seeded-database.mjs'
import { appServerEnv, benchTotpKeys, fixed, load, median, startServer } from './support/load.mjs'

const ROUNDS = Number(process.env.ROUNDS ?? 5)
const SECONDS = Number(process.env.SECONDS ?? 3)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)
const PATIENTS = Number(process.env.PATIENTS ?? 100_000)
/** Executions per round of a statement timed one after another on one connection. */
const SERIAL = Number(process.env.SERIAL ?? 60)
/** Pages mapped per round of the in-process measure. */
const BATCH = Number(process.env.BATCH ?? 3000)

const log = (line) => process.stderr.write(`${line}\n`)
const password = 'Benchmark-heslo-na-mereni-42'
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused',
  WEB_DIST_DIR: '/nonexistent',
  TOTP_ENCRYPTION_KEYS: benchTotpKeys,
})
const hasher = createPasswordHasher(config.auth.passwordHash)
const seeded = await seededDatabase('tricks', {
  patients: PATIENTS,
  passwordHash: await hasher.hash(password),
  log,
})
const { url: databaseUrl, cast } = seeded
const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS + 2 })
const servers = {}

try {
  // The app's statements as it executes them: its list services on a Drizzle handle whose logger
  // keeps each statement's text and values.
  const executed = []
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, params) => executed.push({ sql: text, params }) },
  })
  const userOf = async (email) =>
    (await pool.query('select id, role from users where email = $1', [email])).rows[0]
  const people = {
    centerDoctor: await userOf(cast.centerDoctor),
    peripheralDoctor: await userOf(cast.peripheralDoctor),
    admin: await userOf(cast.admin),
  }
  const authOf = (who) => ({ userId: people[who].id, role: people[who].role })
  const context = { audit: { ip: '127.0.0.1', clientId: null, requestId: 'list-tricks' } }
  const lists = {
    patients: {
      parse: (raw) => listPatientsQuerySchema.parse(raw),
      service: listPatients,
      queries: patientListQueries,
      path: '/api/patients',
    },
    referrals: {
      parse: (raw) => listReferralsQuerySchema.parse(raw),
      service: listReferrals,
      queries: referralListQueries,
      path: '/api/referral-requests',
    },
  }
  /** A list page as the app runs it: the audited statement, and the page and count alone. */
  async function pageOf(who, list, query) {
    const of = lists[list]
    const parsed = of.parse(Object.fromEntries(new URLSearchParams(query)))
    executed.length = 0
    const answer = await of.service({ db }, context, { ...authOf(who), sessionId: 'bench' }, parsed)
    const audited = executed.find((statement) =>
      statement.sql.includes('insert into "audit_events"'),
    )
    if (!audited) throw new Error(`${list} ${query}: no audited statement among ${executed.length}`)
    const { page, total } = of.queries(db, authOf(who), parsed)
    return { who, list, query, answer, audited, page, total }
  }

  const birthPrefix = cast.sampleBirthNumber.slice(0, 6)
  const pages = {
    nov: await pageOf('centerDoctor', 'patients', 'q=nov&pageSize=20'),
    jan: await pageOf('centerDoctor', 'patients', 'q=jan&pageSize=20'),
    birth: await pageOf('centerDoctor', 'patients', `q=${birthPrefix}&pageSize=20`),
    peripheral: await pageOf('peripheralDoctor', 'patients', 'q=nov&pageSize=20'),
    whole: await pageOf('centerDoctor', 'patients', 'pageSize=20'),
    inbox: await pageOf('centerDoctor', 'referrals', 'box=inbox&pageSize=20'),
    waiting: await pageOf(
      'centerDoctor',
      'referrals',
      'box=inbox&state=pending&sort=waiting&pageSize=20',
    ),
    allReferrals: await pageOf('admin', 'referrals', 'pageSize=20'),
  }
  const pageNames = {
    nov: 'patients: centre doctor, "nov"',
    jan: 'patients: centre doctor, "jan"',
    birth: 'patients: centre doctor, birth-number prefix',
    peripheral: 'patients: peripheral doctor, "nov"',
    whole: 'patients: centre doctor, whole list',
    inbox: 'referral inbox: centre doctor',
    waiting: 'referral inbox: centre doctor, waiting (its first view)',
    allReferrals: 'referrals: admin, whole platform',
  }

  // ---- The variants -------------------------------------------------------------------------
  const nameOf = (text) => `b_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`
  /** A statement run as the app runs it: prepared under a name of its text, rows as arrays. */
  const named = ({ sql: text, params }) => ({
    name: nameOf(text),
    text,
    values: params,
    rowMode: 'array',
  })
  /** The same statement sent with its values and planned for them each time. */
  const unnamed = ({ sql: text, params }) => ({ text, values: params, rowMode: 'array' })
  const statementRun = (query) => async (client) => (await client.query(query)).rows

  /** The bounds the planner does not see (`(select $n::text)`) as plain parameters. */
  const boundsSeen = ({ sql: text, params }) => ({
    sql: text.replace(/\(select (\$\d+)::(text|bigint)\)/g, '$1::$2'),
    params,
  })
  /** The total counted over the scope instead of read from the rows the triggers keep. */
  function counted({ sql: text, params }) {
    const replaced = text
      .replace(
        'select coalesce(sum("patients"), 0) as "n" from "center_patient_counts" where "center_patient_counts"."center_id"',
        'select count(*) as "n" from "patient_center_links" where "patient_center_links"."center_id"',
      )
      .replace(
        'select coalesce(sum("referrals"), 0) as "n" from "center_referral_counts" where "center_referral_counts"."center_id"',
        'select count(*) as "n" from "referral_requests" where "referral_requests"."to_center_id"',
      )
      // An admin's whole list: the sum of every centre's row.
      .replace(
        'select coalesce(sum("referrals"), 0) as "n" from "center_referral_counts")',
        'select count(*) as "n" from "referral_requests")',
      )
    if (replaced === text) throw new Error('no kept total in the statement')
    return { sql: replaced, params }
  }
  /**
   * The page, its total and its audit row as separate statements in one transaction (begin, the
   * page with its total, the audit row naming the page's patients, commit) instead of one.
   */
  function separateStatements(key) {
    const { page, audited } = pages[key]
    const pageQuery = named(page)
    const patientColumn = pages[key].list === 'patients' ? 1 : 8
    const details = audited.params.find((value) => typeof value === 'object' && value !== null)
    const action = pages[key].list === 'patients' ? 'patients.listed' : 'referrals.listed'
    // The audit row's statement, its values but the patient ids and the details per page.
    const insert = db
      .insert(auditEvents)
      .values({
        action,
        outcome: 'success',
        targetType: pages[key].list === 'patients' ? 'patient-list' : 'referral-list',
        actorUserId: people[pages[key].who].id,
        actorRole: people[pages[key].who].role,
        ip: context.audit.ip,
        requestId: context.audit.requestId,
        details: sql.placeholder('details'),
        patientIds: sql.placeholder('ids'),
      })
      .prepare(nameOf(action))
      .getQuery()
    const insertName = nameOf(insert.sql)
    return async (client) => {
      await client.query('begin')
      try {
        const { rows } = await client.query(pageQuery)
        const values = {
          details: { ...details, shown: rows.length },
          ids: [...new Set(rows.map((row) => row[patientColumn]))],
        }
        await client.query({
          name: insertName,
          text: insert.sql,
          values: fillPlaceholders(insert.params, values),
        })
        await client.query('commit')
        return rows
      } catch (error) {
        await client.query('rollback')
        throw error
      }
    }
  }

  const pair = (trick, page, withQuery, withoutQuery, note) => ({
    trick,
    page,
    note,
    with: { run: statementRun(withQuery), query: withQuery },
    without: { run: statementRun(withoutQuery), query: withoutQuery },
  })
  const pairs = [
    ...['whole', 'inbox', 'allReferrals'].map((key) =>
      pair(
        'trigger-kept counts',
        key,
        named(pages[key].audited),
        named(counted(pages[key].audited)),
      ),
    ),
    // Only the birth-number search hides its bounds; the name searches' are plain parameters.
    pair(
      'hidden bounds',
      'birth',
      named(pages.birth.audited),
      named(boundsSeen(pages.birth.audited)),
    ),
    ...['nov', 'inbox'].map((key) => ({
      trick: 'one-statement page',
      page: key,
      with: { run: statementRun(named(pages[key].audited)), query: named(pages[key].audited) },
      without: { run: separateStatements(key) },
    })),
    ...['birth', 'nov', 'whole', 'inbox'].map((key) =>
      pair('named statements', key, named(pages[key].audited), unnamed(pages[key].audited)),
    ),
  ]

  // TRICKS=<trick>,<trick> measures only those.
  const only = process.env.TRICKS?.split(',')
  const wanted = (entry) => !only || only.includes(entry.trick)
  pairs.splice(0, pairs.length, ...pairs.filter(wanted))

  // Both variants find the same page: the same total, the same rows in the same order.
  // Column 0 is the total, column 1 the row's own id (a patient's, a referral's).
  const probe = await pool.connect()
  try {
    for (const p of pairs) {
      const [a, b] = [await p.with.run(probe), await p.without.run(probe)]
      const key = p.page
      const sameRows = a.map((row) => row[1]).join() === b.map((row) => row[1]).join()
      const sameTotal =
        a[0]?.[0] === undefined || b[0]?.[0] === undefined || String(a[0][0]) === String(b[0][0])
      if (!sameRows || !sameTotal || a.length === 0)
        throw new Error(`${p.trick}, ${key}: the variants differ (${a.length} / ${b.length} rows)`)
    }
  } finally {
    probe.release()
  }

  // ---- Measures -----------------------------------------------------------------------------
  const literal = (client, value) =>
    value === null || value === undefined
      ? 'null'
      : client.escapeLiteral(typeof value === 'object' ? JSON.stringify(value) : String(value))
  /** Planning and execution time of a single statement (EXPLAIN ANALYZE, no per-node timing). */
  async function explain(client, query) {
    const options = 'explain (analyze, timing off, format json)'
    const result = query.name
      ? await client.query(
          `${options} execute ${client.escapeIdentifier(query.name)}(${query.values.map((v) => literal(client, v)).join(', ')})`,
        )
      : await client.query({ text: `${options} ${query.text}`, values: query.values })
    const [plan] = result.rows[0]['QUERY PLAN']
    return { planning: plan['Planning Time'], execution: plan['Execution Time'] }
  }
  /** One variant SERIAL times on one connection: the median time per page, ms. */
  async function serial(client, run) {
    const times = []
    for (let i = 0; i < SERIAL; i++) {
      const started = process.hrtime.bigint()
      await run(client)
      times.push(Number(process.hrtime.bigint() - started) / 1e6)
    }
    return median(times)
  }
  /** CONNECTIONS connections running a variant in a closed loop for SECONDS: pages/s, p50, p99. */
  async function concurrent(clients, run) {
    const times = []
    const end = Date.now() + SECONDS * 1000
    await Promise.all(
      clients.map(async (client) => {
        while (Date.now() < end) {
          const started = process.hrtime.bigint()
          await run(client)
          times.push(Number(process.hrtime.bigint() - started) / 1e6)
        }
      }),
    )
    times.sort((a, b) => a - b)
    return {
      rate: times.length / SECONDS,
      p50: times[Math.floor(times.length * 0.5)],
      p99: times[Math.floor(times.length * 0.99)],
    }
  }

  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()))
  const [first] = clients
  // Named statements keep a generic plan after five executions on a connection: warm them all.
  for (const p of pairs)
    for (const variant of [p.with, p.without])
      for (const client of clients) for (let i = 0; i < 6; i++) await variant.run(client)

  const results = pairs.map(() => ({ with: [], without: [] }))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, p] of pairs.entries()) {
      const order = (round + i) % 2 === 0 ? ['with', 'without'] : ['without', 'with']
      for (const side of order) {
        const variant = p[side]
        const figures = {
          serial: await serial(first, variant.run),
          ...(variant.query ? await explain(first, variant.query) : {}),
          ...(await concurrent(clients, variant.run)),
        }
        results[i][side].push(figures)
        log(
          `round ${round + 1} ${p.trick}, ${pageNames[p.page]}, ${side}: ${fixed(figures.serial, 2)} ms serial, plan ${fixed(figures.execution ?? NaN, 2)} + ${fixed(figures.planning ?? NaN, 2)} ms, ${fixed(figures.rate)} pages/s, p99 ${fixed(figures.p99, 1)} ms`,
        )
      }
    }
  }
  for (const client of clients) client.release()

  // The app's own list pages: each page's plan, executed as the app runs it (named, warm).
  const planOf = {}
  for (const key of Object.keys(pages)) {
    const query = named(pages[key].audited)
    for (let i = 0; i < 6; i++) await first.query(query)
    const runs = []
    for (let i = 0; i < 5; i++) runs.push(await explain(first, query))
    planOf[key] = {
      execution: runs.map((run) => run.execution),
      planning: runs.map((run) => run.planning),
    }
  }

  // ---- In-process: the row mapper ----------------------------------------------------------
  const rawRows = async (key) => (await pool.query(named(pages[key].audited))).rows
  const fieldsOf = {
    patients: selectSummaries(db, [], sql`0`.mapWith(Number)).prepare(''),
    referrals: selectReferralSummaries(db, [], sql`0`.mapWith(Number)).prepare(''),
  }
  const cpu = []
  for (const key of ['nov', 'inbox']) {
    const { list } = pages[key]
    const rows = await rawRows(key)
    const prepared = fieldsOf[list]
    const compiled = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)
    if (!compiled) throw new Error('no compiled row mapper')
    const drizzleRows = (page) =>
      page.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap))
    const same = JSON.stringify(rows.map(compiled)) === JSON.stringify(drizzleRows(rows))
    if (!same) throw new Error(`${key}: the two row mappings differ`)
    cpu.push({
      trick: 'compiled row mapper',
      page: key,
      with: () => rows.map(compiled),
      without: () => drizzleRows(rows),
    })
  }
  cpu.splice(0, cpu.length, ...cpu.filter(wanted))
  const cpuResults = cpu.map(() => ({ with: [], without: [] }))
  const microseconds = (work) => {
    const started = process.cpuUsage()
    for (let i = 0; i < BATCH; i++) work()
    const used = process.cpuUsage(started)
    return (used.user + used.system) / BATCH
  }
  // Warm-up: both paths optimised by V8 before anything counts.
  for (const c of cpu)
    for (let i = 0; i < 3; i++) {
      microseconds(c.with)
      microseconds(c.without)
    }
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, c] of cpu.entries())
      for (const side of (round + i) % 2 === 0 ? ['with', 'without'] : ['without', 'with'])
        cpuResults[i][side].push({ cpu: microseconds(c[side]) })

  // ---- Through the real app: the app, and the app without each in-process trick --------------
  const without = new URL('./support/without-tricks.mjs', import.meta.url).href
  // The app runs with the same resolve hook, undoing nothing, so the servers differ in the
  // module undone alone.
  servers.app = await startServer(
    'bench/support/app-server.mjs',
    { ...appServerEnv(databaseUrl), BENCH_WITHOUT: '' },
    [without],
  )
  servers.noMapper = await startServer(
    'bench/support/app-server.mjs',
    { ...appServerEnv(databaseUrl), BENCH_WITHOUT: 'compiled-rows' },
    [without],
  )
  const httpPairs = []
  for (const key of ['nov', 'inbox']) {
    const { list, query } = pages[key]
    const target = async (server) => {
      const signIn = await fetch(`${server.origin}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: cast.centerDoctor, password }),
      })
      if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`)
      const headers = { authorization: `Bearer ${(await signIn.json()).accessToken}` }
      const url = `${server.origin}${lists[list].path}?${query}`
      const answer = await (await fetch(url, { headers })).json()
      if (answer.total !== pages[key].answer.total) throw new Error(`${key}: ${answer.total}`)
      return { server, url, headers }
    }
    const app = await target(servers.app)
    httpPairs.push({
      trick: 'compiled row mapper',
      page: key,
      with: app,
      without: await target(servers.noMapper),
    })
  }
  httpPairs.splice(0, httpPairs.length, ...httpPairs.filter(wanted))
  const httpResults = httpPairs.map(() => ({ with: [], without: [] }))
  for (const t of httpPairs.flatMap((h) => [h.with, h.without]))
    await load({ ...t, connections: CONNECTIONS, seconds: 2 })
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, h] of httpPairs.entries())
      for (const side of (round + i) % 2 === 0 ? ['with', 'without'] : ['without', 'with']) {
        const run = await load({ ...h[side], connections: CONNECTIONS, seconds: SECONDS })
        if (run.errors > 0 || Object.keys(run.statuses).some((code) => code !== '200'))
          throw new Error(`${h.trick} ${h.page} ${side}: ${JSON.stringify(run)}`)
        httpResults[i][side].push({ rate: run.rps, p99: run.p99, cpu: run.cpuPerRequest })
        log(
          `round ${round + 1} app ${h.trick}, ${pageNames[h.page]}, ${side}: ${fixed(run.rps)} answers/s, p99 ${run.p99} ms, server CPU ${fixed(run.cpuPerRequest)} µs`,
        )
      }

  // ---- Tables -------------------------------------------------------------------------------
  const spread = (values, digits) =>
    `${fixed(median(values), digits)} (${fixed(Math.min(...values), digits)}-${fixed(Math.max(...values), digits)})`
  /** Whether every round of "with" beats every round of "without". */
  const verdict = (withValues, withoutValues, higherIsBetter) => {
    const clear = higherIsBetter
      ? Math.min(...withValues) > Math.max(...withoutValues)
      : Math.max(...withValues) < Math.min(...withoutValues)
    return clear ? 'pays' : 'does not pay'
  }
  const row = (trick, page, measure, result, key, digits, higherIsBetter = false) => {
    const w = result.with.map((r) => r[key])
    const wo = result.without.map((r) => r[key])
    if ([...w, ...wo].some((v) => v === undefined || Number.isNaN(v))) return
    const gain = higherIsBetter ? median(w) / median(wo) : median(wo) / median(w)
    console.log(
      `| ${trick} | ${pageNames[page]} | ${measure} | ${spread(w, digits)} | ${spread(wo, digits)} | ${fixed(gain, 2)}× | ${verdict(w, wo, higherIsBetter)} |`,
    )
  }
  console.log(`
List speed tricks on PostgreSQL, ${cast.counts.patients} patients, ${cast.counts.referrals} referrals, page size 20; ${ROUNDS} alternating rounds; median (min-max across rounds); ${CONNECTIONS} connections for the rates; gain = without / with (rates: with / without)

| trick | page | measure | with | without | gain | verdict |
| ----- | ---- | ------- | ---- | ------- | ---- | ------- |`)
  for (const [i, p] of pairs.entries()) {
    const r = results[i]
    row(p.trick, p.page, 'plan execution ms', r, 'execution', 3)
    row(p.trick, p.page, 'planning ms', r, 'planning', 3)
    row(p.trick, p.page, 'one page alone, ms', r, 'serial', 3)
    row(p.trick, p.page, `pages/s at ${CONNECTIONS}`, r, 'rate', 0, true)
    row(p.trick, p.page, `p99 ms at ${CONNECTIONS}`, r, 'p99', 2)
  }
  for (const [i, c] of cpu.entries())
    row(c.trick, c.page, 'CPU µs per page', cpuResults[i], 'cpu', 1)
  for (const [i, h] of httpPairs.entries()) {
    row(h.trick, h.page, `app answers/s at ${CONNECTIONS}`, httpResults[i], 'rate', 0, true)
    row(h.trick, h.page, 'app server CPU µs per answer', httpResults[i], 'cpu', 0)
    row(h.trick, h.page, `app p99 ms at ${CONNECTIONS}`, httpResults[i], 'p99', 0)
  }
  console.log(`
Each list page's plan as the app runs it (named statement, warm; EXPLAIN ANALYZE of 5 runs, median (min-max)):

| page | execution ms | planning ms | total |
| ---- | ------------ | ----------- | ----- |`)
  for (const [key, plan] of Object.entries(planOf))
    console.log(
      `| ${pageNames[key]} | ${spread(plan.execution, 3)} | ${spread(plan.planning, 3)} | ${pages[key].answer.total} |`,
    )
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
  await pool.end()
  await seeded.drop()
}
