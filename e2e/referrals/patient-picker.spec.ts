import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { paths } from '../support/paths'

/**
 * A new referral started from the referrals list (or from home) asks for the patient first: the
 * referrer finds an own patient by name without diacritics, picks it, and the form shows whom it
 * is about. The search text never reaches the address; only the chosen patient's id does.
 */
test('a referral started from the list finds and picks an own patient', async ({ page }) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const surname = `Šťastná${letters()}`
  const created = await page.request.post('/api/patients', {
    headers: { authorization: `Bearer ${referrer.accessToken}` },
    data: {
      firstName: 'Věra',
      lastName: surname,
      birthDate: '1969-09-30',
      sex: 'female',
      insurer: '111',
      diagnoses: ['L40.0'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const patient = (await created.json()) as { id: string }

  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.referrals)
  await page.getByRole('button', { name: 'Nová žádost' }).click()
  await expect(page.getByRole('heading', { name: 'Nová žádost o převzetí do péče' })).toBeVisible()
  // Without diacritics and in lower case, as one types in a hurry.
  const search = surname.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  await page.getByLabel('Najít pacienta (jméno nebo začátek rodného čísla)').fill(search)
  const choice = page.getByRole('button', { name: new RegExp(surname) })
  await expect(choice).toHaveCount(1)
  await choice.click()

  await expect(page).toHaveURL(new RegExp(`patient=${patient.id}`))
  expect(page.url()).not.toContain(search)
  await expect(page.locator('.patient-picker__chosen')).toContainText(surname)
  await expect(page.getByLabel('Diagnóza (MKN-10)')).toBeVisible()

  // "Change patient" goes back to the picker.
  await page.getByRole('button', { name: 'Změnit pacienta' }).click()
  await expect(page.getByLabel('Najít pacienta (jméno nebo začátek rodného čísla)')).toBeVisible()
})

test('a centre doctor is not offered a new referral', async ({ page }) => {
  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.referrals)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nová žádost' })).toHaveCount(0)
})

function letters(): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz'
  return Array.from({ length: 6 }, () => abc[randomInt(abc.length)]).join('')
}
