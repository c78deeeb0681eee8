#!/usr/bin/env node
// Server cold start: time from spawning the built server on an EMPTY embedded database (create
// the PGlite cluster, run migrations) to its first 200 from /api/health. Also a warm start on the
// existing data directory, and the same measure for a bare Node HTTP server as the baseline of
// this run (ratios, not absolute times, are comparable between machines).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'

const runs = Number(process.env.RUNS ?? 5)
const baselineSource =
  "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')"

async function timeToFirst200(command, args, env, url) {
  const started = process.hrtime.bigint()
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' })
  try {
    for (;;) {
      try {
        const response = await fetch(url)
        if (response.status === 200) return Number(process.hrtime.bigint() - started) / 1e6
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)))
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const results = { baseline: [], cold: [], warm: [] }
for (let i = 0; i < runs; i++) {
  const port = String(3300 + i)
  const url = `http://127.0.0.1:${port}/api/health`
  results.baseline.push(
    await timeToFirst200(process.execPath, ['-e', baselineSource], { PORT: port }, url),
  )
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-cold-'))
  const env = { PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  results.cold.push(await timeToFirst200(process.execPath, ['apps/server/dist/main.js'], env, url))
  results.warm.push(await timeToFirst200(process.execPath, ['apps/server/dist/main.js'], env, url))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
const base = median(results.baseline)
console.log(`| measure (median of ${runs}) | ms | ratio to bare Node |`)
console.log('|---|---|---|')
for (const [name, label] of [
  ['baseline', 'bare Node HTTP server'],
  ['cold', 'Konzilium, empty data dir'],
  ['warm', 'Konzilium, existing data dir'],
]) {
  const m = median(results[name])
  console.log(`| ${label} | ${m.toFixed(0)} | ${(m / base).toFixed(1)}x |`)
}
