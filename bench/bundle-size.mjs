#!/usr/bin/env node
// Initial JavaScript + CSS transferred (compressed, as the browser receives it) when a visitor
// opens `/` and `/login` on the built app served by the real server. Measured in Chromium;
// prefetching is switched off (data saver) so only what the first view needs is counted.
// `--check` fails when a route exceeds the budget (npm test runs it).
import { chromium } from 'playwright-core'
import { startBuiltServer } from './support/built-server.mjs'

const BUDGET_BYTES = 150 * 1024
const routes = (process.env.BUNDLE_ROUTES ?? '/,/login').split(',')
const check = process.argv.includes('--check')
async function measure(browser, origin, route) {
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
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  await context.close()
  const js = assets.filter((a) => a.type === 'script').reduce((s, a) => s + a.bytes, 0)
  const css = assets.filter((a) => a.type === 'stylesheet').reduce((s, a) => s + a.bytes, 0)
  return { route, js, css, total: js + css, files: assets.length }
}

let failed = false
const server = await startBuiltServer()
try {
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
    const r = await measure(browser, server.origin, route)
    const within = r.total <= BUDGET_BYTES
    if (!within || r.total === 0) failed = true
    console.log(
      `| ${route} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.total)} | ${r.files} | ${within ? 'ok' : 'OVER'} |`,
    )
  }
  await browser.close()
} finally {
  await server.stop()
}
if (check && failed) {
  console.error('Initial JavaScript + CSS exceeds the budget (or nothing was measured).')
  process.exit(1)
}
