import { expect, test } from '@playwright/test'
import { createActiveDoctor, signInPage } from './support/accounts'
import { paths } from './support/paths'

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
  // The switch in the app bar is saved to the account's preferences, so this test needs real
  // sessions (a stored fake token is refused by the server and ends the session); each user is
  // its own, so no other test sees their dark theme.
  test('light by default; dark is kept per user across reloads', async ({ page, request }) => {
    const first = await createActiveDoctor(request, 'tmavy')
    const second = await createActiveDoctor(request, 'svetly')
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')

    const signedIn = await signInPage(page, first)
    await page.goto(paths.app.home)
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/preferences') && response.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Tmavý režim' }).click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    expect((await saved).status()).toBe(200)
    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    const settings = await page.evaluate(
      () => JSON.parse(localStorage.getItem('app.settings.users') ?? '[]') as unknown,
    )
    expect(settings).toContainEqual({ id: signedIn.user.id, darkMode: true })

    // Another user on the same browser keeps their own (default light) theme.
    await signInPage(page, second)
    await page.goto(paths.app.home)
    await expect(html).toHaveAttribute('data-theme', 'light')

    await signInPage(page, first)
    await page.goto(paths.app.home)
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
