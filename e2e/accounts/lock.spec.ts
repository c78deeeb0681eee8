import { expect, test } from '@playwright/test'
import { createActiveDoctor, demo, signInPage, signInWithForm } from '../support/accounts'
import { paths, to } from '../support/paths'

test('an admin locks a signed-in user; the user’s next action signs them out with a message', async ({
  browser,
  page,
  request,
}) => {
  const doctor = await createActiveDoctor(request, 'zamceny')
  const userContext = await browser.newContext()
  const userPage = await userContext.newPage()
  await signInPage(userPage, doctor)
  await userPage.goto(paths.app.home)
  await expect(userPage.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible()

  await signInPage(page, demo.admin)
  await page.goto(to.user(doctor.id))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Modelová')
  await page.getByRole('button', { name: 'Zablokovat účet' }).click()
  const dialog = page.getByRole('dialog', { name: /Zablokovat účet/ })
  await dialog.getByLabel('Důvod (nepovinný)').fill('Opuštěné pracoviště')
  await dialog.getByRole('button', { name: 'Zablokovat' }).click()
  await expect(page.getByText('Účet je zablokovaný.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Stav účtu' })).toContainText('zablokovaný')

  // The user's next action meets the ended session.
  await userPage
    .getByRole('navigation', { name: 'Hlavní navigace' })
    .getByRole('link', { name: 'Profil' })
    .click()
  await expect(userPage).toHaveURL('/login')
  await expect(userPage.getByTestId('toast')).toContainText('Přihlášení bylo ukončeno')
  await signInWithForm(userPage, doctor)
  await expect(userPage.getByRole('alert')).toContainText('Účet je zablokovaný.')
  await userContext.close()

  // Unlocked, the user can sign in again.
  await page.getByRole('button', { name: 'Odblokovat účet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Potvrdit' }).click()
  await expect(page.getByText('Účet je odblokovaný.')).toBeVisible()
})
