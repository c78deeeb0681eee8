import { expect, test } from '@playwright/test'
import { createActiveDoctor, demo, signInByApi, signInPage } from '../support/accounts'
import { centreId, createPatient, createReferral, openedReferralHeader } from '../referrals/clinic'
import { paths, to } from '../support/paths'

/**
 * The live channel (ADR 036) in two browsers: a referrer's app is open at home; the demo centre
 * doctor accepts the referral in another browser context; without a reload the referrer's bell
 * counts it at once and the acceptance shows as a toast. A fresh referrer keeps the count exact.
 */
test('an acceptance in one browser raises a toast and a bell entry in the other', async ({
  page,
  browser,
}) => {
  const doctor = await createActiveDoctor(page.request, 'live')
  const referrer = await signInByApi(page.request, doctor)
  const centre = await signInByApi(page.request, demo.centerDoctor)
  const profile = (await (
    await page.request.get('/api/users/me', {
      headers: { authorization: `Bearer ${centre.accessToken}` },
    })
  ).json()) as { centerDoctor: { centerName: string } | null }
  const lastName = 'Živá'
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: await centreId(
      page.request,
      referrer.accessToken,
      profile.centerDoctor?.centerName ?? 'missing',
    ),
    note: 'Prosím o převzetí.',
  })

  // The referrer's app is open and its live channel is up (the stream answered).
  const live = page.waitForResponse(
    (response) => response.url().endsWith('/api/live') && response.status() === 200,
  )
  await signInPage(page, doctor)
  await page.goto(paths.app.home)
  await live
  await expect(page.getByRole('button', { name: 'Oznámení', exact: true })).toBeVisible()

  const centreContext = await browser.newContext()
  try {
    const centrePage = await centreContext.newPage()
    await signInPage(centrePage, demo.centerDoctor)
    await centrePage.goto(to.referral(referral.id))
    await centrePage.getByRole('button', { name: 'Přijmout' }).click()
    await centrePage.getByRole('button', { name: 'Potvrdit' }).click()
    await expect(
      openedReferralHeader(centrePage, lastName).getByText('Přijatá', { exact: true }),
    ).toBeVisible()
  } finally {
    await centreContext.close()
  }

  // No reload: the toast and the count arrive over the channel (the bell does not poll while it
  // is open, and the page's clock is not moved).
  const toast = page.getByRole('status').filter({ hasText: /Žádost pro .+ byla přijata/ })
  await expect(toast).toBeVisible()
  const bell = page.getByRole('button', { name: 'Oznámení, 1 nepřečtené' })
  await expect(bell).toBeVisible()
  await bell.click()
  await expect(
    page
      .getByRole('region', { name: 'Oznámení', exact: true })
      .getByRole('link', { name: /Žádost pro .+ Živá byla přijata/ }),
  ).toBeVisible()
})
