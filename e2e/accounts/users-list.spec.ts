import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { paths } from '../support/paths'

const surnames = ['Pokusný', 'Zkušební', 'Ukázková', 'Vzorová', 'Cvičná', 'Modelová', 'Fiktivní']

test('an admin invites reps in bulk from a pasted list, then searches, filters, sorts and pages the users', async ({
  page,
}) => {
  const label = `hromadne${randomUUID().slice(0, 6)}`
  const emails = Array.from(
    { length: 21 },
    (_, i) => `rep${String(i + 1).padStart(2, '0')}.${label}@e2e.konzilium.test`,
  )
  const lines = [
    'e-mail;jméno;příjmení;firma;kraje',
    ...emails.map(
      (email, i) =>
        `${email};Tereza;${surnames[i % surnames.length] ?? ''};Ukázková Pharma;CZ010 CZ020`,
    ),
    // One bad row: the others are invited all the same.
    `bez-zavinace.${label};Tereza;Chybná;Ukázková Pharma;CZ010`,
  ]
  await signInPage(page, demo.admin)
  await page.goto(paths.app.usersAdd)
  await page.getByRole('radio', { name: /Více reprezentantů najednou/ }).check()
  await page.getByLabel('Seznam reprezentantů').fill(lines.join('\n'))
  await page.getByRole('button', { name: 'Pozvat všechny' }).click()
  await expect(page.getByText('Pozváno: 21, s chybou: 1')).toBeVisible()
  const results = page.getByRole('table', { name: 'Výsledek po řádcích' })
  await expect(results.getByRole('row')).toHaveCount(23)
  // The issue names the column as the file does, in Czech, never the field key.
  await expect(results.getByRole('row').last()).toContainText('E-mail: ')
  await expect(results.getByRole('row').last()).not.toContainText('email:')

  await page.goto(paths.app.users)
  const table = page.getByRole('table', { name: /Uživatelé:/ })
  await page.getByLabel('Hledat jméno nebo e-mail').fill(label)
  await expect(table.getByRole('caption')).toContainText('21 účtů')
  // The search text never reaches the address (it may be a person's name).
  expect(page.url()).not.toContain(label)
  await expect(page.getByText('Strana 1 z 2')).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(20)

  await page.getByLabel('Role').selectOption('rep')
  await page.getByLabel('Stav').selectOption('invited')
  await expect(page).toHaveURL(/role=rep/)
  await expect(page).toHaveURL(/status=invited/)
  await expect(table.getByRole('caption')).toContainText('21 účtů')

  const emailHeader = table.getByRole('columnheader', { name: /E-mail/ })
  await emailHeader.getByRole('button').click()
  await expect(page).toHaveURL(/sort=email/)
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(table.locator('tbody tr').first()).toContainText(emails[0] ?? '')
  await emailHeader.getByRole('button').click()
  await expect(page).toHaveURL(/sort=-email/)
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(table.locator('tbody tr').first()).toContainText(emails[20] ?? '')

  await page.getByRole('button', { name: 'Další' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Strana 2 z 2')).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table.locator('tbody tr').first()).toContainText(emails[0] ?? '')

  // Filters live in the address: back returns to page 1, a reload keeps them.
  await page.goBack()
  await expect(page.getByText('Strana 1 z 2')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Role')).toHaveValue('rep')
  await expect(page.getByLabel('Stav')).toHaveValue('invited')
})
