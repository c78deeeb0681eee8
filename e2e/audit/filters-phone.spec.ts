import { expect, test } from '@playwright/test'
import { tabTo } from '../referrals/clinic'
import { demo, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

/**
 * /app/audit on a phone: the filters fold behind one "Filtry" button (with the number of filters
 * in use), so the log's first events are on the first screen; the filters still work from the
 * keyboard and stay in the address. On a wide screen they start open.
 */

/** A day as the date field takes it, `offset` days from today. */
function day(offset: number): string {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('on a 390 px phone the first events show at once and the folded filters still filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInPage(page, demo.admin)
  await page.goto(paths.app.audit)
  const caption = page.locator('.audit-table caption')
  await expect(caption).not.toHaveText(/^0 /)
  const toggle = page.getByRole('button', { name: /^Filtry/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Hledat uživatele podle jména')).toBeHidden()
  // The first two events are whole on the first screen, nothing scrolled.
  const rows = page.locator('.audit-table tbody tr')
  await expect(rows.nth(1)).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(rows.nth(0)).toBeInViewport({ ratio: 1 })
  await expect(rows.nth(1)).toBeInViewport({ ratio: 1 })
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  // By keyboard: the button opens the filters, a date filters the log and goes into the address.
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Hledat uživatele podle jména')).toBeFocused()
  await page.getByLabel('Od (datum)').fill(day(1))
  await expect(caption).toHaveText('0 záznamů')
  await expect(page).toHaveURL(new RegExp(`from=${day(1)}`))
  await expect(toggle).toHaveAccessibleName('Filtry 1 aktivní')
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Od (datum)')).toBeHidden()

  // A reload keeps the filter (the address), folded, with its count on the button.
  await page.reload()
  await expect(caption).toHaveText('0 záznamů')
  await expect(toggle).toHaveAccessibleName('Filtry 1 aktivní')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByLabel('Od (datum)')).toHaveValue(day(1))
  await page.getByLabel('Od (datum)').fill('')
  await expect(caption).not.toHaveText(/^0 /)
  await expect(toggle).toHaveAccessibleName('Filtry')
})

test('on a 1280 px screen the filters start open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInPage(page, demo.admin)
  await page.goto(paths.app.audit)
  await expect(page.getByRole('button', { name: /^Filtry/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByLabel('Hledat uživatele podle jména')).toBeVisible()
  await expect(page.getByRole('search', { name: 'Filtry' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
