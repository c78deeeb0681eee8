import { expect, test, type Locator, type Page } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { centreId, createPatient, createReferral, demoCentreName, uniqueLetters } from './clinic'
import { paths, to } from '../support/paths'

test.use({ viewport: { width: 390, height: 844 } })

/** The page never scrolls sideways: nothing is wider than the phone. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(
    widths.scroll,
    `${what}: page width ${widths.scroll} > ${widths.inner}`,
  ).toBeLessThanOrEqual(widths.inner)
}

/** An action is reachable: inside the page's width and able to take a click (nothing covers it). */
async function expectReachable(action: Locator): Promise<void> {
  await action.scrollIntoViewIfNeeded()
  await expect(action).toBeInViewport({ ratio: 1 })
  await action.click({ trial: true })
}

/** A new patient of the demo referring doctor with an open referral to the demo centre. */
async function openReferral(
  page: Page,
): Promise<{ lastName: string; patientId: string; id: string }> {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Telefonní${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: await centreId(page.request, referrer.accessToken, demoCentreName),
    note: 'Dlouhá poznámka pro centrum, která se musí zalomit a nesmí rozšířit stránku do strany.',
  })
  return { lastName, patientId: patient.id, id: referral.id }
}

// At 390 px (a phone) the clinical screens of each role fit the width and their primary actions
// can be reached.

test('the referring doctor: patients, a record, referrals and one referral', async ({ page }) => {
  const { lastName, patientId, id } = await openReferral(page)
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.patients)
  // The demo doctor has many patients: find this one as a user would.
  await page.getByLabel('Hledat pacienta').fill(lastName)
  await expect(page.getByRole('link', { name: new RegExp(lastName) })).toBeVisible()
  await expectNoSidewaysScroll(page, paths.app.patients)
  await expectReachable(page.getByRole('button', { name: 'Nový pacient' }))

  await page.goto(to.patient(patientId))
  await expect(page.getByRole('heading', { name: new RegExp(lastName) })).toBeVisible()
  await expectNoSidewaysScroll(page, paths.app.detail)
  await expectReachable(page.getByRole('link', { name: 'Nová žádost' }))
  await expectReachable(page.getByRole('button', { name: 'Upravit' }))

  await page.goto(paths.app.referrals)
  await expect(page.getByRole('link', { name: new RegExp(lastName) })).toBeVisible()
  await expectNoSidewaysScroll(page, paths.app.referrals)
  await expectReachable(page.getByRole('link', { name: new RegExp(lastName) }))

  await page.goto(to.referral(id))
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page, 'a referral')
  await expectReachable(page.getByRole('button', { name: 'Zrušit žádost' }))
})

test('the centre doctor: the inbox and a referral to decide', async ({ page }) => {
  const { lastName, id } = await openReferral(page)
  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.referrals)
  // The inbox opens on the waiting referrals, longest waiting first: the name finds this one.
  await page.getByLabel('Hledat').first().fill(lastName)
  await expect(page.getByRole('link', { name: new RegExp(lastName) })).toBeVisible()
  await expectNoSidewaysScroll(page, 'the inbox')
  await page.goto(to.referral(id))
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page, 'a referral at the centre')
  await expectReachable(page.getByRole('button', { name: 'Přijmout' }))
  await expectReachable(page.getByRole('button', { name: 'Zamítnout' }))
})

test('the admin: centres, doctors and the audit trail', async ({ page }) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.centers)
  await expect(page.getByText(demoCentreName, { exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page, paths.app.centers)
  await expectReachable(page.getByRole('button', { name: 'Nové centrum' }))
  // Each centre's own actions too, not only the page's.
  await expectReachable(page.getByRole('button', { name: `Upravit centrum ${demoCentreName}` }))

  await page.goto(to.doctors({ q: 'vzorovy' }))
  await expect(page.getByRole('link', { name: /Vzorový/ })).toBeVisible()
  await expectNoSidewaysScroll(page, paths.app.doctors)
  await expectReachable(page.getByRole('main').getByRole('link', { name: 'Pozvat lékaře' }))

  await page.goto(paths.app.audit)
  await expect(page.locator('.audit-table caption')).not.toHaveText(/^0 /)
  await expectNoSidewaysScroll(page, paths.app.audit)
  // On a phone the filters are folded behind one button; opened, they are reachable.
  await expectReachable(page.getByRole('button', { name: /^Filtry/ }))
  await page.getByRole('button', { name: /^Filtry/ }).click()
  await expectReachable(page.getByLabel('Hledat uživatele podle jména'))
  await expectNoSidewaysScroll(page, `${paths.app.audit} with its filters open`)
})
