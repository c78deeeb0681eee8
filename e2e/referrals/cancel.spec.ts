import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import {
  centreId,
  createPatient,
  createReferral,
  demoCentreName,
  openedReferralHeader,
  uniqueLetters,
} from './clinic'
import { to } from '../support/paths'

/**
 * The referrer cancels an open referral: the reason and the comment are required and the dialog
 * says so on the fields; the centre then sees it cancelled, with nothing left to decide.
 */
test('the referrer cancels an open referral; the centre sees it cancelled', async ({
  page,
  browser,
}) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Zrušená${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const centre = await centreId(page.request, referrer.accessToken, demoCentreName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: centre,
    note: 'Kontrola za tři měsíce.',
  })

  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.referral(referral.id))
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Zrušit žádost' }).click()
  const dialog = page.getByRole('dialog', { name: 'Zrušit žádost' })
  await expect(dialog).toBeVisible()

  // Sent empty: both fields say what is missing and the first one takes the focus.
  await dialog.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(dialog.getByText('Vyberte důvod.')).toBeVisible()
  await expect(dialog.getByText('Napište komentář.')).toBeVisible()
  await expect(dialog.getByLabel('Důvod')).toBeFocused()
  await expect(dialog.getByLabel('Důvod')).toHaveAttribute('aria-invalid', 'true')
  // A reason alone is not enough: the comment is still missing, and now it has the focus.
  await dialog.getByLabel('Důvod').selectOption({ label: 'Stav se zlepšil' })
  await expect(dialog.getByText('Vyberte důvod.')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(dialog.getByLabel('Komentář')).toBeFocused()
  await expect(dialog.getByText('Napište komentář.')).toBeVisible()
  // Nothing was sent: the referral is still open.
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()

  await dialog.getByLabel('Komentář').fill('Po úpravě léčby bez potíží.')
  await dialog.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Zrušená', { exact: true })).toBeVisible()
  await expect(page.getByText('Uzavřeno')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zrušit žádost' })).toHaveCount(0)

  // The centre finds it cancelled in the inbox and in the detail, with no accept or deny.
  const centreContext = await browser.newContext()
  const centrePage = await centreContext.newPage()
  await signInPage(centrePage, demo.centerDoctor)
  await centrePage.goto(to.referrals({ state: 'cancelled' }))
  const row = centrePage.getByRole('row', { name: new RegExp(lastName) })
  await expect(row.getByText('Zrušená', { exact: true })).toBeVisible()
  await row.getByRole('link').click()
  // The opened referral's chip: the list of cancelled ones can still show while it loads.
  await expect(
    openedReferralHeader(centrePage, lastName).getByText('Zrušená', { exact: true }),
  ).toBeVisible()
  const cancelled = centrePage.getByRole('listitem').filter({ hasText: 'Zrušena' })
  await expect(cancelled).toContainText('Stav se zlepšil')
  await expect(cancelled).toContainText('Po úpravě léčby bez potíží.')
  for (const name of ['Přijmout', 'Zamítnout', 'Přesměrovat', 'Zrušit žádost'])
    await expect(centrePage.getByRole('button', { name })).toHaveCount(0)
  await centreContext.close()
})
