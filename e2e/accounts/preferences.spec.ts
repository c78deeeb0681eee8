import { expect, test } from '@playwright/test'
import { createActiveDoctor, signInWithForm } from '../support/accounts'
import { paths } from '../support/paths'

test('settings are stored with the account and applied at the next sign-in on another device', async ({
  page,
  request,
  browser,
}) => {
  const doctor = await createActiveDoctor(request, 'predvolby')
  await signInWithForm(page, doctor)
  await expect(page).toHaveURL(paths.app.home)
  await page.goto(paths.app.settings)
  await page.getByRole('radio', { name: 'Tmavý režim' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByText('Nastavení bylo uloženo.')).toBeVisible()
  await page
    .getByRole('group', { name: 'Nové zprávy v konzultacích' })
    .getByRole('radio', { name: 'Neposílat e-mailem' })
    .check()
  await expect(page.getByText('Nastavení bylo uloženo.')).toBeVisible()
  // The switch waits for the English catalogue, then the radio follows the language.
  await page.getByRole('radio', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  // Another browser (Czech, light by default) takes the stored theme and language at sign-in.
  const other = await browser.newContext({ locale: 'cs-CZ' })
  const otherPage = await other.newPage()
  await signInWithForm(otherPage, doctor)
  await expect(otherPage).toHaveURL(paths.app.home)
  await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'en')
  await otherPage.goto(paths.app.settings)
  await expect(
    otherPage
      .getByRole('group', { name: 'New messages in consultations' })
      .getByRole('radio', { name: 'No e-mail' }),
  ).toBeChecked()
  await other.close()
})
