import { expect, test } from '@playwright/test'
import { seriousAccessibilityViolations } from './support/axe'
import { demo, signInPage } from './support/accounts'
import { paths } from './support/paths'

test.use({ bypassCSP: true })

const publicPages = [
  '/',
  '/login',
  '/calculator',
  '/materials/system-therapy',
  '/register/peripheral',
  '/no-such-page',
]

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const path of publicPages) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        if (theme === 'dark') {
          await page.addInitScript(() => {
            localStorage.setItem(
              'app.settings.users',
              JSON.stringify([{ id: 'anonymous', darkMode: true }]),
            )
          })
        }
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousAccessibilityViolations(page)).toEqual([])
      })
    }

    test('the signed-in home has no serious or critical accessibility violations', async ({
      page,
    }) => {
      // /app reads the home from the API (GET /api/home): a real session of the demo set.
      const signed = await signInPage(page, demo.centerDoctor)
      if (theme === 'dark') {
        await page.evaluate((id) => {
          localStorage.setItem('app.settings.users', JSON.stringify([{ id, darkMode: true }]))
        }, signed.user.id)
      }
      await page.goto(paths.app.home)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Nové žádosti centra' })).toBeVisible()
      expect(await seriousAccessibilityViolations(page)).toEqual([])
    })
  })
}

test('a phone-sized screen has no horizontal scrolling on the public pages', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  for (const path of publicPages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await context.close()
})
