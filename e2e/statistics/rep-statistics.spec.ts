import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

/**
 * A representative opens the statistics from the menu and reads the counts of the rep's regions:
 * tables of figures with no count from 1 to 4 shown as a number, charts beside them, a region
 * filter kept in the address, and the tables as cards on a phone.
 */
const figure = /^(0|[5-9]|[1-9]\d+|\d{1,3}([\s\u00a0]\d{3})+|< 5|skryto)$/

test('a representative opens the statistics and reads the tables', async ({ page }) => {
  await signInPage(page, demo.rep)
  await page.goto(paths.app.home)
  await page.getByRole('link', { name: 'Statistiky' }).first().click()
  await expect(page).toHaveURL(new RegExp(`${paths.app.statistics}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiky' })).toBeVisible()

  const byRegion = page.getByRole('table', { name: 'Lékaři podle regionů', exact: true })
  await expect(byRegion.getByRole('row').nth(1)).toBeVisible()
  const regionRows = byRegion.locator('tbody tr')
  // One row per region of the demo rep, then the total.
  await expect(regionRows.last()).toContainText('Celkem')
  const count = await regionRows.count()
  expect(count).toBeGreaterThan(1)
  // What a cell shows (the words read out for "< 5" and "hidden" follow on their own line).
  for (const cell of await byRegion.locator('tbody td.statistics-number').all())
    expect((await cell.innerText()).split('\n')[0]?.trim()).toMatch(figure)
  const months = page.getByRole('table', { name: /^Žádosti po měsících/ })
  await expect(months.locator('tbody tr')).toHaveCount(13) // twelve months and the total
  await expect(page.getByRole('figure').first()).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  // A region filter narrows the tables and stays in the address.
  const region = page.getByLabel('Region', { exact: true })
  const options = await region.locator('option').allInnerTexts()
  await region.selectOption({ label: options[1] ?? '' })
  await expect(page).toHaveURL(/region=CZ/)
  await expect(regionRows).toHaveCount(2)
  await page.reload()
  await expect(regionRows).toHaveCount(2)
})

test('on a 390 px phone the statistics tables become cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInPage(page, demo.rep)
  await page.goto(paths.app.statistics)
  const byRegion = page.getByRole('table', { name: 'Lékaři podle regionů', exact: true })
  await expect(byRegion.locator('tbody tr').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
