import { expect, test } from '@playwright/test'
import { demo, newPassword, signInPage, uniqueEmail } from '../support/accounts'
import { activationLinkIn, waitForMail } from '../support/mail'
import { paths } from '../support/paths'

test('an admin invites a centre doctor, who activates the account from the e-mail, signs in and out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('centrum')
  await signInPage(page, demo.admin)
  await page.goto(paths.app.usersAdd)
  await expect(page.getByRole('heading', { level: 1, name: 'Nový uživatel' })).toBeVisible()
  await page.getByRole('radio', { name: 'Lékaře centra biologické léčby' }).check()
  await page.getByLabel('Titul před jménem').fill('MUDr.')
  await page.getByLabel('Jméno', { exact: true }).fill('Lenka')
  await page.getByLabel('Příjmení').fill('Příkladná')
  await page.getByLabel('Titul za jménem').fill('Ph.D.')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  const centre = page.getByLabel('Centrum')
  await expect(centre.locator('option')).not.toHaveCount(1)
  await centre.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Pozvánka odeslána' })).toContainText(
    email,
  )

  // The invitee, in a browser of their own, follows the link from the delivered mail.
  const mail = await waitForMail(email)
  expect(mail.subject).toMatch(/Konzili/)
  const invitee = await browser.newContext()
  const inviteePage = await invitee.newPage()
  await inviteePage.goto(activationLinkIn(mail))
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Aktivace účtu' })).toBeVisible()
  // The code leaves the address bar (it is a secret; analytics would see the URL).
  await expect(inviteePage).toHaveURL(/\/activate-account\?type=center-doctor$/)
  const password = newPassword()
  await inviteePage.getByLabel('Heslo', { exact: true }).fill(password)
  await expect(inviteePage.getByText('Alespoň 12 znaků')).toBeVisible()
  await inviteePage.getByRole('button', { name: 'Aktivovat účet' }).click()

  await expect(inviteePage).toHaveURL('/login')
  await expect(inviteePage.getByText('Účet je aktivní.')).toBeVisible()
  await expect(inviteePage.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await inviteePage.getByLabel('Heslo', { exact: true }).fill(password)
  await inviteePage.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(inviteePage).toHaveURL(paths.app.home)
  await expect(inviteePage.getByRole('heading', { level: 1 })).toContainText('Lenka')

  await inviteePage.getByRole('button', { name: /Uživatelská nabídka/ }).click()
  await inviteePage.getByRole('menuitem', { name: 'Odhlásit se' }).click()
  await expect(inviteePage).toHaveURL('/login')
  await expect(inviteePage.getByTestId('toast')).toContainText('Odhlášení proběhlo úspěšně.')
  expect(await inviteePage.evaluate(() => localStorage.getItem('app.auth'))).toBeNull()

  // The used link explains itself instead of offering the form again.
  await inviteePage.goto(activationLinkIn(mail))
  await expect(inviteePage.getByText('Účet už je aktivní')).toBeHidden()
  await inviteePage.getByLabel('Heslo', { exact: true }).fill(newPassword())
  await inviteePage.getByRole('button', { name: 'Aktivovat účet' }).click()
  await expect(inviteePage.getByText('Účet už je aktivní')).toBeVisible()
  await invitee.close()
})
