import { expect, test } from '@playwright/test'
import { createActiveDoctor, demo, signInPage, uniqueEmail } from '../support/accounts'
import { activationLinkIn, waitForMail } from '../support/mail'
import { to } from '../support/paths'

test('the server’s field issues land on their fields: a taken e-mail in the admin’s edit', async ({
  page,
}) => {
  const doctor = await createActiveDoctor(page.request, 'prejmenovany')
  await signInPage(page, demo.admin)
  await page.goto(to.user(doctor.id))
  const edit = page.getByRole('region', { name: 'Úprava údajů' })
  // The format is fine, so only the server can tell that the address is taken.
  const email = edit.getByLabel('E-mail', { exact: true })
  await email.fill(demo.peripheralDoctor.email)
  await edit.getByRole('button', { name: 'Uložit' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Tento e-mail už používá jiný účet.')).toBeVisible()
  await expect(email).toBeFocused()
  // Editing the field clears the server's message.
  await email.fill(uniqueEmail('nova'))
  await expect(page.getByText('Tento e-mail už používá jiný účet.')).toBeHidden()
})

test('a common password is refused by the server on the password field', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('bezne-heslo')
  const response = await request.post('/api/peripheral-doctors/public-registration', {
    data: {
      email,
      firstName: 'Věra',
      lastName: 'Imaginární',
      phone: '+420603123456',
      practiceName: 'Ambulance Imaginární',
      ico: '27082440',
      icp: '40123456',
      region: 'CZ010',
      specialty: '109',
      termsAccepted: true,
    },
  })
  expect(response.status()).toBe(202)
  const link = activationLinkIn(await waitForMail(email))
  await page.goto(link)
  const password = page.getByLabel('Heslo', { exact: true })
  await password.fill('password1234')
  // The server loads its password dictionaries at the first check (ADR 012), which on a busy
  // machine takes longer than a field's usual wait: wait for its answer, then for the field.
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/peripheral-doctors/public-activation') &&
      response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Aktivovat účet' }).click()
  expect((await answered).status()).toBe(400)
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/z uniklých databází/)).toBeVisible()
})
