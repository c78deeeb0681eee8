#!/usr/bin/env node
// The live channel under many open connections, run with `node --import tsx bench/live-fanout.mjs`
// (PostgreSQL at BENCH_DATABASE_URL, default the local server; the benchmark creates a database of
// its own and drops it). CONNECTIONS open streams (default 1 000), two per consultation (500), a
// steady RATE of posts a second (default 50) for SECONDS (default 20), through:
// - the app, one instance: each message posted by one participant reaches both participants'
//   streams (the author's other tabs are told too);
// - the app, two instances on one PostgreSQL: one participant of each pair connected to each
//   instance, posts alternating between them (the fan-out crosses instances by NOTIFY);
// - a bare SSE fan-out (bench/support/bare-sse.mjs) given the same messages: the baseline.
// Reported: post-to-receipt p50/p99 (from the post's start to each stream's event), deliveries
// lost and duplicated (must be 0), and the server's resident memory per idle open stream.
import { randomBytes, randomUUID, createHash } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { openPostgres } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { benchDatabase } from './support/bench-database.mjs'
import { appServerEnv, fixed, startServer } from './support/load.mjs'

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1000)
const RATE = Number(process.env.RATE ?? 50)
const SECONDS = Number(process.env.SECONDS ?? 20)
const PAIRS = CONNECTIONS / 2

const sha256 = (value) => createHash('sha256').update(value, 'utf8').digest('base64url')
const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Accounts, sessions and consultations written straight into the database (no hashing cost). */
async function seed(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const users = []
  const now = new Date()
  const later = new Date(now.getTime() + 7 * 24 * 3600_000)
  await client.query('begin')
  for (let i = 0; i < CONNECTIONS; i++) {
    const token = randomBytes(32).toString('base64url')
    const { rows } = await client.query(
      `insert into users (email, role, origin, first_name, last_name, activated_at)
       values ($1, 'peripheral_doctor', 'seed', 'Lékař', $2, now()) returning id`,
      [`bench${i}@bench.konzilium.test`, `Měřený${i}`],
    )
    const id = rows[0].id
    await client.query(
      `insert into sessions (user_id, token_hash, stage, created_at, last_used_at, expires_at, absolute_expires_at)
       values ($1, $2, 'full', $3, $3, $4, $4)`,
      [id, sha256(token), now, later],
    )
    users.push({ id, token })
  }
  const pairs = []
  for (let p = 0; p < PAIRS; p++) {
    const [a, b] = [users[2 * p], users[2 * p + 1]]
    const { rows } = await client.query(
      `insert into consultations (subject, created_by_id) values ($1, $2) returning id`,
      [`Měření ${p}`, a.id],
    )
    const id = rows[0].id
    await client.query(
      `insert into consultation_participants (consultation_id, user_id) values ($1, $2), ($1, $3)`,
      [id, a.id, b.id],
    )
    pairs.push({ id, a, b })
  }
  await client.query('commit')
  await client.end()
  return pairs
}

/** Opens one stream; every `message` event is recorded with its arrival time. */
async function openStream(url, headers, user, arrivals, controllers) {
  const controller = new AbortController()
  controllers.push(controller)
  const response = await fetch(url, { headers, signal: controller.signal })
  if (!response.ok) throw new Error(`stream ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let ready
  const opened = new Promise((resolve) => (ready = resolve))
  void (async () => {
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }))
      if (done) return
      buffer += value
      let cut = buffer.indexOf('\n\n')
      while (cut >= 0) {
        const block = buffer.slice(0, cut)
        buffer = buffer.slice(cut + 2)
        cut = buffer.indexOf('\n\n')
        const event = /^event: (.*)$/m.exec(block)?.[1]
        if (event === 'ready') ready()
        if (event !== 'message') continue
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}')
        arrivals.push({ user, messageId: data.messageId, at: performance.now() })
      }
    }
  })()
  await opened
}

/**
 * One scenario: opens every stream (memory read before and after), posts RATE a second for
 * SECONDS, waits for the deliveries, and reports.
 */
async function scenario(name, { pids, streamUrl, post, pairs }) {
  const arrivals = []
  const controllers = []
  const before = pids.map(rssKb).reduce((a, b) => a + b, 0)
  for (let i = 0; i < pairs.length; i += 50) {
    await Promise.all(
      pairs
        .slice(i, i + 50)
        .flatMap((pair, k) => [
          openStream(...streamUrl(pair.a, i + k, 0), pair.a.id, arrivals, controllers),
          openStream(...streamUrl(pair.b, i + k, 1), pair.b.id, arrivals, controllers),
        ]),
    )
  }
  await sleep(2000)
  const after = pids.map(rssKb).reduce((a, b) => a + b, 0)
  const started = new Map()
  const posts = []
  const total = RATE * SECONDS
  const interval = 1000 / RATE
  const t0 = performance.now()
  for (let n = 0; n < total; n++) {
    const wait = t0 + n * interval - performance.now()
    if (wait > 0) await sleep(wait)
    const pair = pairs[n % pairs.length]
    const at = performance.now()
    posts.push(
      post(pair, n).then((messageId) => {
        started.set(messageId, at)
      }),
    )
  }
  await Promise.all(posts)
  // Every delivery is awaited (bounded: a lost one shows as lost, not as a hang).
  const expected = total * 2
  const deadline = performance.now() + 30_000
  while (arrivals.length < expected && performance.now() < deadline) await sleep(100)
  await sleep(500)
  for (const controller of controllers) controller.abort()
  const seen = new Set()
  const latencies = []
  let duplicated = 0
  for (const arrival of arrivals) {
    const key = `${arrival.messageId}:${arrival.user}`
    if (seen.has(key)) duplicated++
    else {
      seen.add(key)
      const start = started.get(arrival.messageId)
      if (start !== undefined) latencies.push(arrival.at - start)
    }
  }
  const result = {
    name,
    posts: total,
    deliveries: seen.size,
    lost: expected - seen.size,
    duplicated,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    kbPerStream: (after - before) / CONNECTIONS,
  }
  process.stderr.write(`${JSON.stringify(result)}\n`)
  return result
}

const benchDb = benchDatabase('live')
await benchDb.create()
const running = []
try {
  const database = await openPostgres(benchDb.url)
  await migrateDatabase(database)
  await database.close()
  const pairs = await seed(benchDb.url)
  const results = []

  const appPost = (origin) => async (pair, n) => {
    const response = await fetch(`${origin}/api/consultations/${pair.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Zpráva ${n}` }),
    })
    if (response.status !== 201) throw new Error(`post ${response.status}`)
    return (await response.json()).id
  }
  const liveHeaders = (user) => ({
    authorization: `Bearer ${user.token}`,
    accept: 'text/event-stream',
  })

  const bare = await startServer('bench/support/bare-sse.mjs', {})
  running.push(bare)
  results.push(
    await scenario('bare SSE fan-out', {
      pids: [bare.pid],
      pairs,
      streamUrl: (user) => [`${bare.origin}/live?user=${user.id}`, {}],
      post: async (pair) => {
        const messageId = randomUUID()
        await fetch(`${bare.origin}/post`, {
          method: 'POST',
          body: JSON.stringify({
            messageId,
            consultationId: pair.id,
            userIds: [pair.a.id, pair.b.id],
          }),
        })
        return messageId
      },
    }),
  )
  await bare.stop()

  const one = await startServer('bench/support/app-server.mjs', appServerEnv(benchDb.url))
  running.push(one)
  results.push(
    await scenario('app, one instance', {
      pids: [one.pid],
      pairs,
      streamUrl: (user) => [`${one.origin}/api/live`, liveHeaders(user)],
      post: appPost(one.origin),
    }),
  )
  await one.stop()

  const first = await startServer('bench/support/app-server.mjs', appServerEnv(benchDb.url))
  const second = await startServer('bench/support/app-server.mjs', appServerEnv(benchDb.url))
  running.push(first, second)
  const origins = [first.origin, second.origin]
  results.push(
    await scenario('app, two instances', {
      pids: [first.pid, second.pid],
      pairs,
      streamUrl: (user, _pair, side) => [`${origins[side]}/api/live`, liveHeaders(user)],
      post: (pair, n) => appPost(origins[n % 2])(pair, n),
    }),
  )

  console.log(
    `\n${CONNECTIONS} streams, ${PAIRS} consultations, ${RATE} posts/s for ${SECONDS} s (each to 2 streams)\n`,
  )
  console.log(
    '| run | deliveries | lost | duplicated | p50 ms | p99 ms | p99 / bare | KB per idle stream |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  const bareP99 = results[0].p99
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.deliveries} | ${r.lost} | ${r.duplicated} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${fixed(r.p99 / bareP99, 2)} | ${fixed(r.kbPerStream, 1)} |`,
    )
} finally {
  for (const server of running) await server.stop().catch(() => undefined)
  await benchDb.drop()
}
