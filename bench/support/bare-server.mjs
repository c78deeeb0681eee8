// Baselines for the throughput benchmarks: bare Fastify (no logger, no schemas, no auth, no limits)
// doing the same work as the app's route. `POST /api/scores/:id` runs the same packages/scores
// computation; with BENCH_DATABASE_URL, `GET /bench/users/:scenario` runs the SQL statements in
// BENCH_USERS_SQL or BENCH_SQL (the very ones the app's list runs: users, patients, referrals)
// through a `pg` pool of the app's size; `GET /bench/prepared/:scenario` runs them prepared under
// the app's names, as the app runs the clinical lists (ADR 022).
import Fastify from 'fastify'
import pg from 'pg'
import { calculateScore } from '@konzilium/scores'

const app = Fastify({ logger: false })

app.post('/api/scores/:id', async (request, reply) => {
  const outcome = calculateScore(request.params.id, request.body)
  if (!outcome.ok) return reply.code(400).send({ issues: outcome.issues })
  return outcome.result
})

if (process.env.BENCH_DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 })
  const scenarios = JSON.parse(process.env.BENCH_USERS_SQL ?? process.env.BENCH_SQL ?? '{}')
  // Rows as arrays, as drizzle asks pg for them; `named` prepares each statement under its name.
  const run = (statement, named) =>
    pool.query({
      ...(named && statement.name ? { name: statement.name } : {}),
      text: statement.sql,
      values: statement.params,
      rowMode: 'array',
    })
  const page = async (request, reply, named) => {
    const statements = scenarios[request.params.scenario]
    if (!statements) return reply.code(404).send()
    // The page's statement carries the total as its first column (past the end: counted alone).
    const { rows } = await run(statements.page, named)
    const total = rows[0]?.[0] ?? (await run(statements.total, named)).rows[0][0]
    return { items: rows, total: Number(total) }
  }
  // The app's statements as a minimal route would send them: SQL and values, planned each time.
  app.get('/bench/users/:scenario', (request, reply) => page(request, reply, false))
  // The same statements prepared under the app's names, as the app runs them (ADR 022).
  app.get('/bench/prepared/:scenario', (request, reply) => page(request, reply, true))
  app.addHook('onClose', () => pool.end())
}

await app.listen({ host: '127.0.0.1', port: 0 })
process.send?.({ port: app.server.address().port })
// CPU time spent so far, asked by the benchmark around each run (robust on a shared machine).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
})
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0))
})
