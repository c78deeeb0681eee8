#!/usr/bin/env node
// Lighthouse (mobile preset: simulated throttling, Moto G Power viewport) against the built app
// served by the real server (`npm run build` first). Each route runs RUNS times (default 3) in a
// fresh profile; the table gives the median run by performance score, and every failing
// accessibility audit of any run is listed, so a finding is never hidden by the median.
// `--check` fails when a route's median performance is below 95 or its accessibility below 100.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBuiltServer } from './support/built-server.mjs'

const routes = (
  process.env.LIGHTHOUSE_ROUTES ?? '/,/login,/calculator/dermatology,/calculator/rheumatology'
).split(',')
const runs = Number(process.env.RUNS ?? 3)
const check = process.argv.includes('--check')
const MIN_PERFORMANCE = 95
const MIN_ACCESSIBILITY = 100

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function audit(url) {
  // A fresh browser per run: nothing cached or warmed up by the previous run.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const lhr = result.lhr
    const a = lhr.audits
    const failing = lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
      .map((ref) => {
        const items = a[ref.id].details?.items ?? []
        const nodes = items.map((item) => item.node?.snippet ?? item.node?.selector).filter(Boolean)
        return `${ref.id}: ${a[ref.id].title}${nodes.length ? ` (${nodes.slice(0, 3).join(', ')})` : ''}`
      })
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      bytes: a['total-byte-weight'].numericValue,
      requests: a['network-requests']?.details?.items?.length ?? 0,
      failing,
      runtimeError: lhr.runtimeError?.message,
      // The host's speed as Lighthouse measures it: its default CPU slowdown (4x) assumes a host
      // of about 1 000 or more and warns below that (docs/throttling.md in Lighthouse).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    }
  } finally {
    await chrome.kill()
  }
}

let failed = false
const server = await startBuiltServer()
try {
  const rows = []
  const findings = new Map()
  for (const route of routes) {
    const results = []
    for (let i = 0; i < runs; i++) {
      // A trace that fails to record (NO_NAVSTART on a busy machine) is retried, never counted.
      let r = await audit(`${server.origin}${route}`)
      for (let retry = 0; r.runtimeError && retry < 3; retry++)
        r = await audit(`${server.origin}${route}`)
      if (r.runtimeError) throw new Error(`${route}: ${r.runtimeError}`)
      for (const f of r.failing) findings.set(`${route} ${f}`, true)
      results.push(r)
      if (process.env.VERBOSE)
        console.error(
          `${route} run ${i + 1}: perf ${r.performance} a11y ${r.accessibility} LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms, host benchmark index ${Math.round(r.benchmarkIndex)}`,
        )
    }
    const byScore = [...results].sort((x, y) => x.performance - y.performance)
    const mid = byScore[Math.floor(byScore.length / 2)]
    const row = {
      route,
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: mid.cls,
      bytes: median(results.map((r) => r.bytes)),
      requests: mid.requests,
      all: results.map((r) => r.performance).join('/'),
      benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    }
    if (row.performance < MIN_PERFORMANCE || row.accessibility < MIN_ACCESSIBILITY) failed = true
    rows.push(row)
  }
  console.log(
    `| route | performance (runs) | accessibility | FCP ms | LCP ms | TBT ms | CLS | bytes (KB) | requests | host benchmark index |`,
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.performance} (${r.all}) | ${r.accessibility} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(1)} | ${r.requests} | ${Math.round(r.benchmarkIndex)} |`,
    )
  if (findings.size > 0) {
    console.log('\nFailing accessibility audits (any run):')
    for (const f of findings.keys()) console.log(`- ${f}`)
  }
} finally {
  await server.stop()
}
if (check && failed) {
  console.error(
    `A route is below performance ${MIN_PERFORMANCE} or accessibility ${MIN_ACCESSIBILITY} (median of ${runs}).`,
  )
  process.exit(1)
}
