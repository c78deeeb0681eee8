import { expect, test } from '@playwright/test'
import { demo, signInPage, uniqueEmail } from '../support/accounts'
import { waitForMail } from '../support/mail'
import { paths } from '../support/paths'

test('a rep invites a peripheral doctor in one of the rep’s own regions', async ({ page }) => {
  await signInPage(page, demo.rep)
  await page.goto(paths.app.home)
  await page
    .getByRole('navigation', { name: 'Hlavní navigace' })
    .getByRole('link', { name: 'Pozvat lékaře' })
    .click()
  await expect(page).toHaveURL(paths.app.usersAdd)
  // The menu item's promise is the page's title.
  await expect(page.getByRole('heading', { level: 1, name: 'Pozvat lékaře' })).toBeVisible()
  // A rep invites peripheral doctors only: no choice of kind, regions limited to the rep's own.
  await expect(page.getByRole('radio')).toHaveCount(0)
  const region = page.getByLabel('Kraj')
  await expect(region.locator('option')).toHaveText([
    'Vyberte…',
    'Hlavní město Praha',
    'Středočeský kraj',
  ])
  const email = uniqueEmail('od-reprezentanta')
  await page.getByLabel('Jméno', { exact: true }).fill('Věra')
  await page.getByLabel('Příjmení').fill('Imaginární')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await region.selectOption('CZ020')
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click()
  await expect(page.getByText('Pozvánka odeslána')).toBeVisible()
  await waitForMail(email)
})

test('a centre doctor invites a colleague into their own centre', async ({ page }) => {
  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.usersAdd)
  await expect(page.getByRole('radio')).toHaveCount(2)
  await page.getByRole('radio', { name: 'Lékaře centra biologické léčby' }).check()
  // The centre is the inviter's own, shown rather than chosen.
  await expect(page.getByLabel('Centrum')).toHaveCount(0)
  await expect(page.getByText('Centrum:')).toBeVisible()
  const email = uniqueEmail('kolega')
  await page.getByLabel('Jméno', { exact: true }).fill('Lenka')
  await page.getByLabel('Příjmení').fill('Příkladná')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click()
  await expect(page.getByText('Pozvánka odeslána')).toBeVisible()
  await waitForMail(email)
})
