import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { paths } from '../support/paths'
import {
  centreId,
  createPatient,
  createReferral,
  demoCentreName,
  uniqueLetters,
} from '../referrals/clinic'

/**
 * The home page lists the notifications the server keeps for the user (not this browser's
 * toasts). Each one says what happened and names the patient, because the addressed centre may
 * read the record of a pending referral. It opens the referral and reads well in both languages.
 */
test('the home page shows the server’s notifications naming the patient, in Czech and English', async ({
  page,
}) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Oznámená${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const centre = await centreId(page.request, referrer.accessToken, demoCentreName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: centre,
    note: 'Prosím o převzetí.',
  })

  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.home)
  const latest = page.getByRole('table', { name: 'Poslední oznámení' })
  const news = latest.getByRole('link', { name: `Nová žádost pro Eva ${lastName}` })
  await expect(news).toBeVisible()
  await expect(latest.getByText(`Centrum: ${demoCentreName}.`).first()).toBeVisible()
  await expect(page.getByText('App Error')).toHaveCount(0)

  await page.getByRole('banner').getByRole('combobox', { name: 'Jazyk' }).selectOption('en')
  const inEnglish = page.getByRole('table', { name: 'Latest notifications' })
  await expect(
    inEnglish.getByRole('link', { name: `New referral for Eva ${lastName}` }),
  ).toBeVisible()
  await expect(inEnglish.getByText(`Centre: ${demoCentreName}.`).first()).toBeVisible()

  // It opens the referral it is about.
  await inEnglish.getByRole('link', { name: `New referral for Eva ${lastName}` }).click()
  await expect(page).toHaveURL(new RegExp(`referral=${referral.id}`))
})
