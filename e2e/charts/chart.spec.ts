import { expect, test, type APIRequestContext } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { paths, to } from '../support/paths'
import { createPatient, uniqueLetters } from '../referrals/clinic'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** PASI 14.8 (0.1·5·2 + 0.2·4·3 + 0.3·7·2 + 0.4·6·3). */
const pasiBefore = {
  head: { erythema: 2, induration: 2, desquamation: 1, area: 2 },
  upperLimbs: { erythema: 2, induration: 1, desquamation: 1, area: 3 },
  trunk: { erythema: 3, induration: 2, desquamation: 2, area: 2 },
  lowerLimbs: { erythema: 2, induration: 2, desquamation: 2, area: 3 },
}
/** PASI 2.1 (0.1·3·1 + 0.3·2·1 + 0.4·3·1): 85.8 % better than 14.8, a PASI 75 response. */
const pasiAfter = {
  head: { erythema: 1, induration: 1, desquamation: 1, area: 1 },
  upperLimbs: { erythema: 0, induration: 0, desquamation: 0, area: 0 },
  trunk: { erythema: 1, induration: 1, desquamation: 0, area: 1 },
  lowerLimbs: { erythema: 1, induration: 1, desquamation: 1, area: 1 },
}

const adalimumab = {
  kind: 'biologic',
  drug: 'Adalimumab',
  dose: '40 mg',
  start: '2026-05-04',
  stop: null,
}

/** Two examinations through the forms API: PASI 14.8 on the day adalimumab starts, then 2.1. */
async function recordCourse(request: APIRequestContext, token: string, patientId: string) {
  const examinations = [
    { examinedOn: '2026-05-04', input: pasiBefore },
    { examinedOn: '2026-08-17', input: pasiAfter },
  ]
  for (const { examinedOn, input } of examinations) {
    const created = await request.post('/api/forms', {
      headers: bearer(token),
      data: {
        patientId,
        kind: 'dermatology_visit',
        examinedOn,
        scores: [{ score: 'pasi', input }],
        treatments: [adalimumab],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
  }
}

test('the chart shows the saved PASI values and the PASI 75 marker, also in its table', async ({
  page,
}) => {
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const patient = await createPatient(
    page.request,
    referrer.accessToken,
    `Grafová${uniqueLetters()}`,
  )
  await recordCourse(page.request, referrer.accessToken, patient.id)

  await signInPage(page, demo.peripheralDoctor)
  await page.goto(to.patient(patient.id))
  await page.getByRole('link', { name: 'Graf skóre v čase' }).click()
  await expect(page).toHaveURL(to.patientChart(patient.id))

  const chart = page.getByRole('region', { name: 'PASI' })
  await expect(chart.getByRole('img', { name: /Graf PASI: 2 hodnoty/ })).toBeVisible()
  // uPlot draws on a canvas once its module has loaded.
  await expect(chart.locator('canvas')).toBeVisible()
  await expect(chart).toContainText('Poslední hodnota 2,1 (PASI nejvýše 10)')

  const table = page.getByRole('region', { name: 'Hodnoty v grafech' })
  const after = table.getByRole('row', { name: /^17\. 8\. 2026 PASI 2,1/ })
  await expect(after).toContainText('PASI 75 (zlepšení o 85,8 %)')
  await expect(after).toContainText('Adalimumab')
  await expect(table.getByRole('row', { name: /^4\. 5\. 2026 PASI 14,8/ })).toContainText('—')
  await expect(page.getByRole('region', { name: 'Období léčby' })).toContainText(
    'Adalimumab: 4. 5. 2026 – dosud',
  )

  // Choosing a range that ends before the treatment leaves only the first value.
  await page.getByLabel('Do', { exact: true }).fill('2026-06-30')
  await expect(chart.getByRole('img', { name: /Graf PASI: 1 hodnota/ })).toBeVisible()
  await expect(page).toHaveURL(/to=2026-06-30/)
})

test('the demo patient signs in and sees the own chart, read-only', async ({ page }) => {
  // The demo set holds a year of the demo patient's examinations: PASI 75 at six months.
  await signInPage(page, demo.patient)
  await page.goto(paths.app.detailChart)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vývoj skóre')
  await expect(page.getByText('Vaše skóre v čase z uložených vyšetření')).toBeVisible()
  const chart = page.getByRole('region', { name: 'PASI' })
  await expect(chart.locator('canvas')).toBeVisible()
  const table = page.getByRole('region', { name: 'Hodnoty v grafech' })
  await expect(table).toContainText('PASI 75')
  // Nothing to change here: no form controls beyond the choice of scores and dates.
  await expect(page.getByRole('button', { name: /Uložit|Upravit|Smazat/ })).toHaveCount(0)
})
