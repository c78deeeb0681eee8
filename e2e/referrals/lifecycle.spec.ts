import { expect, test, type Page } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import {
  centreId,
  createReferral,
  demoCentreName,
  uniqueBirthNumber,
  uniqueLetters,
} from './clinic'
import { to } from '../support/paths'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A patient of the demo referring doctor with a birth number, an insurer and a phone. */
async function patientWithRecord(page: Page, token: string, lastName: string) {
  const birthNumber = uniqueBirthNumber('female')
  const created = await page.request.post('/api/patients', {
    headers: bearer(token),
    data: {
      firstName: 'Eva',
      lastName,
      birthNumber: birthNumber.value,
      birthDate: birthNumber.birthDate,
      sex: 'female',
      insurer: '111',
      phone: '+420777123456',
      diagnoses: ['L40.5', 'L40.0'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { id: string }).id, birthNumber: birthNumber.value }
}

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
}

/** `datetime-local` text for a day some weeks ahead at 9:30, and that day as the year. */
function visitAhead(): { local: string; year: string } {
  const day = new Date(Date.now() + 30 * 24 * 3600 * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    local: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T09:30`,
    year: String(day.getFullYear()),
  }
}

test('the centre sees the record, accepts with a first visit; the referrer sees it', async ({
  page,
  browser,
}) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Přijatá${uniqueLetters()}`
  const patient = await patientWithRecord(page, referrer.accessToken, lastName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: await centreId(page.request, referrer.accessToken, demoCentreName),
    note: 'Prosíme o převzetí.',
  })

  const centreContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const centrePage = await centreContext.newPage()
  await signInPage(centrePage, demo.centerDoctor)
  await centrePage.goto(to.referral(referral.id))
  const panel = centrePage.getByTestId('referral-patient-panel')
  await expect(panel).toContainText(patient.birthNumber)
  await expect(panel).toContainText('111 – VZP ČR')
  await expect(panel).toContainText('+420 777 123 456')
  await expect(panel).toContainText('L40.0')
  await expect(panel).toContainText(demo.peripheralDoctor.email)
  await expect(centrePage.getByRole('link', { name: 'Otevřít kartu pacienta' })).toBeVisible()
  await expectNoSidewaysScroll(centrePage)

  await centrePage.getByRole('button', { name: 'Přijmout' }).click()
  const accept = centrePage.getByRole('dialog', { name: 'Přijmout žádost' })
  const visit = visitAhead()
  await accept.getByLabel('První návštěva (nepovinné)').fill(visit.local)
  await accept
    .getByLabel('Zpráva pro odesílajícího lékaře (nepovinné)')
    .fill('Přijďte nalačno, s výsledky CRP.')
  await expectNoSidewaysScroll(centrePage)
  await accept.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(accept).toBeHidden()
  await expect(centrePage.getByText('Přijatá', { exact: true })).toBeVisible()
  await centreContext.close()

  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.referral(referral.id))
  await expect(page.getByTestId('referral-first-visit')).toContainText(visit.year)
  await expect(page.getByTestId('referral-first-visit')).toContainText('9:30')
  await expect(page.getByText('Přijďte nalačno, s výsledky CRP.')).toBeVisible()
})

test('a referral denied as incomplete is completed and sent again to the same centre', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Doplněná${uniqueLetters()}`
  const patient = await patientWithRecord(page, referrer.accessToken, lastName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: await centreId(page.request, referrer.accessToken, demoCentreName),
    note: 'Prosíme o převzetí.',
  })
  const centre = await signInByApi(page.request, demo.centerDoctor)
  const denied = await page.request.put(`/api/referral-requests/${referral.id}/deny`, {
    headers: bearer(centre.accessToken),
    data: { reason: 'incomplete_data', comment: 'Chybí výsledky CRP.' },
  })
  expect(denied.status(), await denied.text()).toBe(200)

  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.referral(referral.id))
  await page.getByRole('button', { name: 'Doplnit a odeslat znovu' }).click()
  await expect(page.getByRole('heading', { name: 'Doplnit a odeslat znovu' })).toBeVisible()
  await expect(page.getByText(demoCentreName)).toBeVisible()
  const note = page.getByLabel('Poznámka pro centrum')
  await expect(note).toHaveValue('Prosíme o převzetí.')
  await note.fill('Prosíme o převzetí. Doplněno: CRP 25 mg/l.')
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Doplnit a odeslat znovu' }).click()

  // The new referral: pending at the same centre, linked to the denied one.
  await expect(page.getByRole('button', { name: 'Doplněno ze zamítnuté žádosti' })).toBeVisible()
  await expect(page.getByText('Prosíme o převzetí. Doplněno: CRP 25 mg/l.')).toBeVisible()
  // The print sheet's header names the centre too, hidden on screen.
  await expect(page.getByText(demoCentreName).filter({ visible: true }).first()).toBeVisible()
  await expect(page.getByText('Na tahu je centrum')).toBeVisible()
  await page.getByRole('button', { name: 'Doplněno ze zamítnuté žádosti' }).click()
  await expect(
    page.getByRole('button', { name: 'Doplněna a odeslána znovu jako nová žádost' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Doplnit a odeslat znovu' })).toHaveCount(0)
  await expectNoSidewaysScroll(page)
})
