import { expect, test, type Locator, type Page } from '@playwright/test'
import { demo, signInByApi, signInPage } from './support/accounts'
import { seriousAccessibilityViolations } from './support/axe'
import {
  centreId,
  createPatient,
  createReferral,
  demoCentreName,
  uniqueLetters,
} from './referrals/clinic'
import { paths } from './support/paths'

/**
 * At 390 px the list tables are drawn as cards, each value under its column's label. A screen
 * reader still reads them as a table: the column header names a cell once, so the label drawn in
 * the card must not be read a second time as part of the cell's (or its link's) name.
 */
// axe-core is injected inline (support/axe.ts).
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true })

/** The cell reads as its value alone, its column header is in the table, the label is drawn. */
async function expectCardCell(page: Page, cell: Locator, label: string, value: string) {
  await expect(cell).toBeVisible()
  await expect(page.getByRole('columnheader', { name: label, exact: true })).toHaveCount(1)
  const drawn = await cell.evaluate((td) => getComputedStyle(td, '::before').content)
  expect(drawn, 'the label is drawn in the card').toContain(label)
  const names = await page.getByRole('cell', { name: value, exact: true }).count()
  expect(names, `a cell named "${value}" without its label`).toBeGreaterThan(0)
  await expect(page.getByRole('cell', { name: `${label} ${value}` })).toHaveCount(0)
  await expect(page.getByRole('cell', { name: `${label}${value}` })).toHaveCount(0)
}

test('a doctor’s name cell and link read the name once, without the card label', async ({
  page,
}) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.doctors)
  const first = page.getByRole('table').getByRole('link').first()
  await expect(first).toBeVisible()
  const name = (await first.textContent()) ?? ''
  const link = page.getByRole('link', { name, exact: true })
  await expect(link.first()).toBeVisible()
  await expectCardCell(page, page.locator('td', { has: link }).first(), 'Jméno', name)
  // The cards and the tabs above them pass axe as they are on a phone.
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('a referral’s patient cell reads the patient’s name once', async ({ page }) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Kartová${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: await centreId(page.request, referrer.accessToken, demoCentreName),
    note: 'Karta na telefonu.',
  })
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.referrals)
  await page.getByLabel('Hledat pacienta (příjmení nebo jméno)').fill(lastName)
  const link = page.getByRole('link', { name: new RegExp(lastName) })
  await expect(link).toBeVisible()
  const name = (await link.textContent()) ?? ''
  expect(name).not.toContain('Pacient')
  await expectCardCell(page, page.locator('td', { has: link }), 'Pacient', name)
})

test('an audit event’s cells read their values once', async ({ page }) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.audit)
  const firstActor = page.locator('.audit-table tbody tr').first().locator('td').nth(1)
  await expect(firstActor).toBeVisible()
  const actor = ((await firstActor.textContent()) ?? '').trim()
  await expectCardCell(page, firstActor, 'Kdo', actor)
})

test('a centre’s city cell reads the city once, its column header kept', async ({ page }) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.centers)
  const city = page.locator('.centers-table tbody tr').first().locator('td').nth(1)
  await expect(city).toBeVisible()
  await expectCardCell(page, city, 'Město', ((await city.textContent()) ?? '').trim())
})
