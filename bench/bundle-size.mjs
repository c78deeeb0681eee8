#!/usr/bin/env node
// Initial JavaScript + CSS transferred (compressed, as the browser receives it) when a visitor
// opens `/`, `/login` and the two calculator pages on the built app served by the real server. Measured in Chromium;
// prefetching is switched off (data saver) so only what the first view needs is counted.
// `--check` fails when a route exceeds its budget (npm test runs it).
import { chromium } from 'playwright-core'
import { startBuiltServer } from './support/built-server.mjs'

// Per route, in KB: what the route weighs today plus about 1 KB of headroom, so growth is a
// decision (the bars: 100 KB for / and /login, 130 KB for a calculator page; see
// bench/README.md, "Initial page weight"). What brought the routes under them: the global catalogue
// in parts, sign-in without TanStack Query, the band look-up and the psoriasis severity loaded on
// demand, each calculator page with its specialty's texts only, a lighter shell, and React
// Router's declarative mode instead of its data router (ADR 019, 15 KB less on every page). The
// landing page's administrators' overrides added 1.3 KB (ADR 038); the consultations' routes and
// the live channel's client in the shell 0.6 KB on /login; the routes and permission actions of
// seven more screens and "Save to patient" on the calculators 0.8 KB on /login and 1.3-2.1 KB on a
// calculator page.
const BUDGETS_KB = {
  '/': 92,
  '/login': 97,
  '/calculator/dermatology': 123,
  '/calculator/rheumatology': 118,
}
const DEFAULT_BUDGET_KB = 150
const budgetOf = (route) => (BUDGETS_KB[route] ?? DEFAULT_BUDGET_KB) * 1024
const routes = (
  process.env.BUNDLE_ROUTES ?? '/,/login,/calculator/dermatology,/calculator/rheumatology'
).split(',')
const check = process.argv.includes('--check')
// `--files` lists every file of each route (largest first) on stderr.
const verbose = process.argv.includes('--files')
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
  if (verbose)
    for (const a of [...assets].sort((x, y) => y.bytes - x.bytes))
      console.error(`  ${route} ${(a.bytes / 1024).toFixed(1)} KB ${a.url}`)
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
  console.log(`| route | JS | CSS | total | files | budget |`)
  console.log('|---|---|---|---|---|---|')
  for (const route of routes) {
    const r = await measure(browser, server.origin, route)
    const within = r.total <= budgetOf(route)
    if (!within || r.total === 0) failed = true
    console.log(
      `| ${route} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.total)} | ${r.files} | ${kb(budgetOf(route))} ${within ? 'ok' : 'OVER'} |`,
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
