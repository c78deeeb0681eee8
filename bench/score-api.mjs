#!/usr/bin/env node
// Score API throughput, run with `node --import tsx bench/score-api.mjs`:
// `POST /api/scores/pasi` on the real app (production settings: info logging to a discarded
// stdout, validation, the in-memory rate limit) against a bare Fastify route running the same
// packages/scores computation, in the same run, interleaved, ROUNDS times; medians reported.
// Two app instances: one with the bench client's address on RATE_LIMIT_ALLOWLIST (served
// throughput, the limit lifted for that client only, as a load test should run), one
// without it (limits active: the first 120 calls a minute are served, the rest refused with 429).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { benchTotpKeys, fixed, load, startServer, summarise } from './support/load.mjs'

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 10)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)

const region = (erythema, induration, desquamation, area) => ({
  erythema,
  induration,
  desquamation,
  area,
})
const body = {
  head: region(2, 1, 1, 2),
  upperLimbs: region(3, 2, 2, 3),
  trunk: region(2, 2, 1, 4),
  lowerLimbs: region(1, 1, 1, 2),
}

const dataDirs = []
async function startApp(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-bench-scores-'))
  dataDirs.push(dataDir)
  return startServer('bench/support/app-server.mjs', {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    TOTP_ENCRYPTION_KEYS: benchTotpKeys,
    ...env,
  })
}

const servers = {
  bare: await startServer('bench/support/bare-server.mjs', {}),
  app: await startApp({ RATE_LIMIT_ALLOWLIST: '127.0.0.1' }),
  limited: await startApp({ RATE_LIMIT_ALLOWLIST: '' }),
}
try {
  // The same answer from both, before anything is timed.
  const answers = await Promise.all(
    ['bare', 'app'].map(async (name) => {
      const response = await fetch(`${servers[name].origin}/api/scores/pasi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.status !== 200) throw new Error(`${name}: ${response.status}`)
      return response.json()
    }),
  )
  if (answers[0].value !== answers[1].value)
    throw new Error(`different results: ${JSON.stringify(answers)}`)

  const targets = ['bare', 'app', 'limited']
  const runs = Object.fromEntries(targets.map((name) => [name, []]))
  const attempt = (name, seconds) =>
    load({
      server: servers[name],
      url: `${servers[name].origin}/api/scores/pasi`,
      method: 'POST',
      body,
      connections: CONNECTIONS,
      seconds,
    })
  for (const name of targets) await attempt(name, 3) // warm-up (JIT), not counted
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order so neither target always runs first.
    const order = round % 2 === 0 ? targets : [...targets].reverse()
    for (const name of order) {
      const run = await attempt(name, SECONDS)
      runs[name].push(run)
      process.stderr.write(
        `round ${round + 1} ${name}: ${fixed(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, CPU ${fixed(run.cpuPerRequest, 1)} µs/request, ${JSON.stringify(run.statuses)}\n`,
      )
    }
  }

  const bare = summarise(runs.bare)
  const app = summarise(runs.app)
  const limited = summarise(runs.limited)
  const ratios = runs.app.map((run, i) => run.rps / runs.bare[i].rps)
  const limitedRatios = runs.limited.map((run, i) => run.rps / runs.bare[i].rps)
  const row = (label, s, ratio) =>
    `| ${label} | ${fixed(s.rps)} | ${fixed(s.p50, 1)} | ${fixed(s.p99, 1)} | ${fixed(s.cpuPerRequest, 1)} | ${ratio} |`
  console.log(`
POST /api/scores/pasi, ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} interleaved runs

| target | req/s | p50 ms | p99 ms | server CPU µs/request | req/s ratio to bare (per round) |
| ------ | ----- | ------ | ------ | --------------------- | ------------------------------- |
${row('bare Fastify + packages/scores', bare, '1.00')}
${row('Konzilium, bench client on the allowlist (served)', app, `**${fixed(summarise(ratios.map((rps) => ({ rps, p50: 0, p99: 0 }))).rps, 2)}** (${ratios.map((r) => fixed(r, 2)).join(', ')})`)}
${row('Konzilium, limits active (120/min served, the rest 429)', limited, `${fixed(summarise(limitedRatios.map((rps) => ({ rps, p50: 0, p99: 0 }))).rps, 2)} (${limitedRatios.map((r) => fixed(r, 2)).join(', ')})`)}

limits active, answers of the last run: ${JSON.stringify(runs.limited.at(-1).statuses)}
`)
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
}
