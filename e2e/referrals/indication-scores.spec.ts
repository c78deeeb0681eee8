import { expect, test, type Page } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { centreId, createPatient, demoCentreName, uniqueLetters } from './clinic'
import { paths } from '../support/paths'

test.use({ viewport: { width: 390, height: 844 } })

/** The page never scrolls sideways: nothing is wider than the phone. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll, `${what}: ${widths.scroll} > ${widths.inner}`).toBeLessThanOrEqual(
    widths.inner,
  )
}

const verdict = (page: Page, id: string) =>
  page.getByTestId('indication-verdicts').locator(`[data-verdict="${id}"]`)

/**
 * A psoriasis referral written on a phone: BSA carried from its calculator ("Use in a referral"),
 * PASI and DLQI entered with the calculators' pickers, two failed conventional treatments; the
 * criteria show as met while writing, and the centre sees each score's components and the verdicts.
 */
test('a psoriasis referral with PASI, DLQI and BSA meets the criteria; the centre sees the components', async ({
  page,
  browser,
}) => {
  // A long flow (two calculators' pickers, two roles) on a shared, slow machine.
  test.slow()
  const referrer = await signInPage(page, demo.peripheralDoctor)
  const lastName = `Indikace${uniqueLetters()}`
  await createPatient(page.request, referrer.accessToken, lastName)
  const centre = await centreId(page.request, referrer.accessToken, demoCentreName)

  // BSA on its calculator, carried into a new referral.
  await page.goto(`${paths.calculatorDermatology}?score=bsa`)
  await page.getByRole('textbox', { name: 'Postižená plocha těla' }).fill('15')
  await page.getByRole('button', { name: 'Použít v žádosti' }).click()
  await expect(page.getByRole('heading', { name: 'Nová žádost o převzetí do péče' })).toBeVisible()
  await page.getByLabel('Najít pacienta (jméno nebo začátek rodného čísla)').fill(lastName)
  await page.getByRole('button', { name: new RegExp(lastName) }).click()
  await page.getByLabel('Diagnóza (MKN-10)').selectOption('L40.0')
  await page.getByRole('combobox', { name: 'Cílové centrum' }).selectOption(centre)
  await expect(page.getByTestId('live-bsa')).toHaveText('15\u00a0%')

  // PASI: the trunk graded on the body picker.
  await page.getByRole('button', { name: 'Přidat skóre PASI' }).click()
  await page.getByRole('radio', { name: 'Trup' }).click()
  for (const [legend, grade] of [
    ['Erytém (zarudnutí)', /^3/],
    ['Infiltrace (ztluštění)', /^3/],
    ['Deskvamace (šupení)', /^3/],
    ['Rozsah postižení oblasti (stupeň 0–6)', /^5/],
  ] as const)
    await page.getByRole('group', { name: legend }).getByRole('radio', { name: grade }).check()
  // 0.3 * 9 * 5
  await expect(page.getByTestId('live-pasi')).toHaveText('13,5')

  // DLQI: every question "very much", question 7 "yes".
  await page.getByRole('button', { name: 'Přidat skóre DLQI' }).click()
  const questions = page.locator('fieldset.dlqi-question:not(.dlqi-question--follow-up)')
  await expect(questions).toHaveCount(10)
  for (let index = 0; index < 10; index++) {
    const question = questions.nth(index)
    const answer = question.getByRole('radio', { name: /^(Velmi silně|Ano)/ })
    await answer.check()
  }
  await expect(page.getByTestId('live-dlqi')).toHaveText('30')

  // Two conventional systemic treatments that failed.
  const previous = page.getByRole('group', { name: 'Předchozí léčba' })
  for (const [drug, outcome] of [
    ['Methotrexát', 'Nedostatečná odpověď'],
    ['Ciclosporin', 'Nesnášenlivost / nežádoucí účinek'],
  ] as const) {
    await previous.getByRole('button', { name: 'Přidat řádek' }).click()
    await previous.getByLabel('Léčivo / metoda').last().fill(drug)
    await previous.getByLabel('Výsledek').last().selectOption({ label: outcome })
  }
  for (const id of ['psoriasis-rule-of-tens', 'psoriasis-european-consensus'])
    await expect(verdict(page, id)).toHaveAttribute('data-status', 'met')
  await expectNoSidewaysScroll(page, 'the new referral with its pickers')

  await page.getByRole('button', { name: 'Odeslat žádost' }).click()
  await expect(page.getByTestId('score-pasi')).toHaveText('13,5')
  const url = page.url()

  // The centre: each total with its components, and the server's verdicts.
  const centreDoctor = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await signInPage(centreDoctor, demo.centerDoctor)
  await centreDoctor.goto(url)
  // The centre's first view of the app loads on a busy machine: wait for the referral itself.
  await expect(centreDoctor.getByTestId('score-dlqi')).toHaveText('30', { timeout: 30_000 })
  const pasi = centreDoctor.getByTestId('components-pasi')
  await expect(pasi).toContainText('Trup')
  await expect(pasi).toContainText('Erytém 3, Infiltrace 3, Šupinění 3, plocha 5')
  await expect(centreDoctor.getByTestId('components-dlqi')).toContainText('Otázka 7')
  await expect(centreDoctor.getByTestId('components-bsa')).toContainText('15')
  for (const id of ['psoriasis-rule-of-tens', 'psoriasis-european-consensus'])
    await expect(verdict(centreDoctor, id)).toHaveAttribute('data-status', 'met')
  await expect(verdict(centreDoctor, 'psoriasis-czech-unverified')).toContainText('neověřeno')
  await expectNoSidewaysScroll(centreDoctor, 'the referral detail with its components')
  await centreDoctor.close()
})
