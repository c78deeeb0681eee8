#!/usr/bin/env node
// Functions passed to page.evaluate run in the browser:
/* global document, MutationObserver, requestAnimationFrame */
// Time from one input to the updated result on the calculator pages (the target: under one
// animation frame for a single change), measured in Chromium on the built app. For each case
// the page records performance.now() when the input event is dispatched and again when the result
// element has changed in the DOM (MutationObserver); the browser paints it in the next frame. The baseline of the same
// run is the frame interval itself (requestAnimationFrame), so the figures read as "frames".
import { chromium } from 'playwright-core'
import { startBuiltServer } from './support/built-server.mjs'

const runs = Number(process.env.RUNS ?? 40)
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 1)
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

/** Dispatches `act` in the page and resolves with ms until the result element changed. */
async function timeChange(page, act) {
  return page.evaluate(async (source) => {
    const target =
      document.querySelector('[data-testid="score-result"]')?.parentElement ?? document.body
    const done = new Promise((resolve, reject) => {
      const observer = new MutationObserver(() => {
        observer.disconnect()
        resolve(performance.now())
      })
      setTimeout(() => {
        observer.disconnect()
        reject(new Error('the result did not change within 2 s'))
      }, 2000)
      observer.observe(target, { subtree: true, childList: true, characterData: true })
    })
    const start = performance.now()
    new Function(source)()
    return (await done) - start
  }, act)
}

const setValue = (label, value) => `
  const input = [...document.querySelectorAll('input')].find((el) => el.labels?.[0]?.textContent?.startsWith(${JSON.stringify(label)}))
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  setter.call(input, ${JSON.stringify(value)})
  input.dispatchEvent(new Event('input', { bubbles: true }))`

const cases = [
  {
    name: 'DAS28-CRP: type CRP',
    url: '/calculator/rheumatology?score=das28-crp&tjc28=6&sjc28=4&crpMgPerL=12&patientGlobalMm=55',
    act: (i) => setValue('CRP', String(10 + (i % 20))),
  },
  {
    name: 'DAS28-CRP: click a joint',
    url: '/calculator/rheumatology?score=das28-crp&crpMgPerL=12&patientGlobalMm=55',
    act: () =>
      `document.querySelector('[data-joint="knee-l"]').dispatchEvent(new MouseEvent('click', { bubbles: true }))`,
  },
  {
    name: 'DAPSA: click a joint (68/66)',
    url: '/calculator/rheumatology?score=dapsa&patientGlobal=5&patientPain=5&crpMgPerL=12',
    act: () =>
      `document.querySelector('[data-joint="knee-l"]').dispatchEvent(new MouseEvent('click', { bubbles: true }))`,
  },
  {
    name: 'PASI: change a grade',
    // The head is the region selected on opening; it needs an area for its grades to count.
    url: '/calculator/dermatology?score=pasi&head.erythema=1&head.induration=1&head.desquamation=1&head.area=3&trunk.erythema=3&trunk.area=4',
    act: (i) => `
      const legend = [...document.querySelectorAll('legend')].find((l) => l.textContent.startsWith('Erytém'))
      legend.closest('fieldset').querySelectorAll("input[type=radio]")[${(i + 2) % 5}].click()`,
  },
]

let exitCode = 0
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
  const page = await browser.newPage({ locale: 'cs-CZ' })
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  }
  await page.goto(`${server.origin}/calculator`)
  const frame = await page.evaluate(async () => {
    const stamps = []
    await new Promise((resolve) => {
      const tick = (t) => {
        stamps.push(t)
        if (stamps.length < 61) requestAnimationFrame(tick)
        else resolve()
      }
      requestAnimationFrame(tick)
    })
    return (stamps.at(-1) - stamps[0]) / (stamps.length - 1)
  })
  console.log(
    `CPU slowdown ${slowdown}x; frame interval (baseline) ${frame.toFixed(1)} ms; ${runs} changes per case`,
  )
  console.log('| change | median ms | p95 ms | p95 in frames |')
  console.log('|---|---|---|---|')
  for (const c of cases) {
    await page.goto(`${server.origin}${c.url}`)
    await page.getByTestId('score-result').waitFor()
    const times = []
    for (let i = 0; i < runs; i++) times.push(await timeChange(page, c.act(i)))
    const p95 = percentile(times, 0.95)
    console.log(
      `| ${c.name} | ${percentile(times, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${(p95 / frame).toFixed(2)} |`,
    )
  }
  await browser.close()
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await server.stop()
}
process.exit(exitCode)
