#!/usr/bin/env node
// Accounts benchmark (ADR 006), run with `node --import tsx bench/sign-in.mjs`:
// 1. argon2id cost per hash with the production parameters (CPU time, not wall time);
// 2. sign-in throughput and latency through the real app (in-process `inject`, embedded database),
//    at concurrency 1 and 4;
// 3. the cost of token verification per authenticated request: the same empty handler behind
//    `publicAccess` (baseline) and behind `signedIn()` (bearer token resolved from the session cache),
//    interleaved in one run; plus the direct cost of `sessions.resolve()` on a cache hit and a miss.
// Rate limits stay on; the bench client's IP is on RATE_LIMIT_ALLOWLIST (lifted for it alone).
import { hash } from '@node-rs/argon2'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openPglite } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { insertAccount } from '../apps/server/src/features/accounts/index.ts'
import { publicAccess, signedIn } from '../apps/server/src/platform/auth/access.ts'

const SIGN_INS = Number(process.env.SIGN_INS ?? 40)
const REQUESTS = Number(process.env.REQUESTS ?? 20000)

const config = loadConfig({
  NODE_ENV: 'production',
  TOTP_ENCRYPTION_KEYS: 'bench:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  WEB_DIST_DIR: '/nonexistent',
  REQUIRE_2FA_FOR_ADMINS: 'false',
})
const { memoryKib, iterations } = config.auth.passwordHash
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]
const ms = (value) => value.toFixed(value < 1 ? 3 : 1)

// 1. argon2id per hash
const options = { algorithm: 2, memoryCost: memoryKib, timeCost: iterations, parallelism: 1 }
await hash('warm-up-password', options)
const cpu0 = process.cpuUsage()
const wall0 = performance.now()
for (let i = 0; i < 20; i++) await hash(`password-${i}-long-enough`, options)
const cpu = process.cpuUsage(cpu0)
const perHashCpu = (cpu.user + cpu.system) / 1000 / 20
const perHashWall = (performance.now() - wall0) / 20

// 2. sign-in through the app
const database = await openPglite({})
await migrateDatabase(database)
const app = await buildApp(config, { database })
app.get('/api/bench/public', { config: { access: publicAccess } }, () => ({ ok: true }))
app.get('/api/bench/private', { config: { access: signedIn() } }, () => ({ ok: true }))
await app.ready()
const { services } = app.konzilium
const password = 'Benchmark-heslo-na-mereni-42'
await insertAccount(database.db, {
  email: 'bench@demo.konzilium.cz',
  role: 'peripheral_doctor',
  origin: 'seed',
  degreesBefore: 'MUDr.',
  firstName: 'Eva',
  lastName: 'Modelová',
  degreesAfter: null,
  phone: null,
  locale: 'cs',
  passwordHash: await services.hasher.hash(password),
  activatedAt: new Date(),
  now: new Date(),
})
const signIn = async () => {
  const started = performance.now()
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'bench@demo.konzilium.cz', password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  return { latency: performance.now() - started, token: response.json().accessToken }
}
const signInRuns = {}
let token
for (const concurrency of [1, 4]) {
  const latencies = []
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < SIGN_INS) {
        const result = await signIn()
        latencies.push(result.latency)
        token = result.token
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  signInRuns[concurrency] = {
    throughput: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  }
}

// 3. token verification per request
const headers = { authorization: `Bearer ${token}` }
for (let i = 0; i < 2000; i++) {
  await app.inject({ method: 'GET', url: '/api/bench/public' })
  await app.inject({ method: 'GET', url: '/api/bench/private', headers })
}
const timing = { public: 0, private: 0 }
for (let i = 0; i < REQUESTS; i++) {
  let t0 = performance.now()
  await app.inject({ method: 'GET', url: '/api/bench/public' })
  timing.public += performance.now() - t0
  t0 = performance.now()
  const response = await app.inject({ method: 'GET', url: '/api/bench/private', headers })
  timing.private += performance.now() - t0
  if (response.statusCode !== 200) throw new Error(`authenticated request failed: ${response.body}`)
}
const perPublic = timing.public / REQUESTS
const perPrivate = timing.private / REQUESTS

let t0 = performance.now()
for (let i = 0; i < REQUESTS; i++) await services.sessions.resolve(token)
const resolveHit = (performance.now() - t0) / REQUESTS
// A miss: a fresh manager has an empty cache, so each resolve reads the session from the database.
const { createSessionManager } = await import('../apps/server/src/platform/auth/sessions.ts')
const misses = []
for (let i = 0; i < 200; i++) {
  const cold = createSessionManager({
    database,
    clock: services.clock,
    log: app.log,
    idleSeconds: 1800,
    absoluteSeconds: 43200,
  })
  const started = performance.now()
  await cold.resolve(token)
  misses.push(performance.now() - started)
}

await app.close()
await database.close()

console.log(
  `argon2id m=${memoryKib} KiB, t=${iterations}, p=1: ${ms(perHashCpu)} ms CPU per hash (${ms(perHashWall)} ms wall)\n`,
)
console.log('| sign-in (POST /api/auth, in-process) | sign-ins/s | p50 ms | p95 ms | p99 ms |')
console.log('|---|---|---|---|---|')
for (const [concurrency, run] of Object.entries(signInRuns)) {
  console.log(
    `| concurrency ${concurrency}, ${SIGN_INS} sign-ins | ${run.throughput.toFixed(1)} | ${ms(run.p50)} | ${ms(run.p95)} | ${ms(run.p99)} |`,
  )
}
console.log(`\n| per request (mean of ${REQUESTS}, interleaved) | ms |`)
console.log('|---|---|')
console.log(`| baseline: empty handler, public | ${ms(perPublic)} |`)
console.log(`| same handler behind a bearer token (cache hit) | ${ms(perPrivate)} |`)
console.log(`| **token verification, extra per request** | **${ms(perPrivate - perPublic)}** |`)
console.log(`| sessions.resolve() alone, cache hit | ${ms(resolveHit)} |`)
console.log(
  `| sessions.resolve() alone, cache miss (database read), median | ${ms(quantile(misses, 0.5))} |`,
)
