import { expect, test } from '@playwright/test'
import { createActiveDoctor, newPassword } from '../support/accounts'
import { resetCodeIn, waitForMail } from '../support/mail'
import { paths } from '../support/paths'

test('a forgotten password is reset with the e-mailed code; the new one signs in', async ({
  page,
  request,
}) => {
  const doctor = await createActiveDoctor(request, 'zapomnel')
  await page.goto('/login')
  await page.getByRole('link', { name: 'Zapomenuté heslo?' }).click()
  await expect(page).toHaveURL('/request-password')
  // The sign-in page, which has an e-mail field too, stays on screen until this one has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Obnovení hesla' })).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill(doctor.email)
  const before = 1 // the invitation
  await page.getByRole('button', { name: 'Poslat kód' }).click()
  await expect(page).toHaveURL('/reset-password')
  await expect(page.getByText('Platí 10 minut.')).toBeVisible()
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(doctor.email)

  const code = resetCodeIn(await waitForMail(doctor.email, { after: before }))
  const password = newPassword()
  await page.getByLabel('Kód z e-mailu').fill(code)
  await page.getByLabel('Nové heslo').fill(password)
  await expect(page.getByText('Síla hesla:')).toBeVisible()
  await page.getByRole('button', { name: 'Nastavit nové heslo' }).click()

  await expect(page).toHaveURL('/login')
  await expect(page.getByText('Heslo bylo změněno.')).toBeVisible()
  await page.getByLabel('Heslo', { exact: true }).fill(doctor.password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page.getByRole('alert')).toContainText('Nesprávný e-mail nebo heslo.')
  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page).toHaveURL(paths.app.home)
})

test('a wrong code is shown on the code field', async ({ page, request }) => {
  const doctor = await createActiveDoctor(request, 'spatny-kod')
  await page.goto('/reset-password')
  await page.getByLabel('E-mail', { exact: true }).fill(doctor.email)
  await page.getByLabel('Kód z e-mailu').fill('000000')
  await page.getByLabel('Nové heslo').fill(newPassword())
  await page.getByRole('button', { name: 'Nastavit nové heslo' }).click()
  await expect(page.getByLabel('Kód z e-mailu')).toHaveAttribute('aria-invalid', 'true')
})
