import { expect, test } from '@playwright/test'
import { createActiveDoctor, signInWithForm, totpCode } from '../support/accounts'

test('a user switches on two-factor sign-in in the profile and then signs in with a code', async ({
  page,
  request,
}) => {
  const doctor = await createActiveDoctor(request, 'dvoufazove')
  await signInWithForm(page, doctor)
  await expect(page).toHaveURL('/app')
  await page.goto('/app/profile')
  const card = page.getByRole('region', { name: 'Dvoufázové ověření' })
  await card.getByRole('button', { name: 'Zapnout dvoufázové ověření' }).click()
  await expect(card.getByRole('img', { name: 'QR kód pro ověřovací aplikaci' })).toBeVisible()
  const key = (await card.getByTestId('manual-key').textContent()) ?? ''
  const first = await totpCode(key)
  await card.getByLabel('Kód z aplikace').fill(first)
  await card.getByRole('button', { name: 'Ověřit a zapnout' }).click()
  const codes = card.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await card.getByRole('button', { name: 'Kódy mám uložené' }).click()
  await expect(card).toContainText('Zapnuto od')
  await expect(card).toContainText('Zbývá 10 kódů pro obnovení.')

  await page.goto('/logout')
  await expect(page).toHaveURL('/login')
  await signInWithForm(page, doctor)
  await expect(page.getByRole('heading', { name: 'Dvoufázové ověření' })).toBeVisible()
  const codeField = page.getByLabel('Ověřovací kód')
  await codeField.fill('123456')
  await page.getByRole('button', { name: 'Ověřit' }).click()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  // A step already used for the confirmation is never accepted again: the next one is.
  await codeField.fill(await totpCode(key, first))
  await page.getByRole('button', { name: 'Ověřit' }).click()
  await expect(page).toHaveURL('/app')
})
