import { expect, test, type Page } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths, to, urlContaining, urlWithSomeId } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

/**
 * The signed-in home (/app) on the demo data set: each role sees the rows that matter now and
 * reaches the whole row in one click. Tests only read, except the first, which opens one new
 * referral of the demo centre (that is what "seen" means).
 */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('the demo centre doctor sees the new referrals of the centre and opens one', async ({
  page,
}) => {
  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.home)
  const fresh = section(page, 'Nové žádosti centra')
  const rows = fresh.getByRole('table').locator('tbody tr')
  await expect(rows.first().getByRole('link')).toBeVisible()
  await expect(
    section(page, 'Zobrazené, zatím nerozhodnuté').locator('tbody tr a').first(),
  ).toBeVisible()
  await expect(
    section(page, 'Pacienti centra s nedávnou změnou').locator('tbody tr a').first(),
  ).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  // Keyboard: the first referral's link is reachable and opens the referral.
  const link = rows.first().getByRole('link')
  const patientName = (await link.textContent()) ?? ''
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(urlWithSomeId(paths.app.referrals, 'referral'))
  await expect(page.getByText('Čekající', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(patientName.split(' ')[0] ?? '').first()).toBeVisible()
})

test('the demo peripheral doctor sees open referrals with their states and a new-referral action', async ({
  page,
}) => {
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.home)
  const open = section(page, 'Otevřené žádosti')
  await expect(open.locator('tbody tr').first().getByRole('link')).toBeVisible()
  // States as the referrals screen shows them: pending (new or seen) and denied to redirect.
  await expect(open.getByText(/^(Čekající|Zamítnutá|Přesměrovaná)$/).first()).toBeVisible()
  await expect(section(page, 'Nedávní pacienti').locator('tbody tr a').first()).toBeVisible()
  await page.getByRole('link', { name: 'Nová žádost' }).click()
  await expect(page).toHaveURL(urlContaining(to.newReferral()))
})

test('the demo rep sees the doctors of the regions and nothing of patients', async ({ page }) => {
  const rep = await signInByApi(page.request, demo.rep)
  const answer = await page.request.get('/api/home', {
    headers: { authorization: `Bearer ${rep.accessToken}` },
  })
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as Record<string, unknown>
  expect(Object.keys(body).sort()).toEqual(['doctors', 'role'])

  await signInPage(page, demo.rep)
  await page.goto(paths.app.home)
  const doctors = section(page, 'Lékaři ve vašich krajích')
  await expect(doctors.locator('tbody tr').first().getByRole('link')).toBeVisible()
  await expect(doctors.getByText('pozvaný').first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Pacient' })).toHaveCount(0)
  await expect(page.getByText('Otevřené žádosti')).toHaveCount(0)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

for (const theme of ['light', 'dark'] as const)
  test(`at phone width (${theme}) the home has no sideways page scroll and no serious axe violation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
      colorScheme: theme,
    })
    const page = await context.newPage()
    const signed = await signInPage(page, demo.rheumatologyDoctor)
    if (theme === 'dark')
      await page.evaluate((id) => {
        localStorage.setItem('app.settings.users', JSON.stringify([{ id, darkMode: true }]))
      }, signed.user.id)
    await page.goto(paths.app.home)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expect(section(page, 'Nové žádosti centra').locator('tbody tr a').first()).toBeVisible()
    await noSidewaysScroll(page)
    expect(await seriousAccessibilityViolations(page)).toEqual([])
    await context.close()
  })

test('the home speaks English after a language switch', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL ?? '' }])
  await signInPage(page, demo.admin)
  await page.goto(paths.app.home)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    section(page, 'Referrals waiting for a decision').locator('tbody tr a').first(),
  ).toBeVisible()
  await expect(section(page, 'Recently locked users')).toBeVisible()
})
