import { expect, test, type Page } from '@playwright/test'
import { newPassword, uniqueEmail } from '../support/accounts'
import { activationLinkIn, waitForMail } from '../support/mail'
import { paths } from '../support/paths'

async function fillRegistration(page: Page, email: string, ico: string) {
  await page.goto('/register/peripheral')
  await page.getByLabel('Titul před jménem').fill('MUDr.')
  await page.getByLabel('Jméno', { exact: true }).fill('Marek')
  await page.getByLabel('Příjmení').fill('Cvičný')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Telefon').fill('603 123 456')
  await page.getByLabel('Název pracoviště').fill('Kožní ambulance Cvičný s.r.o., Tábor')
  await page.getByLabel('IČO', { exact: true }).fill(ico)
  await page.getByLabel('IČP', { exact: true }).fill('40123457')
  await page.getByLabel('Odbornost').selectOption('404')
  await page.getByLabel('Kraj').selectOption('CZ031')
  await page.getByLabel(/Souhlasím s podmínkami/).check()
}

test('a peripheral doctor registers, activates the account from the e-mail and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('registrace')
  await fillRegistration(page, email, '27082440')
  await page.getByRole('button', { name: 'Registrovat se' }).click()
  await expect(page).toHaveURL('/registration-success')
  await expect(page.getByText(`E-mail jsme poslali na adresu ${email}.`)).toBeVisible()

  const mail = await waitForMail(email)
  const link = activationLinkIn(mail)
  expect(link).toContain('type=peripheral-registration')
  await page.goto(link)
  const password = newPassword()
  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Aktivovat účet' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page).toHaveURL(paths.app.home)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marek')

  await page.goto(paths.app.profile)
  await expect(page.getByLabel('Název pracoviště')).toHaveValue(
    'Kožní ambulance Cvičný s.r.o., Tábor',
  )
  await expect(page.getByLabel('IČO', { exact: true })).toHaveValue('27082440')
})

test('a wrong IČO is flagged on its field as it is typed, with the wording of the server', async ({
  page,
}) => {
  await fillRegistration(page, uniqueEmail('spatne-ico'), '27082441')
  const ico = page.getByLabel('IČO', { exact: true })
  await ico.blur()
  await expect(ico).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText('Zadejte platné IČO (8 číslic, kontrolní číslice nesouhlasí).'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Registrovat se' }).click()
  await expect(page).toHaveURL('/register/peripheral')
  await expect(ico).toBeFocused()
  await ico.fill('27082440')
  await expect(ico).not.toHaveAttribute('aria-invalid', 'true')
})

test('required fields are marked and, left empty, say so in words', async ({ page }) => {
  await page.goto('/register/peripheral')
  await expect(page.getByText('Pole označená * jsou povinná.')).toBeVisible()
  const required = [
    page.getByLabel('Jméno', { exact: true }),
    page.getByLabel('Příjmení', { exact: true }),
    page.getByLabel('E-mail', { exact: true }),
    page.getByLabel('Telefon', { exact: true }),
    page.getByLabel('Název pracoviště', { exact: true }),
    page.getByLabel('IČO', { exact: true }),
    page.getByLabel('IČP', { exact: true }),
    page.getByLabel('Odbornost', { exact: true }),
    page.getByLabel('Kraj', { exact: true }),
  ]
  // The mark is visual only: each field's accessible name stays its label (exact matches above),
  // and `required` tells assistive technology.
  for (const control of required) {
    await expect(control).toHaveAttribute('required', '')
    const mark = page.locator('.field', { has: control }).locator('.field__required')
    await expect(mark).toBeVisible()
    await expect(mark).toHaveText('*')
  }
  await expect(page.getByLabel(/Souhlasím s podmínkami/)).toHaveAttribute('required', '')
  const optional = page.getByLabel('IČZ (nepovinné)', { exact: true })
  await expect(optional).not.toHaveAttribute('required')
  await expect(page.locator('.field', { has: optional }).locator('.field__required')).toBeHidden()

  await page.getByRole('button', { name: 'Registrovat se' }).click()
  await expect(page.getByLabel('IČO', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Vyplňte IČO.')).toBeVisible()
  await expect(page.getByText('Vyplňte IČP.')).toBeVisible()
  await expect(page.getByText('Vyberte kraj.')).toBeVisible()
  await expect(page.getByText('Vyberte odbornost.')).toBeVisible()
  await expect(page.getByText(/kontrolní číslice/)).toHaveCount(0)
  await expect(page.getByText(/CZ0\d\d/)).toHaveCount(0)
})
