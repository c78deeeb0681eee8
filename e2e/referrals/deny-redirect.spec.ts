import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { centreId, createPatient, createReferral, demoCentreName, uniqueLetters } from './clinic'
import { to } from '../support/paths'

/**
 * The centre denies a referral with a coded reason and a comment; the referrer reads both in the
 * history and redirects the referral in one step to another centre. The new referral carries the
 * old one's data and both show the link between them.
 */
test('a denied referral shows its reason and is redirected to another centre', async ({
  page,
  browser,
}) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Zamítnutá${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const centre = await centreId(page.request, referrer.accessToken, demoCentreName)
  const plzen = await centreId(page.request, referrer.accessToken, /FN Plzeň, Plzeň$/)
  const note = `Prosíme o převzetí, ${uniqueLetters()}.`
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: centre,
    note,
  })

  // The centre doctor denies it through the dialog: a reason from the list and a comment.
  const centreContext = await browser.newContext()
  const centrePage = await centreContext.newPage()
  await signInPage(centrePage, demo.centerDoctor)
  await centrePage.goto(to.referral(referral.id))
  await centrePage.getByRole('button', { name: 'Zamítnout' }).click()
  const deny = centrePage.getByRole('dialog', { name: 'Zamítnout žádost' })
  await deny.getByLabel('Důvod').selectOption({ label: 'Nesplňuje kritéria' })
  await deny.getByLabel('Komentář').fill('DAS28 pod hranicí pro biologickou léčbu.')
  await deny.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(deny).toBeHidden()
  await expect(centrePage.getByText('Zamítnutá', { exact: true })).toBeVisible()
  // The centre has nothing more to do with it.
  await expect(centrePage.getByRole('button', { name: 'Přijmout' })).toHaveCount(0)
  await centreContext.close()

  // The referrer sees the reason and the comment, in the facts and in the history.
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.referral(referral.id))
  await expect(page.getByText('Zamítnutá', { exact: true })).toBeVisible()
  await expect(page.getByText('Na tahu je odesílající lékař')).toBeVisible()
  const denied = page.getByRole('listitem').filter({ hasText: 'Zamítnuta' })
  await expect(denied).toContainText('Nesplňuje kritéria')
  await expect(denied).toContainText('DAS28 pod hranicí pro biologickou léčbu.')

  // Redirect: without a centre the dialog says so on the field, which takes the focus.
  await page.getByRole('button', { name: 'Přesměrovat' }).click()
  const redirect = page.getByRole('dialog', { name: 'Přesměrovat do jiného centra' })
  await redirect.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(redirect.getByText('Vyberte centrum.')).toBeVisible()
  await expect(redirect.getByLabel('Nové centrum')).toBeFocused()
  // The centre that denied it is not offered again.
  await expect(redirect.locator(`option[value="${centre}"]`)).toHaveCount(0)
  await redirect.getByLabel('Nové centrum').selectOption(plzen)
  await redirect.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(redirect).toBeHidden()

  // One step: the new referral is open, sent to Plzeň, prefilled from the old one.
  await expect(page).not.toHaveURL(new RegExp(`referral=${referral.id}`))
  await expect(page).toHaveURL(/[?&]referral=[0-9a-f-]{36}/)
  const newId = new URL(page.url()).searchParams.get('referral') ?? ''
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  // The print sheet's header names the centre too, hidden on screen.
  await expect(
    page
      .getByText(/FN Plzeň, Plzeň/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
  await expect(page.getByText(note)).toBeVisible()
  await expect(page.getByText(/^L40\.5 /)).toBeVisible()
  await expect(page.getByText('Prioritní', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName)

  // Both views show the link, and it leads to the other one.
  await page.getByRole('button', { name: 'Přesměrováno ze zamítnuté žádosti' }).click()
  await expect(page).toHaveURL(new RegExp(`referral=${referral.id}`))
  // Denied and sent on: one word for it, as on every screen.
  await expect(page.getByText('Přesměrovaná', { exact: true })).toBeVisible()
  // Redirected once: no second redirect is offered.
  await expect(page.getByRole('button', { name: 'Přesměrovat' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Přesměrováno do nové žádosti' }).click()
  await expect(page).toHaveURL(new RegExp(`referral=${newId}`))
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  // The list reads both the same way: the old one redirected, the new one waiting.
  await page.goto(to.referrals())
  const rows = page.getByRole('row').filter({ hasText: lastName })
  await expect(rows.filter({ hasText: 'Přesměrovaná' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Čekající' })).toHaveCount(1)
})
