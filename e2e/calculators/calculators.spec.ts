import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityViolations } from '../support/axe'

// Browser checks of the calculator pages a doctor uses at the bedside, without signing in.

async function grade(page: Page, legend: string, option: string | RegExp) {
  await page.getByRole('group', { name: legend }).getByRole('radio', { name: option }).check()
}

test.describe('PASI by clicking body regions', () => {
  test('scores the picked regions, keeps the state in the URL across a reload', async ({
    page,
  }) => {
    await page.goto('/calculator/dermatology?score=pasi')
    await expect(page.getByTestId('score-result')).toHaveText('0,0')
    await page.getByRole('radio', { name: 'Trup' }).click()
    await grade(page, 'Erytém (zarudnutí)', '3 těžké')
    await grade(page, 'Infiltrace (ztluštění)', '2 střední')
    await grade(page, 'Deskvamace (šupení)', '2 střední')
    await grade(page, 'Rozsah postižení oblasti (stupeň 0–6)', /^4 50 až < 70 %$/)
    // 0.3 × (3 + 2 + 2) × 4 = 8.4
    await expect(page.getByTestId('score-result')).toHaveText('8,4')
    // The region is two legs; a person clicks on one of them (its box's centre is between them).
    await page.getByRole('radio', { name: 'Dolní končetiny' }).locator('polygon').first().click()
    await grade(page, 'Erytém (zarudnutí)', '2 střední')
    await grade(page, 'Infiltrace (ztluštění)', '2 střední')
    await grade(page, 'Deskvamace (šupení)', '1 mírné')
    await grade(page, 'Rozsah postižení oblasti (stupeň 0–6)', /^1 < 10 %$/)
    // + 0.4 × (2 + 2 + 1) × 1 = 2.0 → 10.4, above the rule-of-tens line
    await expect(page.getByTestId('score-result')).toHaveText('10,4')
    await expect(page.getByTestId('score-band')).toHaveText('PASI nad 10')

    // The address follows the input (written 250 ms after the last change).
    await expect(page).toHaveURL(/lowerLimbs\.area=1/)
    await page.reload()
    await expect(page.getByTestId('score-result')).toHaveText('10,4')
    await expect(page.getByTestId('score-band')).toHaveText('PASI nad 10')
  })
})

test.describe('DAS28-CRP by clicking joints', () => {
  test('counts tender and swollen joints from the homunculus and computes the score', async ({
    page,
  }) => {
    await page.goto('/calculator/rheumatology?score=das28-crp')
    for (const joint of ['Pravé zápěstí', 'Levé koleno', 'MCP 2 pravé ruky']) {
      await page.getByRole('checkbox', { name: `${joint}, bolestivý kloub` }).click()
    }
    await page.getByRole('radio', { name: 'Oteklé klouby' }).check()
    await page.getByRole('checkbox', { name: 'Levé koleno, oteklý kloub' }).click()
    await expect(page.getByLabel('Bolestivé klouby (TJC28)')).toHaveValue('3')
    await expect(page.getByLabel('Oteklé klouby (SJC28)')).toHaveValue('1')
    await expect(page.getByTestId('score-missing')).toContainText('CRP')
    await page.getByLabel('CRP', { exact: true }).fill('12')
    await page.getByLabel('Celkové hodnocení zdraví pacientem (VAS 0–100 mm)').fill('55')
    // 0.56·√3 + 0.28·√1 + 0.36·ln 13 + 0.014·55 + 0.96 = 3.90
    await expect(page.getByTestId('score-result')).toHaveText('3,90')
    await expect(page.getByTestId('score-band')).toHaveText('střední aktivita')
  })

  test('the joint picker works with the keyboard alone', async ({ page }) => {
    await page.goto('/calculator/rheumatology?score=das28-crp')
    const first = page.getByRole('checkbox', { name: 'Pravé rameno, bolestivý kloub' })
    // One tab stop: Tab reaches the picker and lands on its first joint.
    await first.focus()
    await expect(first).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('checkbox', { name: 'Levé rameno, bolestivý kloub' })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('checkbox', { name: 'Levé rameno, bolestivý kloub' }),
    ).toHaveAttribute('aria-checked', 'true')
    await expect(
      page.getByRole('checkbox', { name: 'Levý loket, bolestivý kloub' }),
    ).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByLabel('Bolestivé klouby (TJC28)')).toHaveValue('2')
    await expect(page.locator('[data-joint][tabindex="0"]')).toHaveCount(1)
  })
})

test.describe('numbers and languages', () => {
  test('Czech shows a decimal comma, English a decimal point, and both are accepted as input', async ({
    page,
  }) => {
    await page.goto('/calculator/rheumatology?score=das28-crp')
    await page.getByLabel('Bolestivé klouby (TJC28)').fill('6')
    await page.getByLabel('Oteklé klouby (SJC28)').fill('4')
    await page.getByLabel('CRP', { exact: true }).fill('12,5')
    await page.getByLabel('Celkové hodnocení zdraví pacientem (VAS 0–100 mm)').fill('55')
    // 0.56·√6 + 0.28·√4 + 0.36·ln 13.5 + 0.77 + 0.96 = 4.60
    await expect(page.getByTestId('score-result')).toHaveText('4,60')
    await page.getByLabel('Jazyk').selectOption('en')
    await expect(page.getByTestId('score-result')).toHaveText('4.60')
    await page.getByLabel('CRP', { exact: true }).fill('12.5')
    await expect(page.getByTestId('score-result')).toHaveText('4.60')
  })

  test('invalid input is explained at the field and gives no result', async ({ page }) => {
    await page.goto('/calculator/rheumatology?score=das28-crp')
    const tender = page.getByLabel('Bolestivé klouby (TJC28)')
    await tender.fill('29')
    await expect(tender).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('score-result')).toHaveCount(0)
  })
})

test('a phone-sized screen has no horizontal scrolling on any calculator page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  for (const path of [
    '/calculator',
    '/calculator/dermatology?score=pasi',
    '/calculator/dermatology?score=dlqi',
    '/calculator/rheumatology?score=das28-crp',
    '/calculator/rheumatology?score=dapsa',
    '/materials/system-therapy',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await context.close()
})

test.describe('accessibility', () => {
  test.use({ bypassCSP: true })
  for (const path of [
    '/calculator',
    '/calculator/dermatology?score=pasi',
    '/calculator/dermatology?score=dlqi',
    '/calculator/rheumatology?score=das28-crp',
    '/calculator/rheumatology?score=dapsa',
    '/calculator/rheumatology?score=basdai',
  ]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousAccessibilityViolations(page)).toEqual([])
    })
  }
})
