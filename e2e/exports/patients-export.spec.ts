import ExcelJS from 'exceljs'
import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { to } from '../support/paths'

/**
 * The admin filters the patient list by a diagnosis and exports it: the file downloads at once,
 * opens as a workbook with Czech headers and holds the filtered patients only, as many as the list
 * shows, each with that diagnosis.
 */
test('the filtered patient list is exported to an Excel file that opens', async ({ page }) => {
  await signInPage(page, demo.admin)
  await page.goto(to.patients({ diagnosis: 'L40.0' }))
  const rows = page.locator('main tbody tr')
  await expect(rows.first()).toBeVisible()
  await expect(page.locator('main table')).not.toHaveAttribute('aria-busy', 'true')
  const shown = await rows.count()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportovat do Excelu' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^pacienti-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]
  expect(sheet?.getRow(1).getCell(1).value).toBe('Příjmení')
  expect(sheet?.getRow(1).getCell(7).value).toBe('Diagnózy')
  const count = (sheet?.rowCount ?? 0) - 1
  // The list's first page holds them all here (the demo has fewer than a page).
  expect(count).toBe(shown)
  for (let row = 2; row <= count + 1; row += 1)
    expect(sheet?.getRow(row).getCell(7).text).toContain('L40.0')
})
