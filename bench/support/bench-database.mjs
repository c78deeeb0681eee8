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

/**
 * The plan PostgreSQL runs for a statement, with actual row counts (no timings), line by line. A
 * named statement (ADR 022) is explained as the app runs it: prepared under its name and executed
 * a few times first, so the plan shown is the one PostgreSQL keeps (a generic plan shows `$n`).
 */
export async function explainPlan(databaseUrl, statement) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const explain = 'explain (analyze, costs off, timing off, summary on)'
  try {
    if (!statement.name) {
      const plan = await client.query(`${explain} ${statement.sql}`, statement.params)
      return plan.rows.map((row) => row['QUERY PLAN'])
    }
    const query = { name: statement.name, text: statement.sql, values: statement.params }
    for (let i = 0; i < 6; i++) await client.query(query)
    const values = statement.params.map((value) =>
      value === null || value === undefined ? 'null' : client.escapeLiteral(String(value)),
    )
    const plan = await client.query(
      `${explain} execute ${client.escapeIdentifier(statement.name)}(${values.join(', ')})`,
    )
    return plan.rows.map((row) => row['QUERY PLAN'])
  } finally {
    await client.end()
  }
}
