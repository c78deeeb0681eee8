import { expect, test } from '@playwright/test'
import { cast, storeSession } from './support/session'

test.describe('language', () => {
  test('Czech by default; switching to English is saved in the cookie and survives a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await page.getByLabel('Jazyk').selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Calculators' }).first()).toBeVisible()

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' })
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByLabel('Language')).toHaveValue('en')
  })

  test('without a cookie the browser language decides', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('the cookie wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    await context.addCookies([{ name: 'i18n_redirected', value: 'cs', url: baseURL ?? '' }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await context.close()
  })
})

test.describe('theme', () => {
  test('light by default; dark is kept per user across reloads', async ({ page }) => {
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')

    await storeSession(page, cast.peripheralDoctor)
    await page.goto('/app')
    await page.getByRole('button', { name: 'Tmavý režim' }).click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    const settings = await page.evaluate(
      () => JSON.parse(localStorage.getItem('app.settings.users') ?? '[]') as unknown,
    )
    expect(settings).toContainEqual({ id: cast.peripheralDoctor.id, darkMode: true })

    // Another user on the same browser keeps their own (default light) theme.
    await storeSession(page, cast.centerDoctor)
    await page.goto('/app')
    await expect(html).toHaveAttribute('data-theme', 'light')

    await storeSession(page, cast.peripheralDoctor)
    await page.goto('/app')
    await expect(html).toHaveAttribute('data-theme', 'dark')
  })

  test('the primary colour follows the theme', async ({ page }) => {
    await page.goto('/login')
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--color-primary')
          .trim()
          .toLowerCase(),
      )
    expect(await primary()).toBe('#4b48bf')
    await page.getByRole('button', { name: 'Tmavý režim' }).click()
    expect(await primary()).toBe('#2a638e')
  })
})
