import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityViolations } from '../support/axe'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { paths, to } from '../support/paths'

test.use({ bypassCSP: true })

const publicPages = [
  '/request-password',
  '/reset-password',
  '/activate-account?code=abcdefghijklmnopqrstuvwxyz&type=rep',
  '/registration-success',
  '/bootstrap',
]
const appPages = [paths.app.profile, paths.app.settings, paths.app.users, paths.app.usersAdd]

async function darken(page: Page, id: string) {
  await page.evaluate((settingsId) => {
    localStorage.setItem('app.settings.users', JSON.stringify([{ id: settingsId, darkMode: true }]))
  }, id)
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('the public account pages have no serious or critical accessibility violations', async ({
      page,
    }) => {
      if (theme === 'dark') {
        await page.goto('/login')
        await darken(page, 'anonymous')
      }
      for (const path of publicPages) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousAccessibilityViolations(page), path).toEqual([])
      }
    })

    test('the signed-in account pages have no serious or critical accessibility violations', async ({
      page,
      request,
    }) => {
      const admin = await signInPage(page, demo.admin)
      if (theme === 'dark') await darken(page, admin.user.id)
      const doctor = await signInByApi(request, demo.peripheralDoctor)
      for (const path of [...appPages, to.user(doctor.user.id)]) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByText('Načítání…')).toHaveCount(0)
        expect(await seriousAccessibilityViolations(page), path).toEqual([])
      }
    })
  })
}

test('the account pages fit a phone-sized screen without horizontal scrolling', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  for (const path of [...publicPages, '/login']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await overflow(), path).toBeLessThanOrEqual(0)
  }
  await signInPage(page, demo.admin)
  for (const path of appPages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Načítání…')).toHaveCount(0)
    expect(await overflow(), path).toBeLessThanOrEqual(0)
  }
  await context.close()
})
