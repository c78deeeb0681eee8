#!/usr/bin/env node
// Initial JavaScript + CSS transferred (compressed, as the browser receives it) when a visitor
// opens `/` and `/login` on the built app served by the real server. Measured in Chromium;
// prefetching is switched off (data saver) so only what the first view needs is counted.
// `--check` fails when a route exceeds the budget (npm test runs it).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'

const BUDGET_BYTES = 150 * 1024
const routes = (process.env.BUNDLE_ROUTES ?? '/,/login').split(',')
const check = process.argv.includes('--check')
const port = 3190 + Math.floor(Math.random() * 9)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-bundle-'))

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

async function measure(browser, route) {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    })
  })
  const page = await context.newPage()
  const assets = []
  page.on('requestfinished', async (request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const sizes = await request.sizes()
    assets.push({ url: new URL(request.url()).pathname, type, bytes: sizes.responseBodySize })
  })
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  await context.close()
  const js = assets.filter((a) => a.type === 'script').reduce((s, a) => s + a.bytes, 0)
  const css = assets.filter((a) => a.type === 'stylesheet').reduce((s, a) => s + a.bytes, 0)
  return { route, js, css, total: js + css, files: assets.length }
}

let failed = false
try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.log(`| route | JS | CSS | total | files | budget ${kb(BUDGET_BYTES)} |`)
  console.log('|---|---|---|---|---|---|')
  for (const route of routes) {
    const r = await measure(browser, route)
    const within = r.total <= BUDGET_BYTES
    if (!within || r.total === 0) failed = true
    console.log(
      `| ${route} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.total)} | ${r.files} | ${within ? 'ok' : 'OVER'} |`,
    )
  }
  await browser.close()
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
if (check && failed) {
  console.error('Initial JavaScript + CSS exceeds the budget (or nothing was measured).')
  process.exit(1)
}
