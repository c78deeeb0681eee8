#!/usr/bin/env node
// Patient search and the referral inbox at scale, run with
// `node --import tsx bench/clinical-lists.mjs` (PostgreSQL at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates a database of its own and
// drops it). The synthetic cast scaled to PATIENTS patients (default 100 000) and three referrals
// each (300 000). Each scenario runs through the real app (production settings, bearer token,
// validation, scope, the audit row written with the page's count, logging) and through a bare
// Fastify + pg route that runs the same SQL statements (taken from the app's own query builders)
// without auth, validation or audit, interleaved, ROUNDS times; medians reported.
import { sql } from 'drizzle-orm'
import { listPatientsQuerySchema } from '@konzilium/contract/patients'
import { listReferralsQuerySchema } from '@konzilium/contract/referrals'
import { loadConfig } from '../apps/server/src/config.ts'
import { openPostgres } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { patientListQueries } from '../apps/server/src/features/patients/list-patients.ts'
import { referralListQueries } from '../apps/server/src/features/referrals/list-referrals.ts'
import { createPasswordHasher } from '../apps/server/src/platform/passwords/hashing.ts'
import { loadClinicalCast } from './support/clinical-data.mjs'
import { benchDatabase, explainPlan } from './support/bench-database.mjs'
import {
  appServerEnv,
  benchTotpKeys,
  fixed,
  load,
  median,
  startServer,
  summarise,
} from './support/load.mjs'

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 10)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const PATIENTS = Number(process.env.PATIENTS ?? 100_000)

const benchDb = benchDatabase('clinic')
const databaseUrl = benchDb.url

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  WEB_DIST_DIR: '/nonexistent',
  TOTP_ENCRYPTION_KEYS: benchTotpKeys,
})
await benchDb.create()
const servers = {}
try {
  const database = await openPostgres(databaseUrl)
  await migrateDatabase(database)
  const password = 'Benchmark-heslo-na-mereni-42'
  const hasher = createPasswordHasher(config.auth.passwordHash)
  const started = Date.now()
  const cast = await loadClinicalCast(database.db, {
    patients: PATIENTS,
    passwordHash: await hasher.hash(password),
  })
  process.stderr.write(
    `loaded ${cast.counts.patients} patients, ${cast.counts.referrals} referrals in ${fixed((Date.now() - started) / 1000, 1)} s\n`,
  )
  const idOf = async (email) => {
    const result = await database.db.execute(sql`select id, role from users where email = ${email}`)
    return result.rows[0]
  }
  const ids = {
    centerDoctor: await idOf(cast.centerDoctor),
    peripheralDoctor: await idOf(cast.peripheralDoctor),
  }
  const authOf = (who) => ({ userId: ids[who].id, role: ids[who].role })

  // Scenarios: who asks (the app signs in as that user), the list, the query string.
  const birthPrefix = cast.sampleBirthNumber.slice(0, 6)
  const scenarios = [
    {
      name: 'patients: centre doctor, name prefix "nov"',
      who: 'centerDoctor',
      list: 'patients',
      query: 'q=nov&pageSize=20',
    },
    {
      name: `patients: centre doctor, birth-number prefix`,
      who: 'centerDoctor',
      list: 'patients',
      query: `q=${birthPrefix}&pageSize=20`,
    },
    {
      name: 'patients: peripheral doctor, name prefix "nov"',
      who: 'peripheralDoctor',
      list: 'patients',
      query: 'q=nov&pageSize=20',
    },
    {
      // The page a centre doctor sees first (ADR 023).
      name: 'patients: centre doctor, whole list, first page',
      who: 'centerDoctor',
      list: 'patients',
      query: 'pageSize=20',
    },
    {
      name: 'referral inbox: centre doctor, first page',
      who: 'centerDoctor',
      list: 'referrals',
      query: 'box=inbox&pageSize=20',
    },
  ]
  const paths = { patients: '/api/patients', referrals: '/api/referral-requests' }

  // The SQL the app runs for each scenario, from its own query builders.
  const statements = {}
  const plans = {}
  for (const [i, scenario] of scenarios.entries()) {
    const raw = Object.fromEntries(new URLSearchParams(scenario.query))
    const queries =
      scenario.list === 'patients'
        ? patientListQueries(database.db, authOf(scenario.who), listPatientsQuerySchema.parse(raw))
        : referralListQueries(
            database.db,
            authOf(scenario.who),
            listReferralsQuerySchema.parse(raw),
          )
    const { page, total } = queries
    statements[`s${i}`] = {
      page: { name: page.name, sql: page.sql, params: page.params },
      total: { name: total.name, sql: total.sql, params: total.params },
    }
    plans[scenario.name] = await explainPlan(databaseUrl, page)
  }
  await database.close()

  servers.app = await startServer('bench/support/app-server.mjs', appServerEnv(databaseUrl))
  servers.bare = await startServer('bench/support/bare-server.mjs', {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_SQL: JSON.stringify(statements),
  })
  const headersOf = {}
  for (const who of ['centerDoctor', 'peripheralDoctor']) {
    const signIn = await fetch(`${servers.app.origin}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cast[who], password }),
    })
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
    headersOf[who] = { authorization: `Bearer ${(await signIn.json()).accessToken}` }
  }

  // Per scenario: the bare route as a minimal Fastify + pg server would run the app's statements
  // (the baseline of the bar), the bare route running them prepared under the app's names
  // as the app does (ADR 022: the difference to the app is then auth, validation, the audit row
  // and logging alone), and the app.
  const kinds = ['bare', 'prepared', 'app']
  const targetsOf = scenarios.map((scenario, i) => ({
    bare: {
      scenario: scenario.name,
      target: 'bare',
      server: servers.bare,
      url: `${servers.bare.origin}/bench/users/s${i}`,
    },
    prepared: {
      scenario: scenario.name,
      target: 'bare, prepared',
      server: servers.bare,
      url: `${servers.bare.origin}/bench/prepared/s${i}`,
    },
    app: {
      scenario: scenario.name,
      target: 'app',
      server: servers.app,
      url: `${servers.app.origin}${paths[scenario.list]}?${scenario.query}`,
      headers: headersOf[scenario.who],
    },
  }))
  const targets = targetsOf.flatMap((of) => kinds.map((kind) => of[kind]))
  // All answer, with the same total and page size, before anything is timed.
  for (const [i, scenario] of scenarios.entries()) {
    const [bare, prepared, app] = await Promise.all(
      kinds.map(async (kind) => {
        const t = targetsOf[i][kind]
        return (await fetch(t.url, { headers: t.headers })).json()
      }),
    )
    for (const other of [bare, prepared])
      if (other.total !== app.total || other.items.length !== app.items.length || app.total === 0)
        throw new Error(
          `${scenario.name}: bare ${JSON.stringify(other).slice(0, 300)}, app ${app.total}/${app.items.length}`,
        )
  }
  const runs = new Map(targets.map((t) => [t, []]))
  for (const t of targets) await load({ ...t, connections: CONNECTIONS, seconds: 2 }) // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse()
    for (const t of order) {
      const run = await load({ ...t, connections: CONNECTIONS, seconds: SECONDS })
      if (run.errors > 0 || Object.keys(run.statuses).some((code) => code !== '200'))
        throw new Error(`${t.scenario} ${t.target}: ${JSON.stringify(run)}`)
      runs.get(t).push(run)
      process.stderr.write(
        `round ${round + 1} ${t.scenario} ${t.target}: ${fixed(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, server CPU ${fixed(run.cpuPerRequest)} µs/request, load generator ${fixed(run.clientCpuPerRequest)} µs/request, cores busy ${fixed(100 * (run.machineBusy ?? 0))} %\n`,
      )
    }
  }

  console.log(`
Clinical lists on PostgreSQL, ${cast.counts.patients} patients, ${cast.counts.referrals} referrals, page size 20, ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} interleaved runs; CPU is the server process's per answer

| scenario | bare req/s | bare p50 / p99 ms | bare CPU µs | prepared req/s | prepared p50 / p99 ms | app req/s | app p50 / p99 ms | app CPU µs | ratio to bare (per round) | ratio to prepared | cores busy (bare / app) |
| -------- | ---------- | ----------------- | ----------- | -------------- | --------------------- | --------- | ---------------- | ---------- | ------------------------- | ----------------- | ----------------------- |`)
  for (const [i, scenario] of scenarios.entries()) {
    const [bareRuns, preparedRuns, appRuns] = kinds.map((kind) => runs.get(targetsOf[i][kind]))
    const [bare, prepared, app] = [bareRuns, preparedRuns, appRuns].map(summarise)
    const ratios = appRuns.map((run, round) => run.rps / bareRuns[round].rps)
    const toPrepared = appRuns.map((run, round) => run.rps / preparedRuns[round].rps)
    console.log(
      `| ${scenario.name} | ${fixed(bare.rps)} | ${bare.p50} / ${bare.p99} | ${fixed(bare.cpuPerRequest)} | ${fixed(prepared.rps)} | ${prepared.p50} / ${prepared.p99} | ${fixed(app.rps)} | ${app.p50} / ${app.p99} | ${fixed(app.cpuPerRequest)} | **${fixed(median(ratios), 2)}** (${ratios.map((r) => fixed(r, 2)).join(', ')}) | ${fixed(median(toPrepared), 2)} | ${fixed(100 * bare.machineBusy)} / ${fixed(100 * app.machineBusy)} % |`,
    )
  }
  console.log('\nPlans of the page query as the app runs it (EXPLAIN ANALYZE):')
  for (const [name, plan] of Object.entries(plans))
    console.log(`\n${name}:\n  ${plan.join('\n  ')}`)
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
  await benchDb.drop()
}
