import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths, to } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

test('an admin creates a centre, finds it without diacritics, hides it and imports centres in bulk', async ({
  page,
}) => {
  const label = `e2e${randomUUID().slice(0, 6)}`
  const name = `Kožní centrum Žďár ${label}`
  await signInPage(page, demo.admin)
  await page.goto(paths.app.centers)
  await expect(page.getByRole('heading', { name: 'Centra biologické léčby' })).toBeVisible()

  await page.getByRole('button', { name: 'Nové centrum' }).click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Uložit' }) })
  await form.getByLabel('Název').fill(name)
  await form.getByLabel('Město').fill('Žďár nad Sázavou')
  await form.getByLabel('Kraj').selectOption('CZ063')
  await form.getByLabel('Odbornost').selectOption('dermatology')
  // Checked as the user types, with the contract's rule for a PSČ.
  await form.getByLabel('PSČ').fill('591')
  await form.getByLabel('Telefon').focus()
  await expect(form.getByText('Zadejte PSČ jako 5 číslic, např. 110 00.')).toBeVisible()
  await form.getByLabel('PSČ').fill('591 01')
  await form.getByRole('button', { name: 'Uložit' }).click()
  await expect(page.getByText(`Centrum ${name} je uloženo.`)).toBeVisible()

  const table = page.getByRole('table', { name: /Centra:/ })
  await page.getByLabel('Hledat název nebo město').fill(`kozni zdar ${label}`)
  await expect(page).toHaveURL(/q=kozni/)
  await expect(table.getByRole('caption')).toContainText('1 centrum')
  const row = table.locator('tbody tr').first()
  await expect(row).toContainText(name)
  await expect(row).toContainText('591 01')
  await expect(row).toContainText('Kraj Vysočina')

  await row.getByRole('button', { name: `Skrýt centrum ${name}` }).click()
  await expect(row).toContainText('Skryté')
  await expect(row.getByRole('button', { name: `Zobrazit centrum ${name}` })).toBeVisible()
  await page.getByLabel('Viditelnost').selectOption('false')
  await expect(page).toHaveURL(/visible=false/)
  await expect(table.getByRole('caption')).toContainText('1 centrum')

  await page.getByRole('button', { name: 'Hromadný import' }).click()
  await page
    .getByLabel('Seznam center')
    .fill(
      [
        `Revmatologie Dávka ${label};Olomouc;Olomoucký kraj;revmatologie;;779 00`,
        `Revmatologie Chyba ${label};Olomouc;Neexistující kraj;revmatologie`,
      ].join('\n'),
    )
  await page.getByRole('button', { name: 'Importovat' }).click()
  await expect(page.getByText('Založeno: 1, s chybou: 1')).toBeVisible()
  const results = page.getByRole('table', { name: 'Výsledek po řádcích' })
  await expect(results.locator('tbody tr')).toHaveCount(2)
  await expect(results.locator('tbody tr').last()).toContainText('Kraj: Vyberte kraj ze seznamu.')

  // At phone width the page never scrolls sideways (the table scrolls inside its region).
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(to.centers({ q: label }))
  await expect(table.getByRole('caption')).toContainText('2 centra')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('a centre doctor sees the own centre and may edit it, but neither hides nor deletes', async ({
  page,
}) => {
  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.centers)
  const table = page.getByRole('table', { name: /Centra:/ })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nové centrum' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Skrýt centrum/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Smazat centrum/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Upravit centrum/ })).toHaveCount(1)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
