import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import {
  centreId,
  demoCentreName,
  expectFocusVisible,
  tabTo,
  uniqueBirthNumber,
  uniqueLetters,
} from './clinic'
import { paths, urlWithSomeId } from '../support/paths'

/**
 * A peripheral doctor creates a patient and sends a referral with the keyboard only: Tab and
 * Shift+Tab to move, Enter and Space to act, arrows and typing in the pickers. The focus is
 * visible wherever it lands, and a submission with missing data puts the focus on the first
 * field that needs it.
 */
test('a patient and a referral by keyboard only', async ({ page }) => {
  // Some hundred key presses, each waited for: 20-55 s, three times a usual flow's budget.
  test.setTimeout(180_000)
  const token = (await signInByApi(page.request, demo.peripheralDoctor)).accessToken
  const centre = await centreId(page.request, token, demoCentreName)
  const firstName = 'Ludmila'
  const lastName = `Klávesová${uniqueLetters()}`
  const birthNumber = uniqueBirthNumber('female')
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.patients)

  await tabTo(page, page.getByRole('button', { name: 'Nový pacient' }))
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'Nový pacient' })
  await expect(form).toBeVisible()

  // Sent empty: the first field is marked and has the focus.
  const create = form.getByRole('button', { name: 'Založit pacienta' })
  await tabTo(page, create)
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  const first = form.getByLabel('Jméno', { exact: true })
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-invalid', 'true')
  await expectFocusVisible(page)

  await page.keyboard.type(firstName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(lastName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(birthNumber.value)
  await expect(form.getByLabel('Datum narození')).toHaveValue(birthNumber.birthDate)
  await expect(form.getByLabel('Pohlaví')).toHaveValue('female')
  // The insurer by arrow keys on the focused picker (the first insurer after "—").
  await tabTo(page, form.getByLabel('Zdravotní pojišťovna'))
  await page.keyboard.press('ArrowDown')
  await expect(form.getByLabel('Zdravotní pojišťovna')).toHaveValue('111')

  // Still no diagnosis: sent again, the focus lands on the diagnosis search, the only gap left.
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  const dxSearch = form.getByLabel('Hledat diagnózu podle kódu nebo názvu')
  await expect(dxSearch).toBeFocused()
  await expect(dxSearch).toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.type('L40.5')
  // Space ticks the one match.
  const dx = form.getByRole('checkbox', { name: /^L40\.5/ })
  await tabTo(page, dx)
  await expectFocusVisible(page)
  await page.keyboard.press('Space')
  await expect(dx).toBeChecked()
  await expect(form.getByText('Vybráno: L40.5')).toBeVisible()
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(urlWithSomeId(paths.app.detail, 'patient'))
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible()

  // From the record to a new referral.
  await tabTo(page, page.getByRole('link', { name: 'Nová žádost' }))
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Nová žádost o převzetí do péče' })).toBeVisible()

  // Sent without a diagnosis or a centre: both are marked, the diagnosis has the focus.
  const send = page.getByRole('button', { name: 'Odeslat žádost' })
  await tabTo(page, send)
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  const diagnosis = page.getByLabel('Diagnóza (MKN-10)')
  await expect(diagnosis).toBeFocused()
  await expect(page.getByText('Vyberte diagnózu.')).toBeVisible()
  await expect(page.getByText('Vyberte centrum.')).toBeVisible()
  await expectFocusVisible(page)
  // A letter on a focused picker chooses the first option that starts with it; the arrows move on.
  // (Typing a whole code relies on the browser's type-ahead window of about a second between keys,
  // which a busy machine can miss.)
  await page.keyboard.press('L')
  await expect(diagnosis).toHaveValue('L40.0')
  for (let step = 0; step < 10 && (await diagnosis.inputValue()) !== 'L40.5'; step++)
    await page.keyboard.press('ArrowDown')
  await expect(diagnosis).toHaveValue('L40.5')
  // Choosing loads the scores' texts; the form stays on screen and the picker keeps the focus.
  await expect(diagnosis).toBeFocused()

  // A psoriatic arthritis may go to a centre of either specialty: L40.5 presets no filter.
  await expect(page.getByLabel('Odbornost')).toHaveValue('')
  // The centre: Shift+Tab back from the submit button, then arrows to the demo centre.
  const target = page.getByLabel('Cílové centrum', { exact: true })
  await tabTo(page, send)
  await tabTo(page, target, { backwards: true })
  await expect(page.getByText('Vyberte centrum.')).toBeVisible()
  const options = await target
    .locator('option')
    .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
  const steps = options.indexOf(centre)
  expect(steps).toBeGreaterThan(0)
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
  await expect(target).toHaveValue(centre)
  await expect(page.getByText('Vyberte centrum.')).toHaveCount(0)
  // Urgency one step up from routine.
  await tabTo(page, page.getByLabel('Naléhavost'))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Naléhavost')).toHaveValue('priority')

  await tabTo(page, send)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]referral=[0-9a-f-]{36}/)
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  await expect(page.getByText('Prioritní', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName)
})
