import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityViolations } from '../support/axe'

// The calculators in depth: band of a known value, PASI areas in per cent, NAPSI long form,
// severity rule sets.

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Below the lg breakpoint the header's language picker sits behind the menu button. */
async function chooseEnglish(page: Page, phoneWidth: boolean) {
  const header = page.getByRole('banner')
  if (phoneWidth) await header.getByRole('button', { name: 'Nabídka' }).click()
  await header.getByRole('combobox', { name: 'Jazyk' }).selectOption('en')
}

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport })

    test('band of a known value, in Czech and English', async ({ page }) => {
      await page.goto('/calculator/rheumatology?score=band-lookup')
      await page.getByLabel('Skóre', { exact: true }).selectOption('das28-esr')
      await page.getByLabel('Hodnota DAS28-FW').fill('3,21')
      await expect(page.getByTestId('band-lookup-result')).toContainText('střední aktivita')
      await expect(page.locator('.threshold-table__current')).toContainText('střední aktivita')
      await expect(page).toHaveURL(/of=das28-esr&value=3\.21/)
      await noHorizontalScroll(page)
      await chooseEnglish(page, name === 'phone')
      await expect(page.getByTestId('band-lookup-result')).toContainText('moderate activity')
      await page.getByLabel('Value of DAS28-ESR').fill('3.205')
      await expect(page.getByTestId('band-lookup-result')).toHaveCount(0)
      await expect(page.getByLabel('Value of DAS28-ESR')).toHaveAttribute('aria-invalid', 'true')
    })

    test('PASI areas in per cent survive a reload', async ({ page }) => {
      await page.goto('/calculator/dermatology?score=pasi')
      await page
        .getByRole('group', { name: 'Rozsah postižení zadávám' })
        .getByRole('radio', { name: 'v procentech' })
        .check()
      await page.getByRole('radio', { name: 'Trup' }).click()
      await page
        .getByRole('group', { name: 'Erytém (zarudnutí)' })
        .getByRole('radio', { name: '3 těžké' })
        .check()
      await page.getByLabel('Postižená část oblasti').fill('9,5')
      // 0.3 × 3 × 1: 9.5 % is "<10 %", area score 1
      await expect(page.getByTestId('score-result')).toHaveText('0,9')
      await expect(page).toHaveURL(/trunk\.areaPercent=9\.5/)
      await page.reload()
      await expect(page.getByTestId('score-result')).toHaveText('0,9')
      // The % variant's formula version, in words (its id on hover).
      const version = page.getByText('PASI · verze výpočtu 1', { exact: true })
      await expect(version).toBeVisible()
      await expect(version).toHaveAttribute('title', 'pasi-percent@1')
      await noHorizontalScroll(page)
    })

    test('NAPSI long form beside the short form', async ({ page }) => {
      await page.goto('/calculator/dermatology?score=napsi-long')
      await expect(
        page.getByRole('heading', { name: /NAPSI, dlouhá forma/, level: 2 }),
      ).toBeVisible()
      await page
        .getByRole('group', { name: 'Důlky (pitting)' })
        .getByRole('radio', { name: '4' })
        .check()
      await page
        .getByRole('group', { name: 'Subunguální hyperkeratóza' })
        .getByRole('radio', { name: '2' })
        .check()
      await expect(page.getByTestId('score-result')).toHaveText('6')
      await expect(page).toHaveURL(/nails=40000002/)
      await noHorizontalScroll(page)
      await chooseEnglish(page, name === 'phone')
      await expect(page.getByText('Nail 1 – 6 of 32')).toBeVisible()
    })

    test('severity: the user picks the rule set; the Czech one says it is unverified', async ({
      page,
    }) => {
      await page.goto('/calculator/dermatology?score=severity&pasi=12.4&bsa=8&dlqi=4')
      await expect(page.getByTestId('severity-rule-of-tens')).toContainText('těžká psoriáza')
      await expect(page.getByTestId('severity-consensus')).toContainText('nezařazeno')
      await page.getByRole('radio', { name: 'Česká předvolba (SÚKL, neověřeno)' }).check()
      await expect(page.getByTestId('severity-czech')).toContainText('neověřeno')
      await expect(page.getByTestId('severity-rule-of-tens')).toHaveCount(0)
      await chooseEnglish(page, name === 'phone')
      await expect(page.getByTestId('severity-czech')).toContainText('unverified')
      await noHorizontalScroll(page)
    })
  })
}

test.describe('accessibility of the new calculators', () => {
  test.use({ bypassCSP: true })
  for (const path of [
    '/calculator/dermatology?score=napsi-long',
    '/calculator/dermatology?score=band-lookup&of=bsa&value=4',
    '/calculator/dermatology?score=severity&rules=czech-sukl-unverified&pasi=11&bsa=1&dlqi=1',
    '/calculator/dermatology?score=pasi&areaInput=percent',
  ]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousAccessibilityViolations(page)).toEqual([])
    })
  }
})
