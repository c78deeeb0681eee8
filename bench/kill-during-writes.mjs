#!/usr/bin/env node
// kill -9 during acknowledged writes loses nothing. The built server
// (`npm run build`) runs on embedded PGlite in a temporary DATA_DIR and, when TEST_DATABASE_URL is
// set, on a fresh database of that PostgreSQL server. An admin invites representatives on several
// connections at once; at five points the server is killed with SIGKILL while writes are in flight
// and started again. Every invitation answered 201 must then be listed by the restarted server.
// Nothing sleeps on a timer: each step waits for its condition (health answering, a number of
// acknowledged writes, the process gone). Exits 1 when a single acknowledged write is missing.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const admin = { email: 'spravce@kill.konzilium.test', password: 'Pevna-zeme-pod-nohama-77' }
// Five kill points: after few and after many acknowledged writes, on 2 to 6 connections.
const plan = [
  { killAfter: 3, connections: 2 },
  { killAfter: 100, connections: 6 },
  { killAfter: 17, connections: 4 },
  { killAfter: 250, connections: 3 },
  { killAfter: 1, connections: 6 },
]

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function withDatabase(url, name) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Starts the built server and resolves once /api/health answers 200. */
async function start(env) {
  const started = performance.now()
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TOTP_ENCRYPTION_KEYS: 'bench:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk.toString('utf8')))
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  )
  const state = { gone: false }
  void exited.then(() => (state.gone = true))
  const origin = `http://127.0.0.1:${env.PORT}`
  for (;;) {
    if (state.gone)
      throw new Error(`the built server exited (run \`npm run build\` first):\n${errors}`)
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, exited, state, origin, startMs: performance.now() - started }
}

/** Invites on `connections` connections until the server dies; kills it after `killAfter` acks. */
async function writeUntilKilled(server, token, phase, killAfter, connections) {
  const acknowledged = []
  let sequence = 0
  let inFlightAtKill = 0
  let inFlight = 0
  const writer = async (worker) => {
    while (!server.state.gone) {
      sequence += 1
      const email = `obchodnik-${phase}-${worker}-${sequence}@kill.konzilium.test`
      let response
      inFlight += 1
      try {
        response = await fetch(`${server.origin}/api/reps/invite`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            email,
            firstName: 'Jan',
            lastName: 'Zapsaný',
            company: 'Ukázková Pharma s.r.o.',
            regions: ['CZ010'],
          }),
        })
        await response.arrayBuffer()
      } catch {
        // The connection died with the process: this write was never acknowledged.
        return
      } finally {
        inFlight -= 1
      }
      if (response.status !== 201) throw new Error(`invitation answered ${response.status}`)
      acknowledged.push(email)
      if (acknowledged.length === killAfter) {
        inFlightAtKill = inFlight
        server.child.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, worker) => writer(worker)))
  await server.exited
  return { acknowledged, inFlightAtKill }
}

async function signIn(origin) {
  const response = await fetch(`${origin}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`)
  return (await response.json()).accessToken
}

/** Every representative's e-mail the server lists, page by page. */
async function listedEmails(origin, token) {
  const emails = new Set()
  for (let page = 1; ; page++) {
    const response = await fetch(`${origin}/api/users?role=rep&pageSize=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (response.status !== 200) throw new Error(`users list answered ${response.status}`)
    const list = await response.json()
    for (const user of list.items) emails.add(user.email)
    if (page * list.pageSize >= list.total) return emails
  }
}

async function run(engine, databaseEnv) {
  const env = {
    PORT: String(await freePort()),
    ...databaseEnv,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    REQUIRE_2FA_FOR_ADMINS: 'false',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    PUBLIC_URL: 'https://konzilium.test',
  }
  let server = await start(env)
  const starts = [server.startMs]
  // The session lives in the database, so the token survives every restart.
  const token = await signIn(server.origin)
  const acknowledged = []
  const inFlight = []
  let missingAfterRestart = 0
  try {
    for (const [phase, { killAfter, connections }] of plan.entries()) {
      const written = await writeUntilKilled(server, token, phase, killAfter, connections)
      acknowledged.push(...written.acknowledged)
      inFlight.push(written.inFlightAtKill)
      server = await start(env)
      starts.push(server.startMs)
      const listed = await listedEmails(server.origin, token)
      missingAfterRestart += acknowledged.filter((email) => !listed.has(email)).length
    }
  } finally {
    if (!server.state.gone) server.child.kill('SIGTERM')
    await server.exited
  }
  const median = [...starts].sort((a, b) => a - b)[Math.floor(starts.length / 2)]
  return {
    engine,
    kills: plan.length,
    acknowledged: acknowledged.length,
    missing: missingAfterRestart,
    inFlight: inFlight.join(', '),
    restartMedianMs: Math.round(median),
  }
}

const results = []
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-kill-'))
try {
  results.push(await run('PGlite', { DATA_DIR: dataDir }))
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
const postgresUrl = process.env.TEST_DATABASE_URL
if (postgresUrl) {
  const name = `konzilium_kill_${process.pid}`
  await adminQuery(postgresUrl, `create database "${name}"`)
  try {
    results.push(await run('PostgreSQL', { DATABASE_URL: withDatabase(postgresUrl, name) }))
  } finally {
    await adminQuery(postgresUrl, `drop database if exists "${name}" with (force)`)
  }
} else {
  console.log('(TEST_DATABASE_URL not set: PostgreSQL skipped)')
}

console.log(
  '| engine | kills | acknowledged writes | missing after a restart | writes in flight at each kill | start median (6 starts) |',
)
console.log(
  '| ------ | ----- | ------------------- | ----------------------- | ----------------------------- | ---------------------- |',
)
for (const r of results)
  console.log(
    `| ${r.engine} | ${r.kills} | ${r.acknowledged} | ${r.missing} | ${r.inFlight} | ${r.restartMedianMs} ms |`,
  )
if (results.some((r) => r.missing > 0)) {
  console.error('acknowledged writes were lost')
  process.exit(1)
}
