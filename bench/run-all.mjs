#!/usr/bin/env node
// `npm run bench`: builds, then runs the benchmarks one after another (they measure, so never in
// parallel), each in its own process printing its own tables (bench/README.md explains each).
// Name some to run only those: `npm run bench -- cold-start kill-during-writes`.
// SKIP_BUILD=1 skips the build; each benchmark's own variables (RUNS, TEST_DATABASE_URL,
// BENCH_DATABASE_URL, ...) pass through. A benchmark that needs a PostgreSQL server is skipped,
// with the reason, when none answers.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
async function postgresMissing() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return null
  } catch {
    return `no PostgreSQL at ${postgresUrl} (BENCH_DATABASE_URL)`
  }
}

const tsx = ['--import', 'tsx']
const benchmarks = [
  { name: 'cold-start', args: ['bench/cold-start.mjs'] },
  { name: 'bundle-size', args: ['bench/bundle-size.mjs'] },
  { name: 'lighthouse', args: ['bench/lighthouse.mjs'] },
  { name: 'sign-in', args: [...tsx, 'bench/sign-in.mjs'] },
  { name: 'registration-alike', args: [...tsx, 'bench/registration-alike.mjs'] },
  { name: 'score-api', args: [...tsx, 'bench/score-api.mjs'] },
  { name: 'users-list', args: [...tsx, 'bench/users-list.mjs'], missing: postgresMissing },
  {
    name: 'clinical-lists',
    args: [...tsx, 'bench/clinical-lists.mjs'],
    missing: postgresMissing,
  },
  { name: 'list-tricks', args: [...tsx, 'bench/list-tricks.mjs'], missing: postgresMissing },
  { name: 'live-fanout', args: [...tsx, 'bench/live-fanout.mjs'], missing: postgresMissing },
  { name: 'calculator-input', args: ['bench/calculator-input.mjs'] },
  { name: 'chart-page', args: [...tsx, 'bench/chart-page.mjs'] },
  { name: 'upload-download', args: [...tsx, 'bench/upload-download.mjs'] },
  { name: 'export-xlsx', args: [...tsx, 'bench/export-xlsx.mjs'], missing: postgresMissing },
  { name: 'kill-during-writes', args: ['bench/kill-during-writes.mjs'] },
]
const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name))
if (unknown.length) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`,
  )
  process.exit(2)
}

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
let failed = 0
for (const bench of benchmarks) {
  if (wanted.length && !wanted.includes(bench.name)) continue
  console.log(`\n## ${bench.name}\n`)
  const missing = bench.missing ? await bench.missing() : null
  if (missing) {
    console.log(`skipped: ${missing}`)
    continue
  }
  const run = spawnSync(process.execPath, bench.args, { stdio: 'inherit' })
  if (run.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
