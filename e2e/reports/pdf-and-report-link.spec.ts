import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { waitForMail } from '../support/mail'
import { paths, to } from '../support/paths'
import { createPatient, uniqueLetters } from '../referrals/clinic'

/** The text of a PDF the server wrote (pdfkit, DejaVu Sans embedded). */
async function textOf(path: string): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(await readFile(path)))
  return (await extractText(document, { mergePages: true })).text
}

test('a doctor downloads a patient summary PDF with Czech letters intact', async ({ page }) => {
  const lastName = `Řezáčová${uniqueLetters()}`
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.patient(patient.id))
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Stáhnout PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('konzilium-souhrn-pacienta.pdf')
  const text = await textOf(await download.path())
  for (const words of ['Souhrn pacienta', 'Příjmení', lastName, '111 – VZP ČR', 'Diagnózy'])
    expect(text).toContain(words)
})

test('a report sent by link is downloaded once after the birth date, on a phone', async ({
  page,
  browser,
}) => {
  const lastName = `Zprávová${uniqueLetters()}`
  const email = `prijemce-${uniqueLetters().toLowerCase()}@test.konzilium.cz`
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.patient(patient.id))
  await page.getByRole('button', { name: 'Poslat zprávu odkazem' }).click()
  const dialog = page.getByRole('dialog', { name: 'Poslat zprávu odkazem' })
  await dialog.getByLabel('E-mail příjemce').fill(email)
  await dialog.getByRole('button', { name: 'Odeslat odkaz' }).click()
  await expect(dialog.getByRole('status')).toContainText(email)

  const mail = await waitForMail(email, { subject: /Lékařská zpráva/ })
  expect(mail.text).not.toContain(lastName)
  const link = /https?:\/\/\S+\/download-report\?token=[\w%-]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  const url = new URL(link ?? '')

  const recipient = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await recipient.goto(`${paths.downloadReport}${url.search}`)
  // The token leaves the address bar at once.
  await expect(recipient).toHaveURL((address) => !address.search.includes('token'))
  await expect(recipient.getByText('Zbývá 5 pokusů.')).toBeVisible()
  await recipient.getByLabel('Datum narození pacienta').fill('1999-12-31')
  await recipient.getByRole('button', { name: 'Stáhnout zprávu' }).click()
  await expect(recipient.getByText('Datum narození nesouhlasí.')).toBeVisible()
  await expect(recipient.getByText('Zbývají 4 pokusy.')).toBeVisible()
  await recipient.getByLabel('Datum narození pacienta').fill('1975-04-12')
  const downloading = recipient.waitForEvent('download')
  await recipient.getByRole('button', { name: 'Stáhnout zprávu' }).click()
  const text = await textOf(await (await downloading).path())
  expect(text).toContain(lastName)
  await expect(recipient.getByText('Zpráva je stažená.')).toBeVisible()
  const overflow = await recipient.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // The same link again: used.
  await recipient.goto(`${paths.downloadReport}${url.search}`)
  await expect(recipient.getByText(/už byla stažena/)).toBeVisible()
  await recipient.close()
})
