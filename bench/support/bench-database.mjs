// A database of a benchmark's own on the PostgreSQL server at BENCH_DATABASE_URL (default the
// local server's `postgres` database): created before the run, dropped after it, even on failure.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export function benchDatabase(prefix) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `konzilium_bench_${prefix}_${randomBytes(4).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  async function onServer(statement) {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  return {
    url: url.toString(),
    create: () => onServer(`create database "${name}"`),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  }
}

/** The plan PostgreSQL runs for a statement, with actual row counts (no timings), line by line. */
export async function explainPlan(databaseUrl, statement) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const plan = await client.query(
      `explain (analyze, costs off, timing off, summary on) ${statement.sql}`,
      statement.params,
    )
    return plan.rows.map((row) => row['QUERY PLAN'])
  } finally {
    await client.end()
  }
}
