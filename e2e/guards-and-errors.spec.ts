import { expect, test } from '@playwright/test'
import { demo, signInPage } from './support/accounts'
import { paths, to } from './support/paths'

test.describe('navigation guards', () => {
  test('a visitor without a stored user is sent from /app paths to /', async ({ page }) => {
    await page.goto(paths.app.home)
    await expect(page).toHaveURL('/')
    // A deeper path rides along as ?next=, so signing in from there returns to it.
    for (const path of [paths.app.patients, to.user('123')]) {
      await page.goto(path)
      await expect(page).toHaveURL(`/?next=${encodeURIComponent(path)}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  // /app reads the home from the API (GET /api/home): a real session, not a stored fake token.
  test('a stored user on / is sent to /app', async ({ page }) => {
    await signInPage(page, demo.peripheralDoctor)
    await page.goto('/')
    await expect(page).toHaveURL(paths.app.home)
    await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible()
  })

  test('the app navigation fits the role and offers only built screens', async ({ page }) => {
    await signInPage(page, demo.peripheralDoctor)
    await page.goto(paths.app.home)
    const navigation = page.getByRole('navigation', { name: 'Hlavní navigace' })
    await expect(navigation.getByRole('link', { name: 'Kalkulátory' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Uživatelé' })).toHaveCount(0)
    // A peripheral doctor's own patients and referrals are built screens.
    await expect(navigation.getByRole('link', { name: 'Pacienti' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Žádosti' })).toBeVisible()
    // Consultations are built: offered to doctors.
    await expect(navigation.getByRole('link', { name: 'Konzultace' })).toBeVisible()
  })
})

test.describe('pages by role', () => {
  test('a page outside the role says so in Czech without calling the API', async ({ page }) => {
    // A real session: the signed-in layout calls the API (the notification bell), and a made-up
    // token would be signed out by its 401 while the test looks.
    await signInPage(page, demo.peripheralDoctor)
    const usersCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/users')) usersCalls.push(request.url())
    })
    await page.goto(paths.app.users)
    await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible()
    await expect(page.locator('p', { hasText: 'K této stránce nemáte přístup.' })).toBeVisible()
    // The technical message stays behind the details toggle.
    await expect(page.getByText(`Access denied: ${paths.app.users}`)).toBeHidden()
    // Still inside the app layout, with the navigation of the role.
    await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible()
    expect(
      usersCalls.filter((url) => !url.includes('/api/users/me') && !url.includes('/preferences')),
    ).toEqual([])
  })
})

test.describe('error pages', () => {
  test('an unknown path shows the 404 page in Czech words', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.locator('p', { hasText: 'Stránka /no/such/page neexistuje.' })).toBeVisible()
    // The technical message stays behind the details toggle.
    await expect(page.getByText('Page not found: /no/such/page')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible()
    await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click()
    await expect(page).toHaveURL('/')
  })

  test('the error page toggles its technical details', async ({ page }) => {
    await page.goto('/nothing-here')
    const toggle = page.getByRole('button', { name: 'Zobrazit technické podrobnosti' })
    const details = page.getByTestId('error-details')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(details).toBeHidden()
    await toggle.click()
    await expect(details).toBeVisible()
    for (const label of ['Zpráva', 'Název', 'Příčina', 'Stavový kód', 'Stavová zpráva']) {
      await expect(details.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(details).toContainText('404')
    await expect(details).toContainText('Page not found: /nothing-here')
    const hide = page.getByRole('button', { name: 'Skrýt technické podrobnosti' })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await hide.click()
    await expect(details).toBeHidden()
  })
})
