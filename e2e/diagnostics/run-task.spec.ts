import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

/**
 * /app/diagnostics (ADR 043): an admin runs a background task from the tasks table and sees its
 * last run change to one run by hand; on a phone the table's rows are cards with the same button.
 */
const task = 'files.purge-unattached'

test('an admin runs a task now and sees its last run change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInPage(page, demo.admin)
  await page.goto(paths.app.diagnostics)
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostika' })).toBeVisible()
  const lastRun = page.getByTestId(`last-run-${task}`)
  await expect(lastRun).toBeVisible()
  await expect(lastRun).not.toContainText('spuštěno ručně')
  const before = await lastRun.textContent()

  const run = page.getByRole('button', { name: `Spustit nyní: ${task}` })
  await run.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Úloha ${task} doběhla.`)).toBeVisible()
  await expect(lastRun).toContainText('spuštěno ručně')
  expect(await lastRun.textContent()).not.toBe(before)
  // The application's facts and the caches are there too.
  await expect(page.getByText('vestavěná (PGlite)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Obnovit mezipaměť sessions' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('on a 390 px phone the tasks are cards with their button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInPage(page, demo.admin)
  await page.goto(paths.app.diagnostics)
  const run = page.getByRole('button', { name: `Spustit nyní: ${task}` })
  await expect(run).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
