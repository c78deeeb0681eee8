import { expect, test, type Page } from '@playwright/test'
import {
  createActiveDoctor,
  demo,
  signInByApi,
  signInPage,
  totpCode,
  totpStep,
  type Credentials,
} from './support/accounts'
import { paths, to } from './support/paths'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
}

test.describe('terms and privacy notice', () => {
  for (const viewport of [phone, desktop]) {
    test(`are public pages in Czech and English, linked from every footer (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: 'Ochrana osobních údajů' }).click()
      await expect(page).toHaveURL('/privacy')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Zásady ochrany osobních údajů' }),
      ).toBeVisible()
      // No controller configured: the operator of this installation, reached through the admin.
      await expect(page.getByText('provozovatel této instalace Konzilia').first()).toBeVisible()
      await expect(page.getByText(/Úřadu pro ochranu osobních údajů \(ÚOOÚ\)/)).toBeVisible()
      for (const heading of ['Co ukládáme a proč', 'Jak dlouho údaje uchováváme', 'Vaše práva'])
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      await noSidewaysScroll(page)

      await page.getByRole('contentinfo').getByRole('link', { name: 'Podmínky použití' }).click()
      await expect(page).toHaveURL('/terms')
      await expect(page.getByRole('heading', { level: 1, name: 'Podmínky použití' })).toBeVisible()

      await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: page.url() }])
      await page.goto('/privacy')
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
      await expect(
        page.getByText('the operator of this installation of Konzilium').first(),
      ).toBeVisible()
      await expect(
        page.getByText(/Czech Office for Personal Data Protection \(ÚOOÚ\)/),
      ).toBeVisible()
      await page.goto('/terms')
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }),
      ).toBeVisible()
      await noSidewaysScroll(page)
    })
  }

  test('the registration consent links both documents', async ({ page }) => {
    await page.goto('/register/peripheral')
    const links = page.locator('#terms-links')
    await expect(links.getByRole('link', { name: 'Podmínky použití' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(links.getByRole('link', { name: 'Ochrana osobních údajů' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(page.getByLabel(/Souhlasím s podmínkami/)).toHaveAttribute(
      'aria-describedby',
      'terms-links',
    )
  })

  test('the signed-in layout has the footer links too', async ({ page }) => {
    await signInPage(page, demo.peripheralDoctor)
    await page.goto(paths.app.home)
    const footer = page.getByRole('navigation', { name: 'Právní informace' })
    await expect(footer.getByRole('link', { name: 'Podmínky použití' })).toBeVisible()
    await footer.getByRole('link', { name: 'Ochrana osobních údajů' }).click()
    await expect(page).toHaveURL('/privacy')
  })
})

test.describe('public header', () => {
  test('folds into a menu button on a phone', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    const header = page.getByRole('banner')
    const button = header.getByRole('button', { name: 'Nabídka' })
    const links = header.getByRole('navigation', { name: 'Hlavní odkazy' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(links).toBeHidden()
    // One row: the brand, the sign-in button and the menu button.
    const height = (await header.boundingBox())?.height ?? 0
    expect(height).toBeLessThan(80)
    await noSidewaysScroll(page)

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(links.getByRole('link', { name: 'Kalkulátory' })).toBeFocused()
    await expect(header.getByRole('combobox', { name: 'Jazyk' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(links).toBeHidden()

    await button.click()
    await links.getByRole('link', { name: 'Kalkulátory' }).click()
    await expect(page).toHaveURL('/calculator')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('shows its links in one row on a desktop, without a menu button', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Nabídka' })).toBeHidden()
    await expect(
      header
        .getByRole('navigation', { name: 'Hlavní odkazy' })
        .getByRole('link', { name: 'Kalkulátory' }),
    ).toBeVisible()
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(80)
  })
})

test.describe('wide tables on a phone', () => {
  test('the users list is drawn as cards that fit the phone, never scrolling the page', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await signInPage(page, demo.admin)
    await page.goto(paths.app.users)
    const region = page.getByRole('region', { name: /Uživatelé/ })
    // A person's row (it holds an e-mail), not the loading row that the answer replaces.
    const firstRow = region.getByRole('row').filter({ hasText: '@' }).first()
    await expect(firstRow).toBeVisible()
    await expect(region.getByRole('table')).not.toHaveAttribute('aria-busy', 'true')
    await noSidewaysScroll(page)
    // Each row is a card as wide as the list: nothing to scroll sideways, in the list or the page.
    const fit = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }))
    expect(fit.scroll).toBeLessThanOrEqual(fit.client)
    // Measured once both are laid out (a box is null while its element is re-rendered).
    await expect
      .poll(async () => {
        const [rowBox, regionBox] = [await firstRow.boundingBox(), await region.boundingBox()]
        return rowBox && regionBox ? rowBox.width <= regionBox.width : null
      })
      .toBe(true)
    await expect(region).toHaveAttribute('tabindex', '0')
  })
})

async function fillSignIn(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email)
  await page.getByLabel('Heslo', { exact: true }).fill(credentials.password)
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click()
}

test.describe('deep links opened signed out', () => {
  for (const viewport of [phone, desktop]) {
    test(`return there after sign-in (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(to.users({ role: 'rep' }))
      await expect(page).toHaveURL('/?next=%2Fapp%2Fusers%3Frole%3Drep')
      await expect(page.getByRole('status').filter({ hasText: 'jen pro přihlášené' })).toBeVisible()
      await page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' }).click()
      await expect(page).toHaveURL('/login?next=%2Fapp%2Fusers%3Frole%3Drep')
      await fillSignIn(page, demo.admin)
      await expect(page).toHaveURL(to.users({ role: 'rep' }))
      await expect(page.getByLabel('Role')).toHaveValue('rep')
    })
  }

  test('return there after a second factor too', async ({ page, request }) => {
    const doctor = await createActiveDoctor(request, 'hluboky-odkaz')
    const session = await signInByApi(request, doctor)
    const headers = { authorization: `Bearer ${session.accessToken}` }
    const enrolment = await request.post('/api/auth/two-factor/enrolment', { headers })
    expect(enrolment.status()).toBe(200)
    const { manualKey } = (await enrolment.json()) as { manualKey: string }
    const confirmedStep = totpStep()
    const confirmed = await request.post('/api/auth/two-factor/confirmation', {
      headers,
      data: { code: totpCode(manualKey, confirmedStep) },
    })
    expect(confirmed.status(), await confirmed.text()).toBe(200)

    await page.goto(paths.app.settings)
    await expect(page).toHaveURL('/?next=%2Fapp%2Fsettings')
    await page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' }).click()
    await fillSignIn(page, doctor)
    await expect(page.getByRole('heading', { name: 'Dvoufázové ověření' })).toBeVisible()
    // The confirmation used its step; the next one is accepted one step early (no waiting).
    await page.getByLabel('Ověřovací kód').fill(totpCode(manualKey, confirmedStep + 1))
    await page.getByRole('button', { name: 'Ověřit' }).click()
    await expect(page).toHaveURL(paths.app.settings)
  })

  test('never leave the site or the app', async ({ page }) => {
    for (const next of [
      'https://evil.example/app',
      '//evil.example/app',
      '/\\evil.example',
      '/calculator',
    ]) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`)
      await fillSignIn(page, demo.peripheralDoctor)
      await expect(page).toHaveURL(paths.app.home)
      await page.goto('/logout')
      await expect(page).toHaveURL('/login')
    }
  })
})

test('a language and theme chosen before sign-in are kept and saved to the account', async ({
  page,
  request,
}) => {
  const doctor = await createActiveDoctor(request, 'volba-pred-prihlasenim')
  await page.setViewportSize(phone)
  await page.goto('/login')
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Nabídka' }).click()
  await header.getByRole('combobox', { name: 'Jazyk' }).selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await header.getByRole('button', { name: 'Dark mode' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByLabel('E-mail', { exact: true }).fill(doctor.email)
  await page.getByLabel('Password', { exact: true }).fill(doctor.password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(paths.app.home)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // On a phone the drawer is closed behind its button, named in the chosen language.
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible()

  const session = await signInByApi(request, doctor)
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/users/${session.user.id}/preferences`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
      const preferences = (await answer.json()) as { theme: string; language: string }
      return [preferences.language, preferences.theme]
    })
    .toEqual(['en', 'dark'])
})
