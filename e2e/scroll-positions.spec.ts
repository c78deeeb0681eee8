import { expect, test, type Page } from '@playwright/test'
import { demo, signInPage } from './support/accounts'
import { paths } from './support/paths'

/**
 * Scroll positions across navigations inside the app (app/scroll-restoration.ts) behave as a
 * browser's between documents: a new page starts at its top, Back returns to where the reader was,
 * and a change of the query alone (a list's next page) leaves the reader where they are.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test('a new page starts at its top and Back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Podmínky použití' })
  await terms.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(200)

  await terms.click()
  await expect(page).toHaveURL('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Podmínky použití' })).toBeFocused()
  await expect.poll(() => scrollY(page)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(before)

  await page.goForward()
  await expect(page).toHaveURL('/terms')
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('the next page of a list keeps the reader at the pager', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await signInPage(page, demo.admin)
  await page.goto(paths.app.users)
  const pager = page.getByRole('navigation', { name: /stránk/i })
  await expect(pager.getByText('Strana 1 z')).toBeVisible()
  await pager.scrollIntoViewIfNeeded()
  const atPager = await scrollY(page)
  expect(atPager).toBeGreaterThan(200)

  await pager.getByRole('button', { name: 'Další' }).click()
  await expect(page).toHaveURL(/[?&]page=2\b/)
  await expect(pager.getByText('Strana 2 z')).toBeVisible()
  expect(await scrollY(page)).toBeGreaterThan(200)
  await expect(pager).toBeInViewport()
})
