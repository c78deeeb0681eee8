#!/usr/bin/env node
// Server start-up (ADR 012): time from spawning the built server to its first 200 from /api/health,
// the process's peak resident memory (VmHWM from /proc, Linux) and CPU time up to that moment, for
//  - a first start on an EMPTY data directory (the embedded database is created: from the
//    template prepared by `npm run build`, or by PGlite's initdb when there is none),
//  - a restart on that data directory,
//  - a first start as `npm start` runs it outside production (NODE_ENV=development: the demo
//    data set is seeded, argon2 hashes included),
// and the same measure for a bare Node.js HTTP server as the baseline of this run. The kinds are
// interleaved within each round so that the machine's load hits them alike; ratios to the
// baseline, not absolute times, are what compares between runs and machines.
//
//   RUNS=5 node bench/cold-start.mjs            (after `npm run build`)
//   node bench/cold-start.mjs --check           (exit 1 when a bar is missed)
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'

const runs = Number(process.env.RUNS ?? 5)
const check = process.argv.includes('--check')
// SERVER=apps/server/<copy of an earlier dist>/main.js measures another build in the same layout;
// BEFORE=<the same> measures it too, interleaved with this one in every round (before and after).
const server = path.resolve(process.env.SERVER ?? 'apps/server/dist/main.js')
const before = process.env.BEFORE ? path.resolve(process.env.BEFORE) : undefined
if (!fs.existsSync(server)) throw new Error('run `npm run build` first')
if (before && !fs.existsSync(before)) throw new Error(`no ${before}`)
const bars = { first: 25, restart: 10, peakMiB: 400 }
const baselineSource =
  "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')"

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

function peakRssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1])
    return Number.isFinite(kib) ? kib / 1024 : NaN
  } catch {
    return NaN
  }
}

/**
 * CPU time the process has used (user + system, all its threads), in ms: what a start costs,
 * whatever else the machine is doing, where wall time follows the load (10 ms resolution).
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10 // clock ticks of 10 ms (USER_HZ 100)
  } catch {
    return NaN
  }
}

/** Spawns, polls every 5 ms until 200, reads the peak memory and CPU time, stops with SIGTERM. */
async function startUp(args, env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/api/health`
  const started = process.hrtime.bigint()
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  try {
    for (;;) {
      try {
        const response = await fetch(url)
        if (response.status === 200) {
          const ms = Number(process.hrtime.bigint() - started) / 1e6
          return { ms, peakMiB: peakRssMiB(child.pid), cpuMs: cpuMs(child.pid) }
        }
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM')
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.on('exit', resolve),
    )
  }
}

const builds = before
  ? [
      ['before: ', before],
      ['', server],
    ]
  : [['', server]]
// ONLY=restart (or first, firstDemo, comma-separated) measures only those (and the baseline).
const only = process.env.ONLY?.split(',')
const kinds = [
  ['baseline', 'bare Node.js HTTP server'],
  ...builds.flatMap(([prefix]) =>
    [
      ['first', 'first start on an empty data dir (production)'],
      ['restart', 'restart on that data dir (production)'],
      ['firstDemo', 'first start, development (seeds the demo data)'],
    ]
      .filter(([kind]) => !only || only.includes(kind))
      .map(([kind, label]) => [`${prefix}${kind}`, `${prefix}Konzilium, ${label}`]),
  ),
]
const results = Object.fromEntries(kinds.map(([kind]) => [kind, []]))
for (let i = 0; i < runs; i++) {
  results.baseline.push(await startUp(['-e', baselineSource], {}))
  for (const [prefix, main] of i % 2 ? [...builds].reverse() : builds) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-start-'))
    const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-start-'))
    try {
      const env = {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        TOTP_ENCRYPTION_KEYS: 'bench:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
      }
      // The first start always runs: the restart needs its data directory.
      const first = await startUp([main], env)
      results[`${prefix}first`]?.push(first)
      results[`${prefix}restart`]?.push(await startUp([main], env))
      results[`${prefix}firstDemo`]?.push(
        await startUp([main], { DATA_DIR: demoDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' }),
      )
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.rmSync(demoDir, { recursive: true, force: true })
    }
  }
  process.stderr.write(`round ${i + 1}/${runs} done\n`)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const base = median(results.baseline.map((r) => r.ms))
const summary = {}
console.log(
  `\nServer start-up, median of ${runs} (${os.cpus().length} cores, Node.js ${process.version})\n`,
)
console.log('| measure | ms | ratio to bare Node | CPU ms | peak RSS MiB | ms of each run |')
console.log('| --- | --- | --- | --- | --- | --- |')
for (const [kind, label] of kinds) {
  const ms = median(results[kind].map((r) => r.ms))
  const peak = median(results[kind].map((r) => r.peakMiB))
  const worstPeak = Math.max(...results[kind].map((r) => r.peakMiB))
  summary[kind] = { ms, ratio: ms / base, peak, worstPeak }
  const cpu = median(results[kind].map((r) => r.cpuMs))
  const each = results[kind].map((r) => r.ms.toFixed(0)).join(', ')
  // Paired with the earlier build's same kind in the same round (BEFORE=): how often this one won.
  const earlier = results[`before: ${kind}`]
  const wins = earlier
    ? ` (faster than before in ${results[kind].filter((r, i) => r.ms < earlier[i].ms).length}/${runs} rounds)`
    : ''
  console.log(
    `| ${label} | ${ms.toFixed(0)} | ${(ms / base).toFixed(1)}x | ${cpu.toFixed(0)} | ${peak.toFixed(0)} (max ${worstPeak.toFixed(0)}) | ${each}${wins} |`,
  )
}

const misses = []
if (summary.first && summary.first.ratio > bars.first)
  misses.push(`first start ${summary.first.ratio.toFixed(1)}x > ${bars.first}x`)
if (summary.restart && summary.restart.ratio > bars.restart)
  misses.push(`restart ${summary.restart.ratio.toFixed(1)}x > ${bars.restart}x`)
for (const kind of ['first', 'restart', 'firstDemo'])
  if (summary[kind] && summary[kind].worstPeak > bars.peakMiB)
    misses.push(`${kind} peak ${summary[kind].worstPeak.toFixed(0)} MiB > ${bars.peakMiB} MiB`)
console.log(
  `\nbars: first start <= ${bars.first}x, restart <= ${bars.restart}x, peak RSS <= ${bars.peakMiB} MiB: ${misses.length ? `MISSED (${misses.join('; ')})` : 'met'}`,
)
if (check && misses.length) process.exitCode = 1
