#!/usr/bin/env node
// Users list throughput, run with `node --import tsx bench/users-list.mjs`
// (PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the
// benchmark creates a database of its own and drops it). 10 000 users with Czech names;
// `GET /api/users` as an admin through the real app (production settings, bearer token, query
// validation, logging) against the same SQL statements (taken from the app's own query builder)
// through a bare Fastify + pg route, interleaved, ROUNDS times; medians reported.
import { sql } from 'drizzle-orm'
import { listUsersQuerySchema } from '@konzilium/contract/users'
import { loadConfig } from '../apps/server/src/config.ts'
import { openPostgres } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { insertAccount } from '../apps/server/src/features/accounts/index.ts'
import { listUsersQueries } from '../apps/server/src/features/users/admin-service.ts'
import { createPasswordHasher } from '../apps/server/src/platform/passwords/hashing.ts'
import { benchDatabase, explainPlan } from './support/bench-database.mjs'
import * as namesOfCast from './support/czech-names.mjs'
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
const USERS = Number(process.env.USERS ?? 10_000)

// Each scenario: the query string the admin's list sends.
const scenarios = {
  'first page, Czech name order': 'page=1&pageSize=20',
  'page 100, Czech name order': 'page=100&pageSize=20',
  'search "nov" (name prefix or e-mail part)': 'q=nov&pageSize=20',
}

const benchDb = benchDatabase('users')
const databaseUrl = benchDb.url

// Both forms of each surname, and first names of both sexes, interleaved.
const lastNames = namesOfCast.lastNames.flatMap((name) => [name, namesOfCast.femaleLast(name)])
const firstNames = namesOfCast.maleFirst.flatMap((name, i) => [name, namesOfCast.femaleFirst[i]])

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
  // 10 000 users: Czech names, e-mails made of the name, roles and states mixed.
  await database.db.execute(sql`
    insert into users (email, role, origin, degrees_before, first_name, last_name, created_at, activated_at, locked_at)
    select
      lower(translate(f.name || '.' || l.name, 'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ', 'acdeeinorstuuyzACDEEINORSTUUYZ'))
        || '.' || i || '@' || (array['nemocnice.cz', 'fnmotol.cz', 'ambulance.cz', 'seznam.cz'])[1 + i % 4],
      (array['center_doctor', 'peripheral_doctor', 'peripheral_doctor', 'rep', 'patient'])[1 + i % 5],
      'seed',
      case when i % 3 = 0 then 'MUDr.' end,
      f.name, l.name,
      now() - (i || ' minutes')::interval,
      case when i % 7 <> 0 then now() end,
      case when i % 50 = 0 then now() end
    from generate_series(1, ${USERS}) as i,
      lateral (select (${`{${firstNames.join(',')}}`}::text[])[1 + (i * 7) % ${firstNames.length}] as name) as f,
      lateral (select (${`{${lastNames.join(',')}}`}::text[])[1 + (i * 13) % ${lastNames.length}] as name) as l`)
  const password = 'Benchmark-heslo-na-mereni-42'
  const hasher = createPasswordHasher(config.auth.passwordHash)
  await insertAccount(database.db, {
    email: 'admin@bench.konzilium.test',
    role: 'admin',
    origin: 'seed',
    degreesBefore: null,
    firstName: 'Ada',
    lastName: 'Adminová',
    degreesAfter: null,
    phone: null,
    locale: 'cs',
    passwordHash: await hasher.hash(password),
    activatedAt: new Date(),
    now: new Date(),
  })
  await database.db.execute(sql`analyze users`)

  // The SQL the app runs for each scenario, from its own query builder.
  const statements = {}
  const plans = {}
  for (const [name, query] of Object.entries(scenarios)) {
    const parsed = listUsersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
    const queries = listUsersQueries(database.db, parsed)
    const rows = queries.rows.toSQL()
    const total = queries.total.toSQL()
    statements[name] = {
      rows: { sql: rows.sql, params: rows.params },
      total: { sql: total.sql, params: total.params },
    }
    plans[name] = await explainPlan(databaseUrl, rows)
  }
  await database.close()

  servers.app = await startServer('bench/support/app-server.mjs', appServerEnv(databaseUrl))
  servers.bare = await startServer('bench/support/bare-server.mjs', {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_USERS_SQL: JSON.stringify(
      Object.fromEntries(Object.keys(scenarios).map((name, i) => [`s${i}`, statements[name]])),
    ),
  })
  const signIn = await fetch(`${servers.app.origin}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.konzilium.test', password }),
  })
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
  const headers = { authorization: `Bearer ${(await signIn.json()).accessToken}` }

  const targets = Object.keys(scenarios).flatMap((name, i) => [
    {
      scenario: name,
      target: 'bare',
      server: servers.bare,
      url: `${servers.bare.origin}/bench/users/s${i}`,
    },
    {
      scenario: name,
      target: 'app',
      server: servers.app,
      url: `${servers.app.origin}/api/users?${scenarios[name]}`,
      headers,
    },
  ])
  // Both answer, with the same total, before anything is timed.
  for (const [i, name] of Object.keys(scenarios).entries()) {
    const [bare, app] = await Promise.all(
      targets
        .slice(2 * i, 2 * i + 2)
        .map(async (t) => (await fetch(t.url, { headers: t.headers })).json()),
    )
    if (bare.total !== app.total || bare.items.length !== app.items.length)
      throw new Error(
        `${name}: bare ${bare.total}/${bare.items.length}, app ${app.total}/${app.items.length}`,
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
        `round ${round + 1} ${t.scenario} ${t.target}: ${fixed(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, CPU ${fixed(run.cpuPerRequest, 1)} µs/request\n`,
      )
    }
  }

  console.log(`
GET /api/users on PostgreSQL, ${USERS} users, ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} interleaved runs

| scenario | bare req/s | bare p50 / p99 ms | app req/s | app p50 / p99 ms | ratio (per round) |
| -------- | ---------- | ----------------- | --------- | ---------------- | ----------------- |`)
  for (const [i, name] of Object.keys(scenarios).entries()) {
    const bareRuns = runs.get(targets[2 * i])
    const appRuns = runs.get(targets[2 * i + 1])
    const bare = summarise(bareRuns)
    const app = summarise(appRuns)
    const ratios = appRuns.map((run, round) => run.rps / bareRuns[round].rps)
    console.log(
      `| ${name} | ${fixed(bare.rps)} | ${bare.p50} / ${bare.p99} | ${fixed(app.rps)} | ${app.p50} / ${app.p99} | **${fixed(median(ratios), 2)}** (${ratios.map((r) => fixed(r, 2)).join(', ')}) |`,
    )
  }
  console.log('\nPlans of the page query (EXPLAIN ANALYZE):')
  for (const [name, plan] of Object.entries(plans))
    console.log(`\n${name}:\n  ${plan.join('\n  ')}`)
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
  await benchDb.drop()
}
