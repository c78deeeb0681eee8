#!/usr/bin/env node
// Attachments of examination forms (ADR 039), run with `node --import tsx bench/upload-download.mjs`
// (PostgreSQL at BENCH_DATABASE_URL, default the local server; the benchmark creates a database of
// its own and drops it). A doctor's session, a patient and a form are written straight into it.
// - Throughput: after WARM_UP (default 3) untimed ones, ROUNDS (default 5) uploads and downloads of a SIZE_MB (default 20) MB PDF through
//   the app (`POST /api/forms/:id/attachments`, `GET …/attachments/:attachmentId`: auth, scope,
//   streamed store with hash and type check, rows and audit) and through a bare `node:http` server
//   streaming to and from disk (bench/support/bare-upload.mjs), alternating; MB/s and the ratio.
// - Memory: a fresh app server for each of 2, 20 and 100 MB (limit raised to 110 MB), its
//   resident memory sampled every 5 ms during one upload and one download; the peak above the
//   resident size before the transfer. Streaming holds it flat whatever the size.
import { randomBytes, createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openPostgres } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { benchDatabase } from './support/bench-database.mjs'
import { appServerEnv, fixed, median, startServer } from './support/load.mjs'

const ROUNDS = Number(process.env.ROUNDS ?? 5)
const SIZE_MB = Number(process.env.SIZE_MB ?? 20)
const WARM_UP = Number(process.env.WARM_UP ?? 3)
const MEMORY_SIZES_MB = [2, 20, 100]
const MB = 1024 * 1024

const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
const sha256 = (value) => createHash('sha256').update(value, 'utf8').digest('base64url')

/** A PDF-typed file of `mb` megabytes of random bytes, on disk (the client streams it). */
function makeFile(dir, mb) {
  const file = path.join(dir, `upload-${mb}.pdf`)
  const out = fs.openSync(file, 'w')
  fs.writeSync(out, Buffer.from('%PDF-1.7\n'))
  for (let written = 9; written < mb * MB; written += MB)
    fs.writeSync(out, randomBytes(Math.min(MB, mb * MB - written)))
  fs.closeSync(out)
  return file
}

/** A doctor with a session, an own patient and a form of it, written straight into the database. */
async function seed(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const token = randomBytes(32).toString('base64url')
  const later = new Date(Date.now() + 7 * 24 * 3600_000)
  const user = await client.query(
    `insert into users (email, role, origin, first_name, last_name, activated_at)
     values ('upload@bench.konzilium.test', 'peripheral_doctor', 'seed', 'Lékař', 'Měřený', now())
     returning id`,
  )
  const userId = user.rows[0].id
  await client.query(
    `insert into sessions (user_id, token_hash, stage, created_at, last_used_at, expires_at, absolute_expires_at)
     values ($1, $2, 'full', now(), now(), $3, $3)`,
    [userId, sha256(token), later],
  )
  const patient = await client.query(
    `insert into patients (first_name, last_name, birth_number, birth_date, sex, insurer,
       referring_doctor_id, created_by_user_id)
     values ('Marie', 'Měřená', '8054140007', '1980-04-14', 'female', '111', $1, $1) returning id`,
    [userId],
  )
  const form = await client.query(
    `insert into forms (patient_id, kind, examined_on, author_id, doctor_id)
     values ($1, 'dermatology_visit', current_date, $2, $2) returning id`,
    [patient.rows[0].id, userId],
  )
  const formId = form.rows[0].id
  await client.query(
    `insert into form_versions (form_id, version, examined_on, scores, treatments, findings, author_id)
     values ($1, 1, current_date, '[]', '[]', '', $2)`,
    [formId, userId],
  )
  await client.end()
  return { token, formId }
}

/** Streams the file as a request body; resolves with the answer's status and JSON. */
function uploadFile(url, file, headers) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(fs.statSync(file).size),
        ...headers,
      },
    })
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode, json: JSON.parse(body) }))
    })
    request.on('error', reject)
    fs.createReadStream(file).pipe(request)
  })
}

/** Reads a download to its end; resolves with its byte count. */
function downloadFile(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`download ${response.statusCode}`))
        let size = 0
        response.on('data', (chunk) => (size += chunk.length))
        response.on('end', () => resolve(size))
      })
      .on('error', reject)
  })
}

/** Both transfers of one file through a target; seconds each. */
async function roundTrip(target, file) {
  const size = fs.statSync(file).size
  let t0 = performance.now()
  const sent = await uploadFile(target.uploadUrl, file, target.headers)
  if (sent.status !== 201) throw new Error(`upload ${sent.status}: ${JSON.stringify(sent.json)}`)
  const up = (performance.now() - t0) / 1000
  t0 = performance.now()
  const got = await downloadFile(target.downloadUrl(sent.json.id), target.headers)
  if (got !== size) throw new Error(`downloaded ${got} of ${size} bytes`)
  return { up, down: (performance.now() - t0) / 1000, size }
}

/** The peak resident memory above the start while `work` runs, sampled every 5 ms, in MiB. */
async function peakDuring(pid, work) {
  const before = rssKb(pid)
  let peak = before
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid))
  }, 5)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  peak = Math.max(peak, rssKb(pid))
  return { before: before / 1024, above: (peak - before) / 1024 }
}

const appTarget = (server, seeded) => ({
  uploadUrl: `${server.origin}/api/forms/${seeded.formId}/attachments?fileName=nalez.pdf`,
  downloadUrl: (id) => `${server.origin}/api/forms/${seeded.formId}/attachments/${id}`,
  headers: { authorization: `Bearer ${seeded.token}` },
})
const bareTarget = (server) => ({
  uploadUrl: `${server.origin}/upload`,
  downloadUrl: (id) => `${server.origin}/download/${id}`,
  headers: {},
})

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-bench-upload-'))
const benchDb = benchDatabase('upload')
await benchDb.create()
const running = []
try {
  const database = await openPostgres(benchDb.url)
  await migrateDatabase(database)
  await database.close()
  const seeded = await seed(benchDb.url)
  const env = (maxBytes, dir) => ({
    ...appServerEnv(benchDb.url),
    DATA_DIR: path.join(work, dir),
    UPLOAD_MAX_BYTES: String(maxBytes),
  })

  const file = makeFile(work, SIZE_MB)
  const app = await startServer('bench/support/app-server.mjs', env(20 * MB + MB, 'app'))
  const bare = await startServer('bench/support/bare-upload.mjs', {
    BARE_UPLOAD_DIR: path.join(work, 'bare'),
  })
  running.push(app, bare)
  const targets = { app: appTarget(app, seeded), bare: bareTarget(bare) }
  const small = makeFile(work, 1)
  // Warm-up, untimed: both servers' code compiled and their pools and caches filled.
  for (const target of Object.values(targets))
    for (let i = 0; i < WARM_UP; i++) await roundTrip(target, file)
  const rates = { app: { up: [], down: [] }, bare: { up: [], down: [] } }
  for (let round = 0; round < ROUNDS; round++)
    for (const name of round % 2 === 0 ? ['bare', 'app'] : ['app', 'bare']) {
      const result = await roundTrip(targets[name], file)
      rates[name].up.push(result.size / MB / result.up)
      rates[name].down.push(result.size / MB / result.down)
      process.stderr.write(`${name} round ${round}: ${JSON.stringify(result)}\n`)
    }
  await app.stop()
  await bare.stop()

  const memory = []
  for (const mb of MEMORY_SIZES_MB) {
    const sized = mb === SIZE_MB ? file : makeFile(work, mb)
    for (const kind of ['bare', 'app']) {
      const server =
        kind === 'app'
          ? await startServer('bench/support/app-server.mjs', env(110 * MB, `app-${mb}`))
          : await startServer('bench/support/bare-upload.mjs', {
              BARE_UPLOAD_DIR: path.join(work, `bare-${mb}`),
            })
      running.push(server)
      const target = kind === 'app' ? appTarget(server, seeded) : bareTarget(server)
      await roundTrip(target, small)
      const peak = await peakDuring(server.pid, () => roundTrip(target, sized))
      memory.push({ kind, mb, ...peak })
      process.stderr.write(`${JSON.stringify({ kind, mb, ...peak })}\n`)
      await server.stop()
    }
  }

  console.log(`\n${SIZE_MB} MB PDF, ${ROUNDS} rounds each, medians (MB/s)\n`)
  console.log('| transfer | bare MB/s | app MB/s | app / bare |')
  console.log('|---|---|---|---|')
  for (const [label, key] of [
    ['upload', 'up'],
    ['download', 'down'],
  ]) {
    const bareRate = median(rates.bare[key])
    const appRate = median(rates.app[key])
    console.log(
      `| ${label} | ${fixed(bareRate, 0)} | ${fixed(appRate, 0)} | ${fixed(appRate / bareRate, 2)} |`,
    )
  }
  console.log('\nServer memory during one upload and one download (MiB above the resident size)\n')
  console.log('| file | bare: resident, peak above | app: resident, peak above |')
  console.log('|---|---|---|')
  for (const mb of MEMORY_SIZES_MB) {
    const of = (kind) => memory.find((row) => row.kind === kind && row.mb === mb)
    console.log(
      `| ${mb} MB | ${fixed(of('bare').before, 0)}, +${fixed(of('bare').above, 1)} | ${fixed(of('app').before, 0)}, +${fixed(of('app').above, 1)} |`,
    )
  }
} finally {
  for (const server of running) await server.stop().catch(() => undefined)
  await benchDb.drop()
  fs.rmSync(work, { recursive: true, force: true })
}
