import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { openedReferralHeader } from './clinic'
import { paths, to } from '../support/paths'

/**
 * A referral end to end: the demo peripheral doctor sends one with a DAS28 computed in the form;
 * the demo centre doctor sees it as new, opens it (seen) and accepts it; the referrer sees the
 * acceptance. The demo centre doctor works in a dermatology centre, so the referral is a
 * psoriatic arthritis (L40.5), which carries DAS28 and may go to any centre.
 */
test('a referral travels from the referrer to the centre and back', async ({ page, browser }) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  // Letters only (a name has no digits): a unique surname finds this test's row in the inbox.
  const lastName = `Zkušební${uniqueLetters()}`
  const created = await page.request.post('/api/patients', {
    headers: { authorization: `Bearer ${referrer.accessToken}` },
    data: {
      firstName: 'Eva',
      lastName,
      birthDate: '1975-04-12',
      sex: 'female',
      insurer: '111',
      diagnoses: ['L40.5'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const patient = (await created.json()) as { id: string }

  const centre = await signInByApi(page.request, demo.centerDoctor)
  const profile = (await (
    await page.request.get('/api/users/me', {
      headers: { authorization: `Bearer ${centre.accessToken}` },
    })
  ).json()) as { centerDoctor: { centerName: string } | null }
  const centres = (await (
    await page.request.get('/api/centers', {
      headers: { authorization: `Bearer ${referrer.accessToken}` },
    })
  ).json()) as { items: { id: string; name: string }[] }
  const centreId =
    centres.items.find((c) => c.name === profile.centerDoctor?.centerName)?.id ?? 'missing'

  // The referrer fills the form; the DAS28 is computed while typing.
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.newReferral(patient.id))
  await page.getByLabel('Diagnóza (MKN-10)').selectOption('L40.5')
  await expect(page.getByLabel('Odbornost')).toHaveValue('')
  await page.getByLabel('Cílové centrum', { exact: true }).selectOption(centreId)
  await page.getByRole('button', { name: 'Přidat skóre DAS28-FW', exact: true }).click()
  const das = page.locator('[data-score="das28-esr"]')
  await expect(das.getByRole('heading', { name: 'DAS28-FW', exact: true })).toBeVisible()
  // The calculator's own picker: joint counts, FW and the patient's global assessment.
  await das.getByLabel('Bolestivé klouby (TJC28)').fill('4')
  await das.getByLabel('Oteklé klouby (SJC28)').fill('5')
  await das.getByLabel('Sedimentace (FW)').fill('7')
  await das.getByLabel('Celkové hodnocení zdraví pacientem (VAS 0–100 mm)').fill('50')
  await expect(page.getByTestId('live-das28-esr')).toHaveText('3,81')
  await page.getByRole('button', { name: 'Odeslat žádost' }).click()
  await expect(page.getByText('Čekající', { exact: true })).toBeVisible()
  await expect(page.getByTestId('score-das28-esr')).toHaveText('3,81')
  await expect(page.getByTestId('score-band-das28-esr')).toHaveText('(střední aktivita)')
  // The stored formula version in words, in the reader's language (its id on hover).
  const version = page.getByText('DAS28-FW · verze výpočtu 1', { exact: true })
  await expect(version).toBeVisible()
  await expect(version).toHaveAttribute('title', 'das28-esr@1')
  await expect(page.getByText('(das28-esr@1)')).toHaveCount(0)
  const referralId = new URL(page.url()).searchParams.get('referral') ?? ''
  expect(referralId).not.toBe('')

  // The centre doctor finds it new in the inbox, opens it (seen) and accepts it.
  const centreContext = await browser.newContext()
  const centrePage = await centreContext.newPage()
  await signInPage(centrePage, demo.centerDoctor)
  await centrePage.goto(paths.app.referrals)
  // The inbox opens on the waiting referrals, longest waiting first: the name finds this one.
  await centrePage.getByLabel('Hledat').first().fill(lastName)
  const row = centrePage.getByRole('row', { name: new RegExp(lastName) })
  await expect(row.getByText('Čekající', { exact: true })).toBeVisible()
  await row.getByRole('link').click()
  // Opening it marked it seen: the detail no longer says the centre has not opened it.
  await expect(
    openedReferralHeader(centrePage, lastName).getByText('Čekající', { exact: true }),
  ).toBeVisible()
  await expect(centrePage.getByText('Centrum žádost zatím neotevřelo')).toHaveCount(0)
  await centrePage.getByRole('button', { name: 'Přijmout' }).click()
  await centrePage.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(centrePage.getByText('Přijatá', { exact: true })).toBeVisible()
  await centreContext.close()

  // The referrer sees the acceptance.
  await page.goto(to.referral(referralId))
  await expect(page.getByText('Přijatá', { exact: true })).toBeVisible()
  await expect(page.getByText('Přijata', { exact: true })).toBeVisible()
})

function uniqueLetters(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  return Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('')
}
