import { expect, test, type Page } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { paths, to } from '../support/paths'
import { createPatient, uniqueLetters } from '../referrals/clinic'

async function grade(page: Page, legend: string, option: string | RegExp) {
  await page.getByRole('group', { name: legend }).getByRole('radio', { name: option }).check()
}

async function noSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll, `${what}: ${widths.scroll} > ${widths.inner}`).toBeLessThanOrEqual(
    widths.inner,
  )
}

/** A one-page PDF, as small as a viewer opens. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * A doctor records an examination of a patient: PASI from its calculator page ("Save to patient"),
 * DLQI with its picker in the form, a biologic, findings; then a PDF report and a photo attached
 * and downloaded; the examination is on the patient's record.
 */
test('an examination with PASI and DLQI, a PDF and a photo, on the patient’s record', async ({
  page,
}) => {
  // A long flow (two pickers, two uploads) on a shared, slow machine.
  test.slow()
  const doctor = await signInPage(page, demo.peripheralDoctor)
  const lastName = `Vyšetřená${uniqueLetters()}`
  const patient = await createPatient(page.request, doctor.accessToken, lastName)

  // PASI on its calculator page, saved to the patient.
  await page.goto(`${paths.app.calculatorDermatology}?score=pasi`)
  await page.getByRole('radio', { name: 'Trup' }).click()
  await grade(page, 'Erytém (zarudnutí)', '3 těžké')
  await grade(page, 'Infiltrace (ztluštění)', '2 střední')
  await grade(page, 'Deskvamace (šupení)', '2 střední')
  await grade(page, 'Rozsah postižení oblasti (stupeň 0–6)', /^4 50 až < 70 %$/)
  await expect(page.getByTestId('score-result')).toHaveText('8,4')
  await page.getByRole('button', { name: 'Uložit k pacientovi' }).click()

  // The form asks for the patient first; the carried PASI opens in a dermatology visit.
  await expect(page.getByRole('heading', { name: 'Nové vyšetření' })).toBeVisible()
  await page.getByLabel('Najít pacienta (jméno nebo začátek rodného čísla)').fill(lastName)
  await page.getByRole('button', { name: new RegExp(lastName) }).click()
  await expect(page).toHaveURL(to.newExamination(patient.id))
  await expect(page.getByRole('combobox', { name: /Druh vyšetření/ })).toHaveValue(
    'dermatology_visit',
  )
  await expect(page.getByTestId('live-pasi')).toHaveText('8,4')

  // DLQI: every question "a lot", question 7 "no" with its follow-up "a lot".
  await page.getByRole('button', { name: 'Přidat skóre DLQI' }).click()
  const questions = page.locator('fieldset.dlqi-question:not(.dlqi-question--follow-up)')
  await expect(questions).toHaveCount(10)
  for (let index = 0; index < 10; index++)
    await questions
      .nth(index)
      .getByRole('radio', { name: /^(Hodně|Ano)/ })
      .check()
  await expect(page.getByTestId('live-dlqi')).toHaveText('21')

  await page.getByRole('button', { name: 'Přidat léčbu' }).click()
  await page.getByRole('combobox', { name: /Druh léčby/ }).selectOption('biologic')
  await page.getByRole('textbox', { name: /^Lék/ }).fill('adalimumab')
  await page.getByRole('textbox', { name: /^Dávka/ }).fill('40 mg à 14 dní')
  await page.getByLabel(/^Zahájení/).fill('2026-06-01')
  await page
    .getByRole('textbox', { name: /^Nález/ })
    .fill('Ložiska na trupu, bez kloubních obtíží.')
  await noSidewaysScroll(page, 'the new examination with its pickers')
  await page.getByRole('button', { name: 'Uložit vyšetření' }).click()

  // The saved examination, read-only: the server's results with their formula versions.
  await expect(page.getByTestId('score-pasi')).toHaveText('8,4')
  await expect(page.getByTestId('score-dlqi')).toHaveText('21')
  await expect(page.getByText('adalimumab')).toBeVisible()
  await expect(page.getByText(/verze výpočtu/).first()).toBeVisible()

  // A PDF report and a photo (a real PNG: a part of this very page, as Chromium encodes it):
  // uploaded, the photo drawn as a thumbnail, both downloadable.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 48 } })
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Přidat soubory' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'zprava z ambulance.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'trup.png', mimeType: 'image/png', buffer: png },
  ])
  const pdfButton = page.getByRole('button', { name: 'Stáhnout zprava z ambulance.pdf' })
  const photoButton = page.getByRole('button', { name: 'Stáhnout trup.png' })
  await expect(pdfButton).toBeVisible()
  await expect(photoButton).toBeVisible()
  const thumbnail = page.getByRole('img', { name: 'Náhled: trup.png' })
  await expect(thumbnail).toBeVisible()
  // Drawn, not a broken image: the browser decoded the stored bytes.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64)
  for (const [button, name, bytes] of [
    [pdfButton, 'zprava z ambulance.pdf', pdf],
    [photoButton, 'trup.png', png],
  ] as const) {
    const download = page.waitForEvent('download')
    await button.click()
    const file = await download
    expect(file.suggestedFilename()).toBe(name)
    const stream = await file.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true)
  }

  // On the patient's record: the examination in the list, opening it again.
  await page.goto(to.patient(patient.id))
  const examinations = page.getByRole('region', { name: 'Vyšetření', exact: true })
  const row = examinations.getByRole('row').filter({ hasText: 'PASI 8,4' })
  await expect(row).toContainText('DLQI 21')
  await expect(row).toContainText('adalimumab')
  await expect(row).toContainText('Dermatologické vyšetření')
  await row.getByRole('link').click()
  await expect(page.getByTestId('score-dlqi')).toHaveText('21')
})
