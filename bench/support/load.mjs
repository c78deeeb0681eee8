// Shared by the HTTP throughput benchmarks: servers in their own processes (the load generator
// must not share their event loop), autocannon runs, medians.
import { fork } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'

/**
 * Forks `script` (through tsx, then any `imports` given) with `env`; resolves when it reports its
 * port.
 */
export async function startServer(script, env, imports = []) {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', ...imports.flatMap((module) => ['--import', module])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port))
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** The server process's CPU time so far, in microseconds (user + system). */
    cpu: () =>
      new Promise((resolve) => {
        const onMessage = (message) => {
          if (!message.cpu) return
          child.off('message', onMessage)
          resolve(message.cpu.user + message.cpu.system)
        }
        child.on('message', onMessage)
        child.send('cpu')
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** The machine's CPU time so far, busy and in all, in clock ticks (Linux /proc/stat; else zeros). */
function machineTicks() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1)
    const ticks = fields.map(Number)
    const all = ticks.reduce((sum, tick) => sum + tick, 0)
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0) // idle + iowait
    return { busy: all - idle, all }
  } catch {
    return { busy: 0, all: 0 }
  }
}

/**
 * One autocannon run; throughput, latency percentiles and the answers by status, with what the
 * run cost: the server's CPU per request, the load generator's own (this process), and how busy
 * the machine's cores were (PostgreSQL included), which bounds what any server could do here.
 */
export async function load({
  server,
  url,
  connections,
  seconds,
  method = 'GET',
  headers = {},
  body,
}) {
  const cpuBefore = server ? await server.cpu() : 0
  const clientBefore = process.cpuUsage()
  const machineBefore = machineTicks()
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const statuses = {}
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = count
  const client = process.cpuUsage(clientBefore)
  const machine = machineTicks()
  const cpuAfter = server ? await server.cpu() : 0
  return {
    rps: result.requests.total / seconds,
    /** Server CPU per request, µs: what a request costs, whatever else the machine is doing. */
    cpuPerRequest: server ? (cpuAfter - cpuBefore) / result.requests.total : undefined,
    /** The load generator's CPU per request, µs. */
    clientCpuPerRequest: (client.user + client.system) / result.requests.total,
    /** Share of all the machine's CPU time that was busy during the run, 0..1. */
    machineBusy:
      machine.all > machineBefore.all
        ? (machine.busy - machineBefore.busy) / (machine.all - machineBefore.all)
        : undefined,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Medians of several runs of one target. */
export function summarise(runs) {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    cpuPerRequest: median(runs.map((run) => run.cpuPerRequest ?? 0)),
    clientCpuPerRequest: median(runs.map((run) => run.clientCpuPerRequest ?? 0)),
    machineBusy: median(runs.map((run) => run.machineBusy ?? 0)),
  }
}

export const fixed = (value, digits = 0) => Number(value).toFixed(digits)

/** A public test key for the second-factor secrets (ADR 013): production refuses to start without one. */
export const benchTotpKeys = 'bench:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc='

/** The environment of the real app for a database benchmark: production, no web build, the load
 * generator's address free of the per-address limits. */
export const appServerEnv = (databaseUrl) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  WEB_DIST_DIR: '/nonexistent',
  REQUIRE_2FA_FOR_ADMINS: 'false',
  RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  TOTP_ENCRYPTION_KEYS: benchTotpKeys,
})
