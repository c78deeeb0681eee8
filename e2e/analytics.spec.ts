import { expect, test, type Page } from '@playwright/test'
import { configuredPort } from '../playwright.config'

// This server has ANALYTICS_ID=G-E2ETEST01: the analytics script may load, but only with consent
// mode set to denied first, and consent is granted only when the visitor accepts. The script's
// host is answered by a stub here (the machine has no internet); the page's real CSP applies.
const base = `http://127.0.0.1:${configuredPort}`

async function stubGtag(page: Page): Promise<string[]> {
  const loaded: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    loaded.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true' })
  })
  return loaded
}

type GtagCommand = unknown[]

/** The consent and config commands the page queued for gtag, in order. */
function consentCommands(page: Page): Promise<GtagCommand[]> {
  return page.evaluate(() => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
    return queue
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'consent' || args[0] === 'config')
  })
}

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}
const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
}

test('analytics loads with consent denied by default and is granted only after the visitor accepts', async ({
  page,
}) => {
  const loaded = await stubGtag(page)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(`${base}/`)
  await expect.poll(() => loaded.length).toBe(1)
  expect(loaded[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
    .toBe(true)

  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['config', 'G-E2ETEST01', { anonymize_ip: true }],
  ])
  const banner = page.getByRole('region', { name: 'Souhlas s analytickými cookies' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Přijmout' }).click()
  await expect(banner).toBeHidden()
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', granted])

  // The choice is remembered: no banner after a reload, consent granted right after the default.
  await page.reload()
  await expect.poll(() => loaded.length).toBe(2)
  await expect(page.getByRole('region', { name: 'Souhlas s analytickými cookies' })).toHaveCount(0)
  expect((await consentCommands(page)).slice(0, 2)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ])
  expect(violations).toEqual([])
})

test('rejecting keeps consent denied and removes analytics cookies', async ({ page, context }) => {
  await stubGtag(page)
  await context.addCookies([{ name: '_ga_TEST', value: 'GS1.1.123', url: base }])
  await page.goto(`${base}/login`)
  // An existing _ga cookie counts as earlier consent: no banner.
  await expect.poll(async () => (await consentCommands(page)).length).toBeGreaterThan(1)
  expect((await consentCommands(page))[1]).toEqual(['consent', 'update', granted])

  await context.clearCookies()
  await page.evaluate(() => {
    localStorage.removeItem('app.analytics.consent')
  })
  await page.reload()
  const banner = page.getByRole('region', { name: 'Souhlas s analytickými cookies' })
  await expect(banner).toBeVisible()
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.999; path=/'
  })
  await banner.getByRole('button', { name: 'Odmítnout' }).click()
  await expect(banner).toBeHidden()
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'))).toEqual([])
  expect((await consentCommands(page)).some((command) => command[1] === 'update')).toBe(false)
})
