import { expect, test } from '@playwright/test'
import { createActiveDoctor, signInPage, signInWithForm } from '../support/accounts'
import { paths } from '../support/paths'

test('a user sees their sessions in the profile and ends all the others', async ({
  page,
  request,
  browser,
}) => {
  const doctor = await createActiveDoctor(request, 'relace')
  const elsewhere = await browser.newContext()
  const elsewherePage = await elsewhere.newPage()
  await signInPage(elsewherePage, doctor)

  await signInWithForm(page, doctor)
  await expect(page).toHaveURL(paths.app.home)
  await page.goto(paths.app.profile)
  const sessions = page.getByRole('table', { name: 'Aktivní přihlášení' })
  await expect(sessions.locator('tbody tr')).toHaveCount(2)
  await expect(sessions).toContainText('toto zařízení')
  await page.getByRole('button', { name: 'Odhlásit všechna ostatní zařízení' }).click()
  await expect(sessions.locator('tbody tr')).toHaveCount(1)

  await elsewherePage.goto(paths.app.profile)
  await expect(elsewherePage).toHaveURL('/login')
  await expect(elsewherePage.getByTestId('toast')).toContainText('Přihlášení bylo ukončeno')
  await elsewhere.close()
})
