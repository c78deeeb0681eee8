import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage, uniqueEmail } from '../support/accounts'
import { waitForMail } from '../support/mail'
import { paths, to, urlContaining } from '../support/paths'
import { createPatient, uniqueLetters } from '../referrals/clinic'

/**
 * Questionnaires by one-time link (ADR 041): a doctor sends a DLQI link from the patient's record
 * by e-mail; the patient opens it on a 390 px phone, the token leaves the address bar, the answers
 * go in with the calculator's own questions; the doctor then sees the link used and a notification.
 */
test('a doctor sends a DLQI link, the patient fills it on a phone, the doctor is told', async ({
  page,
  browser,
}) => {
  test.slow()
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Dotazníková${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const email = uniqueEmail('dotaznik')

  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.patient(patient.id))
  const section = page.getByRole('region', { name: 'Odeslané dotazníky' })
  await expect(section.getByText('Pacientovi zatím nebyl poslán žádný dotazník.')).toBeVisible()
  await page.getByRole('button', { name: 'Poslat dotazník' }).click()
  const dialog = page.getByRole('dialog', { name: 'Poslat dotazník' })
  await dialog.getByLabel('Jak pacientovi odkaz předat').selectOption('email')
  await dialog.getByLabel('E-mail pacienta').fill(email)
  await dialog.getByRole('button', { name: 'Vytvořit odkaz' }).click()
  await expect(dialog.getByText('Odkaz na dotazník je na cestě e-mailem.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Zavřít' }).click()
  await expect(section.getByText('Čeká na vyplnění')).toBeVisible()

  const mail = await waitForMail(email, { subject: /DLQI/ })
  const link = /https?:\/\/[^\s/]+(\/evaluation\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
  expect(link).toBeDefined()

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const patientPage = await phone.newPage()
    await patientPage.goto(link ?? '')
    await expect(patientPage.getByRole('heading', { name: /DLQI/ })).toBeVisible()
    // The token left the address bar at once.
    expect(new URL(patientPage.url()).search).toBe('')
    await expect(patientPage.getByText(/^Odesílá: MUDr\. .*Fiktivní/)).toBeVisible()
    const answers: Record<string, string> = {
      q1: 'Hodně',
      q2: 'Trochu',
      q3: 'Vůbec ne',
      q4: 'Vůbec ne',
      q5: 'Vůbec ne',
      q6: 'Vůbec ne',
      q7: 'Ne',
      q7b: 'Trochu',
      q8: 'Vůbec ne',
      q9: 'Vůbec ne',
      q10: 'Vůbec ne',
    }
    for (const [question, answer] of Object.entries(answers))
      await patientPage
        .locator(`#dlqi-${question}`)
        .getByRole('radio', { name: new RegExp(`^${answer}(\\s|$)`) })
        .check()
    const overflow = await patientPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await patientPage.getByRole('button', { name: 'Odeslat odpovědi' }).click()
    await expect(patientPage.getByText('Děkujeme, odpovědi jsou odeslané')).toBeVisible()

    // The same link again: already used.
    await patientPage.goto(link ?? '')
    await expect(patientPage.getByText('Dotazník už je vyplněný')).toBeVisible()
    // The page opened without a link (a new tab: no state carried over).
    const bare = await phone.newPage()
    await bare.goto(paths.evaluation)
    await expect(bare.getByText('Chybí odkaz')).toBeVisible()
    // The page said it itself; no generic error toast on top.
    await expect(patientPage.getByText('Akce se nezdařila')).toBeHidden()
  } finally {
    await phone.close()
  }

  // The doctor: the link is used, the form is among the examinations, the bell tells.
  await page.reload()
  await expect(section.getByText('Vyplněno')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Dotazník vyplněný pacientem' })).toBeVisible()
  await page.getByRole('button', { name: /^Oznámení, \d+ nepřečten/ }).click()
  await expect(page.getByText(`Eva ${lastName} vyplnil(a) dotazník DLQI`)).toBeVisible()
  await page.keyboard.press('Escape')
  await section.getByRole('link', { name: 'Otevřít formulář' }).click()
  await expect(page).toHaveURL(urlContaining(paths.app.detailReadForm))
  await expect(page.getByRole('main').getByText('4 (malý vliv)')).toBeVisible()
})
