#!/usr/bin/env node
// The patients' XLSX export at scale (ADR 042), run with `node --import tsx bench/export-xlsx.mjs`
// (PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; each size
// gets a database of its own, dropped after it). For each size in SIZES (default 10 000, 100 000 and
// 300 000 patients) the synthetic cast is loaded and then:
// 1. the whole list is exported through the real app (its own process, production settings, an
//    admin's bearer token, `POST /api/exports/patients-excel` answered directly: the direct limit is
//    raised above the size), timed to the last byte, while the server's resident memory is sampled;
// 2. the same rows are written by exceljs's streaming writer alone from a plain keyset-paged query
//    in this process (the baseline), timed the same way; ratio = baseline time / app time (bar >= 0.5);
// 3. the patient list's first page is loaded for SECONDS at CONNECTIONS connections without an
//    export and again while exports run back to back: p99 with / p99 without (bar <= 2).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.ts'
import { openPostgres } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { createPasswordHasher } from '../apps/server/src/platform/passwords/hashing.ts'
import { loadClinicalCast } from './support/clinical-data.mjs'
import { benchDatabase } from './support/bench-database.mjs'
import { appServerEnv, benchTotpKeys, fixed, load, startServer } from './support/load.mjs'

const SIZES = (process.env.SIZES ?? '10000,100000,300000').split(',').map(Number)
const SECONDS = Number(process.env.SECONDS ?? 8)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4)
const password = 'Benchmark-heslo-na-mereni-42'

/** The resident memory of a process now, in MiB (Linux). */
function residentMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Samples a process's resident memory every 20 ms until stopped; answers the peak. */
function samplePeak(pid) {
  let peak = residentMiB(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid))
  }, 20)
  return () => {
    clearInterval(timer)
    return Math.max(peak, residentMiB(pid))
  }
}

async function exportThroughApp(origin, headers) {
  const started = performance.now()
  const response = await fetch(`${origin}/api/exports/patients-excel`, {
    method: 'POST',
    headers,
  })
  if (response.status !== 200)
    throw new Error(`export: ${response.status} ${await response.text()}`)
  let bytes = 0
  for await (const chunk of response.body) bytes += chunk.length
  return { ms: performance.now() - started, bytes }
}

/** The library alone: the same columns, keyset pages of 1 000 from one connection, to a file. */
async function exportByLibraryAlone(databaseUrl) {
  const file = path.join(os.tmpdir(), `konzilium-bench-export-${process.pid}.xlsx`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const started = performance.now()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true })
  const sheet = workbook.addWorksheet('Pacienti', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    'Příjmení',
    'Jméno',
    'Rodné číslo',
    'Datum narození',
    'Pohlaví',
    'Pojišťovna',
    'Diagnózy',
    'Centrum',
    'Založeno',
  ].map((header) => ({ header, width: 16 }))
  let last = '00000000-0000-0000-0000-000000000000'
  let rows = 0
  for (;;) {
    const page = await client.query(
      `select p.id, p.last_name, p.first_name, p.birth_number, p.birth_date, p.sex, p.insurer,
              array_to_string(p.diagnoses, ', ') as diagnoses, c.name as center, p.created_at
         from patients p left join centers c on c.id = p.center_id
        where p.deleted_at is null and p.id > $1
        order by p.id limit 1000`,
      [last],
    )
    for (const row of page.rows) {
      sheet
        .addRow([
          row.last_name,
          row.first_name,
          row.birth_number,
          new Date(row.birth_date),
          row.sex,
          row.insurer,
          row.diagnoses,
          row.center,
          row.created_at,
        ])
        .commit()
    }
    rows += page.rows.length
    if (page.rows.length < 1000) break
    last = page.rows.at(-1).id
  }
  sheet.commit()
  await workbook.commit()
  const ms = performance.now() - started
  await client.end()
  const bytes = fs.statSync(file).size
  fs.rmSync(file)
  return { ms, rows, bytes }
}

const results = []
for (const size of SIZES) {
  const benchDb = benchDatabase('export')
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: benchDb.url,
    WEB_DIST_DIR: '/nonexistent',
    TOTP_ENCRYPTION_KEYS: benchTotpKeys,
  })
  await benchDb.create()
  let server
  try {
    const database = await openPostgres(benchDb.url)
    await migrateDatabase(database)
    const hasher = createPasswordHasher(config.auth.passwordHash)
    const seeded = performance.now()
    const cast = await loadClinicalCast(database.db, {
      patients: size,
      passwordHash: await hasher.hash(password),
    })
    await database.close()
    process.stderr.write(
      `${size}: loaded ${cast.counts.patients} patients in ${fixed((performance.now() - seeded) / 1000, 1)} s\n`,
    )
    server = await startServer('bench/support/app-server.mjs', {
      ...appServerEnv(benchDb.url),
      EXPORT_DIRECT_MAX_ROWS: String(size * 2),
      TASKS_CHECK_SECONDS: '0',
    })
    const signIn = await fetch(`${server.origin}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cast.admin, password }),
    })
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
    const headers = { authorization: `Bearer ${(await signIn.json()).accessToken}` }

    const idle = residentMiB(server.pid)
    await exportThroughApp(server.origin, headers) // warm-up
    const stopSampling = samplePeak(server.pid)
    const app = await exportThroughApp(server.origin, headers)
    const peak = stopSampling()
    await exportByLibraryAlone(benchDb.url) // warm-up
    const alone = await exportByLibraryAlone(benchDb.url)

    const list = { server, url: `${server.origin}/api/patients?pageSize=20`, headers }
    await load({ ...list, connections: CONNECTIONS, seconds: 2 })
    const quiet = await load({ ...list, connections: CONNECTIONS, seconds: SECONDS })
    let exporting = true
    const background = (async () => {
      while (exporting) await exportThroughApp(server.origin, headers)
    })()
    const busy = await load({ ...list, connections: CONNECTIONS, seconds: SECONDS })
    exporting = false
    await background

    const result = {
      size,
      rows: alone.rows,
      appSeconds: app.ms / 1000,
      aloneSeconds: alone.ms / 1000,
      ratio: alone.ms / app.ms,
      appMiB: app.bytes / 2 ** 20,
      aloneMiB: alone.bytes / 2 ** 20,
      idleMiB: idle,
      peakMiB: peak,
      p99Quiet: quiet.p99,
      p99Busy: busy.p99,
    }
    results.push(result)
    console.log(
      `${size} rows: app ${fixed(result.appSeconds, 2)} s (${fixed(result.appMiB, 1)} MiB), ` +
        `library alone ${fixed(result.aloneSeconds, 2)} s (${fixed(result.aloneMiB, 1)} MiB): ` +
        `ratio ${fixed(result.ratio, 2)} (bar >= 0.5); server memory ${fixed(idle)} MiB idle, ` +
        `${fixed(peak)} MiB peak during the export; list p99 ${result.p99Quiet} ms alone, ` +
        `${result.p99Busy} ms during exports: ${fixed(result.p99Busy / result.p99Quiet, 2)}x (bar <= 2)`,
    )
  } finally {
    await server?.stop()
    await benchDb.drop()
  }
}
const peaks = results.map((r) => r.peakMiB)
console.log(
  `peak server memory across sizes: ${peaks.map((p) => fixed(p)).join(', ')} MiB ` +
    `(flat when the export streams)`,
)
