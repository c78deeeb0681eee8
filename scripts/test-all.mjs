#!/usr/bin/env node
// `npm test`: every check and every test suite, in the order that fails fastest, with one closing
// summary line `N passed, N failed`. The API suite runs on embedded PGlite and, when
// TEST_DATABASE_URL is set, once more on that PostgreSQL server.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-reports-'))
const results = []
const postgresUrl = process.env.TEST_DATABASE_URL
const { TEST_DATABASE_URL: _omit, ...envWithoutPostgres } = process.env

function run(name, command, args, { env = process.env, report } = {}) {
  process.stdout.write(`\n=== ${name}\n`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: false })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  let passed = 0
  let failed = 0
  if (report && fs.existsSync(report.file)) {
    ;({ passed, failed } = report.read(JSON.parse(fs.readFileSync(report.file, 'utf8'))))
    // A runner that crashed after writing a partial report still fails the step.
    if (!ok && failed === 0) failed = 1
  } else {
    passed = ok ? 1 : 0
    failed = ok ? 0 : 1
  }
  results.push({ name, passed, failed, seconds })
  process.stdout.write(`--- ${name}: ${passed} passed, ${failed} failed (${seconds} s)\n`)
  return ok
}

const vitestReport = (file) => ({
  file,
  read: (json) => ({
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0),
  }),
})
const playwrightReport = (file) => ({
  file,
  read: (json) => ({
    passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
    failed: json.stats?.unexpected ?? 0,
  }),
})
const npx = (...args) => ['npx', ['--no-install', ...args]]
const vitest = (project, file) =>
  npx(
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  )

run('Chromium for end-to-end tests', 'bash', ['scripts/ensure-chromium.sh'])
run('typecheck', 'npm', ['run', '--silent', 'typecheck'])
run('lint', 'npm', ['run', '--silent', 'lint'])
run('format', 'npm', ['run', '--silent', 'format:check'])

const unitFile = path.join(reportDir, 'unit.json')
run(
  'unit tests (scores, contract, server, web)',
  ...npx(
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'web',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitFile}`,
  ),
  { report: vitestReport(unitFile) },
)

const pgliteFile = path.join(reportDir, 'api-pglite.json')
run('API tests on embedded PGlite', ...vitest('api', pgliteFile), {
  env: envWithoutPostgres,
  report: vitestReport(pgliteFile),
})
if (postgresUrl) {
  const postgresFile = path.join(reportDir, 'api-postgres.json')
  run('API tests on PostgreSQL', ...vitest('api', postgresFile), {
    env: process.env,
    report: vitestReport(postgresFile),
  })
} else {
  process.stdout.write('\n(TEST_DATABASE_URL not set: the API suite ran on PGlite only)\n')
}

if (run('build', 'npm', ['run', '--silent', 'build'])) {
  run('bundle budget', 'node', ['bench/bundle-size.mjs', '--check'])
  const e2eFile = path.join(reportDir, 'e2e.json')
  run('end-to-end tests in Chromium', ...npx('playwright', 'test', '--reporter=list,json'), {
    env: { ...envWithoutPostgres, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
    report: playwrightReport(e2eFile),
  })
}

fs.rmSync(reportDir, { recursive: true, force: true })
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
process.stdout.write('\n=== summary\n')
for (const r of results)
  process.stdout.write(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)\n`,
  )
process.stdout.write(`${passed} passed, ${failed} failed\n`)
process.exit(failed === 0 ? 0 : 1)
