import { expect, test, type Page } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { paths } from '../support/paths'

/**
 * The clinical lists sort by their column headers only, every order their contract allows, with
 * the order in the address: a header is a button that Enter and Space press like a click.
 */
const sortHeader = (page: Page, name: string) =>
  page.getByRole('table').getByRole('columnheader', { name: new RegExp(`^${name}`) })

test('the referral list sorts by each sortable header, from the keyboard too', async ({ page }) => {
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.referrals)
  await expect(page.getByRole('combobox', { name: /Řadit/ })).toHaveCount(0)
  // The default order: newest first.
  await expect(sortHeader(page, 'Vytvořeno')).toHaveAttribute('aria-sort', 'descending')

  const patient = sortHeader(page, 'Pacient')
  await patient.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]sort=patient(&|$)/)
  await expect(patient).toHaveAttribute('aria-sort', 'ascending')
  await expect(sortHeader(page, 'Vytvořeno')).toHaveAttribute('aria-sort', 'none')
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/[?&]sort=-patient(&|$)/)
  await expect(patient).toHaveAttribute('aria-sort', 'descending')

  for (const [name, sort] of [
    ['Stav', 'state'],
    ['Naléhavost', 'urgency'],
    ['Vytvořeno', 'createdAt'],
  ] as const) {
    await sortHeader(page, name).getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}(&|$)`))
    await expect(sortHeader(page, name)).toHaveAttribute('aria-sort', 'ascending')
  }
  // Back in history: the order before, from the address.
  await page.goBack()
  await expect(sortHeader(page, 'Naléhavost')).toHaveAttribute('aria-sort', 'ascending')
})

test('the patient list sorts by name, birth date and creation from its headers', async ({
  page,
}) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.patients)
  await expect(page.getByRole('combobox', { name: /Řadit/ })).toHaveCount(0)
  await expect(sortHeader(page, 'Pacient')).toHaveAttribute('aria-sort', 'ascending')
  for (const [name, sort] of [
    ['Datum narození', 'birthDate'],
    ['Založen', 'createdAt'],
  ] as const) {
    await sortHeader(page, name).getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}(&|$)`))
    await expect(sortHeader(page, name)).toHaveAttribute('aria-sort', 'ascending')
    await expect(sortHeader(page, 'Pacient')).toHaveAttribute('aria-sort', 'none')
  }
  await sortHeader(page, 'Založen').getByRole('button').click()
  await expect(page).toHaveURL(/[?&]sort=-createdAt(&|$)/)
  await expect(sortHeader(page, 'Založen')).toHaveAttribute('aria-sort', 'descending')
})
