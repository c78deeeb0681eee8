import { expect, test } from '@playwright/test'
import { demo, signInByApi, signInPage } from '../support/accounts'
import { centreId, createPatient, createReferral, demoCentreName, uniqueLetters } from './clinic'
import { paths, to } from '../support/paths'

/**
 * A representative never meets a patient (ADR 014): no menu entry leads to one, the
 * patient pages refuse, and every patient and referral call answers 403 or 404 with no data.
 */
test('a representative finds no patient anywhere, in the app or the API', async ({ page }) => {
  // A real patient with a referral, whose surname must appear nowhere the rep can look.
  const referrer = await signInByApi(page.request, demo.peripheralDoctor)
  const lastName = `Skrytá${uniqueLetters()}`
  const patient = await createPatient(page.request, referrer.accessToken, lastName)
  const referral = await createReferral(page.request, referrer.accessToken, {
    patientId: patient.id,
    centerId: await centreId(page.request, referrer.accessToken, demoCentreName),
    note: 'Poznámka, kterou reprezentant nesmí vidět.',
  })

  const rep = await signInPage(page, demo.rep)
  expect(rep.user.role).toBe('rep')
  await page.goto(paths.app.home)
  const navigation = page.getByRole('navigation', { name: 'Hlavní navigace' })
  await expect(navigation.getByRole('link', { name: 'Lékaři' })).toBeVisible()
  for (const name of ['Pacienti', 'Žádosti', 'Můj záznam', 'Auditní záznam'])
    await expect(navigation.getByRole('link', { name })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(lastName)

  for (const path of [paths.app.patients, paths.app.referrals, to.patient(patient.id)]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Přístup odepřen' }), path).toBeVisible()
    await expect(page.locator('body')).not.toContainText(lastName)
  }

  // The API, as a script with the rep's token would ask it.
  const headers = { authorization: `Bearer ${rep.accessToken}` }
  const calls = [
    '/api/patients',
    `/api/patients?q=${lastName.slice(0, 5)}`,
    '/api/referral-requests',
    `/api/patients/${patient.id}`,
    `/api/patients/${patient.id}/access-log`,
    `/api/referral-requests/${referral.id}`,
  ]
  for (const call of calls) {
    const answer = await page.request.get(call, { headers })
    expect([403, 404], call).toContain(answer.status())
    const body = await answer.text()
    expect(body, call).not.toContain(lastName)
    expect(body, call).not.toContain('Poznámka, kterou')
    expect(body, call).not.toContain('"items"')
  }
  // Neither can the rep change or act on them.
  const put = await page.request.put(`/api/referral-requests/${referral.id}/cancel`, {
    headers,
    data: { reason: 'other', comment: 'x' },
  })
  expect([403, 404]).toContain(put.status())
  const post = await page.request.post('/api/patients', {
    headers,
    data: { firstName: 'Eva', lastName: 'Nová', birthDate: '1980-01-01', sex: 'female' },
  })
  expect([403, 404]).toContain(post.status())
})
