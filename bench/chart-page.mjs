#!/usr/bin/env node
// Functions passed to page.evaluate and waitForFunction run in the browser:
/* global document */
// The patient's chart with ten years of monthly examinations (120 forms, PASI, DLQI and BSA, three
// treatments) on the built app in Chromium: the time from navigation to the page shown with its
// three charts drawn, against the same page in the same run with the chart module replaced by one
// that draws nothing (the table, the controls and the data are the same). The bar: under 2×.
// Also the page's weight as served (JS + CSS, compressed) with the chart library, and that no
// file of the library is fetched by the first view of /app.
// Needs `npm run build`; run with `node --import tsx bench/chart-page.mjs` (the seed uses the
// server's source). RUNS rounds (default 15), each with both pages, in alternating order.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'

const runs = Number(process.env.RUNS ?? 15)
const months = Number(process.env.MONTHS ?? 120)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

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

/** The built server in development mode (the demo set is seeded into an empty data directory). */
async function startServer(dataDir) {
  const port = await freePort()
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      TOTP_ENCRYPTION_KEYS: 'bench:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => server.on('exit', resolve))
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
  }
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) break
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop }
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error('the built server did not start (run `npm run build` first)')
}

async function signedInContext(browser, origin, credentials) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const answer = await (
    await fetch(`${origin}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
  ).json()
  const page = await context.newPage()
  await page.goto(`${origin}/api/health`)
  await page.evaluate((session) => {
    localStorage.setItem('app.user', JSON.stringify(session.user))
    localStorage.setItem(
      'app.auth',
      JSON.stringify({
        accessToken: session.accessToken,
        accessTokenExpiresAt: session.accessTokenExpiresAt,
      }),
    )
  }, answer)
  await page.close()
  return context
}

/**
 * Milliseconds from navigation start until the table and at least `charts` charts are shown,
 * every one drawn (the demo set adds a year of its own examinations, DAS28 among them).
 */
async function timeChartPage(context, url, withChart, charts) {
  const page = await context.newPage()
  if (!withChart)
    await page.route(/\/assets\/uplot-chart-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export const UplotChart = () => null',
      }),
    )
  await page.goto(url)
  await page.waitForFunction(
    ({ withChart, charts }) => {
      const rows = document.querySelectorAll('.chart-table tbody tr').length
      const cards = document.querySelectorAll('.score-chart').length
      const drawn = document.querySelectorAll('.score-chart canvas').length
      return rows > 100 && cards >= charts && (!withChart || drawn >= cards)
    },
    { withChart, charts },
    { polling: 'raf', timeout: 30_000 },
  )
  const ms = await page.evaluate(() => performance.now())
  await page.close()
  return ms
}

/** The scripts and stylesheets a page fetches, with their compressed sizes. */
async function assetsOf(context, url, settle) {
  const page = await context.newPage()
  const assets = []
  page.on('requestfinished', async (request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const sizes = await request.sizes()
    assets.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })
  })
  // Not `networkidle`: a signed-in page keeps its live channel open.
  await page.goto(url)
  await settle(page)
  // Let the sizes of the last finished requests arrive.
  await page.waitForTimeout(300)
  await page.close()
  return assets
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-bench-chart-'))
let exitCode = 0
try {
  const seeding = await startServer(dataDir)
  await seeding.stop()
  const seeded = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/support/chart-history.mjs', dataDir, String(months)],
    { encoding: 'utf8' },
  )
  const { patientId } = JSON.parse(seeded.trim().split('\n').at(-1))
  const server = await startServer(dataDir)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const context = await signedInContext(browser, server.origin, {
      email: 'centrum@demo.konzilium.cz',
      password: 'Demo-klinika-2025',
    })
    const url = `${server.origin}/app/detail/chart?patient=${patientId}`
    const times = { with: [], without: [] }
    // One of each to warm the server's caches and the browser's, not counted.
    await timeChartPage(context, url, true, 3)
    await timeChartPage(context, url, false, 3)
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? [true, false] : [false, true]
      for (const withChart of order)
        times[withChart ? 'with' : 'without'].push(await timeChartPage(context, url, withChart, 3))
    }
    const ratio = median(times.with) / median(times.without)
    console.log(`chart page, ${months} monthly examinations, ${runs} rounds (median ms to shown):`)
    console.log(`| page | median | min | max |`)
    console.log(`|---|---|---|---|`)
    for (const [name, values] of Object.entries(times))
      console.log(
        `| ${name} the chart | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
      )
    console.log(`ratio ${ratio.toFixed(2)}× (bar: under 2×) ${ratio < 2 ? 'met' : 'NOT MET'}`)
    if (ratio >= 2) exitCode = 1

    // A fresh context for each weight, so nothing comes from the browser's cache.
    // Prefetching off (data saver), as bench/bundle-size.mjs weighs the first view.
    const weigh = async (target, settle) => {
      const fresh = await signedInContext(browser, server.origin, {
        email: 'centrum@demo.konzilium.cz',
        password: 'Demo-klinika-2025',
      })
      await fresh.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          value: { saveData: true, effectiveType: '4g' },
          configurable: true,
        })
      })
      const assets = await assetsOf(fresh, target, settle)
      await fresh.close()
      return assets
    }
    const chartAssets = await weigh(url, (page) =>
      page.waitForFunction(() => document.querySelectorAll('.score-chart canvas').length >= 3),
    )
    const appAssets = await weigh(`${server.origin}/app`, (page) => page.waitForSelector('h1'))
    const kb = (assets) => `${(assets.reduce((s, a) => s + a.bytes, 0) / 1024).toFixed(1)} KB`
    const library = chartAssets.filter((a) => a.url.includes('/uplot-chart-'))
    console.log(`/app/detail/chart: ${kb(chartAssets)} in ${chartAssets.length} files, of which`)
    console.log(`  the chart module with uPlot and its CSS: ${kb(library)}`)
    const leaked = appAssets.filter((a) => a.url.includes('/uplot-chart-'))
    console.log(
      `/app first view: ${kb(appAssets)} in ${appAssets.length} files; chart library files: ${leaked.length}`,
    )
    if (library.length === 0 || leaked.length > 0) exitCode = 1
  } finally {
    await browser.close()
    await server.stop()
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
