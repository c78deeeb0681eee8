import { expect, test, type Page } from '@playwright/test'
import { createActiveDoctor, demo, signInByApi, signInPage } from '../support/accounts'
import { pdfText } from '../support/pdf-text'
import { paths, to } from '../support/paths'
import { centreId, createPatient, demoCentreName, uniqueLetters } from '../referrals/clinic'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A referral of a new patient of the demo referrer, with a DAS28 score, to the demo centre. */
async function referralWithScore(page: Page, lastName: string, urgency = 'priority') {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const centerId = await centreId(page.request, referrer.accessToken, demoCentreName)
  const created = await page.request.post('/api/referral-requests', {
    headers: bearer(referrer.accessToken),
    data: {
      patientId: patient.id,
      centerId,
      diagnosis: 'L40.5',
      urgency,
      scores: [{ score: 'das28-esr', input: { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 } }],
      note: 'Prosím o převzetí.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { patient, referral: (await created.json()) as { id: string } }
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

// NFKC undoes the PDF's ligatures (a random name with "fi" comes out as "ﬁ").
const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '')

test('a printed referral holds the patient, the scores and the history as text, no app chrome', async ({
  page,
}) => {
  const lastName = `Tisková${uniqueLetters()}`
  const { referral } = await referralWithScore(page, lastName)
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.referral(referral.id))
  await expect(page.getByRole('button', { name: 'Tisk' })).toBeVisible()
  const score = (await page.getByTestId('score-das28-esr').textContent()) ?? ''
  expect(score).not.toBe('')
  await page.emulateMedia({ media: 'print' })
  // On paper: the platform's header, no navigation drawer, app bar or buttons.
  await expect(page.locator('.print-sheet__header')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tisk' })).toBeHidden()
  await expect(page.locator('.app-bar')).toBeHidden()
  const text = squash(pdfText(await page.pdf({ format: 'A4' })))
  for (const expected of [
    'Konzilium',
    lastName,
    'Eva',
    demoCentreName,
    squash(score),
    'DAS28-FW',
    'Historie',
    'Vytvořena',
  ])
    expect(text, expected).toContain(squash(expected))
  // Page numbers from the sheet's page margin: "1/N" on the first sheet, N the sheets printed.
  expect(text).toMatch(/Konzilium·1\/\d+/)
  expect(text).not.toContain('Hlavnínavigace')
})

test('the record opens on its summary, prints, and goes back to the list with its search', async ({
  page,
}) => {
  const lastName = `Souhrnná${uniqueLetters()}`
  await referralWithScore(page, lastName)
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.patients)
  await page.getByLabel('Hledat pacienta').fill(lastName.slice(0, 7).toLowerCase())
  await page.getByRole('link', { name: `${lastName} Eva` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Eva ${lastName}` })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Souhrn pacienta' })
  await expect(summary.getByText('111 – VZP ČR')).toBeVisible()
  await expect(summary.getByText(/\d+ (let|roky|rok)/)).toBeVisible()
  await expect(summary.getByText('Žena')).toBeVisible()
  await expect(summary.getByText('L40.5')).toBeVisible()
  await expect(page.getByText('Vyšetření přibudou')).toHaveCount(0)
  // The change history holds the referral.
  const history = page.getByRole('region', { name: 'Historie změn' })
  await expect(history.getByText(/žádost/i).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tisk' })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
  await page.getByRole('link', { name: '← Zpět na seznam' }).click()
  await expect(page).toHaveURL(paths.app.patients)
  // The search text came back with the list (history state, never the address).
  await expect(page.getByLabel('Hledat pacienta')).toHaveValue(lastName.slice(0, 7).toLowerCase())
  expect(page.url()).not.toContain(lastName.slice(0, 7).toLowerCase())
  await expect(page.getByRole('link', { name: `${lastName} Eva` })).toBeVisible()
})

test("the centre's inbox opens on what waits, longest first, marking what is new", async ({
  page,
}) => {
  const lastName = `Čekající${uniqueLetters()}`
  await referralWithScore(page, lastName, 'urgent')
  await signInPage(page, demo.centerDoctor)
  await page.goto(paths.app.referrals)
  await expect(page.getByLabel('Stav')).toHaveValue('pending')
  await expect(page.getByRole('columnheader', { name: /Čeká/ })).toBeVisible()
  await page.getByLabel('Hledat').first().fill(lastName.slice(0, 8))
  const row = page.getByRole('row', { name: new RegExp(lastName) })
  await expect(row.getByText('Nové', { exact: true })).toBeVisible()
  await expect(row.getByText('od dneška')).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
})

test('the calculators open inside the signed-in layout, in Czech and in English', async ({
  page,
}) => {
  // A doctor of this test's own: switching the language is saved with the account.
  await signInPage(page, await createActiveDoctor(page.request, 'calculators'))
  await page.goto(paths.app.home)
  await page
    .getByRole('navigation', { name: 'Hlavní navigace' })
    .getByRole('link', { name: 'Kalkulátory' })
    .click()
  await expect(page).toHaveURL(paths.app.calculator)
  await expect(page.locator('.app-bar')).toBeVisible()
  await page.getByRole('link', { name: /DAS28/ }).first().click()
  await expect(page).toHaveURL(new RegExp(`^[^?]*${paths.app.calculatorRheumatology}`))
  await expect(page.locator('.app-bar')).toBeVisible()

  await page.locator('.app-bar').getByRole('combobox', { name: 'Jazyk' }).selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto(paths.app.calculator)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
      name: 'Calculators',
    }),
  ).toHaveAttribute('href', paths.app.calculator)
  await page.keyboard.press('Escape')
  await noSidewaysScroll(page)
})
