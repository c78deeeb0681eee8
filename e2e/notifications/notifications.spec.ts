import { expect, test, type APIRequestContext } from '@playwright/test'
import { createActiveDoctor, demo, signInByApi, signInPage } from '../support/accounts'
import { openedReferralHeader } from '../referrals/clinic'
import { paths, to, urlContaining } from '../support/paths'

/**
 * In-app notifications (ADR 018): a peripheral doctor of this test's own sends
 * referrals through the API; when the demo centre doctor accepts them, the bell counts them, the
 * panel says so in Czech, opening one leads to the referral and marks it read, "mark all read"
 * clears the count; at 390 px the panel fits the screen. A fresh doctor keeps the counts exact.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function acceptedReferral(
  request: APIRequestContext,
  referrerToken: string,
  centre: { token: string; userId: string; centreId: string },
  lastName: string,
): Promise<string> {
  const patient = await request.post('/api/patients', {
    headers: bearer(referrerToken),
    data: {
      firstName: 'Eva',
      lastName,
      birthDate: '1971-02-03',
      sex: 'female',
      insurer: '111',
      diagnoses: ['L40.5'],
    },
  })
  expect(patient.status(), await patient.text()).toBe(201)
  const referral = await request.post('/api/referral-requests', {
    headers: bearer(referrerToken),
    data: {
      patientId: ((await patient.json()) as { id: string }).id,
      centerId: centre.centreId,
      diagnosis: 'L40.5',
      urgency: 'routine',
      scores: [{ score: 'das28-esr', input: { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 } }],
    },
  })
  expect(referral.status(), await referral.text()).toBe(201)
  const id = ((await referral.json()) as { id: string }).id
  const accepted = await request.put(`/api/referral-requests/${id}/accept`, {
    headers: bearer(centre.token),
    data: { doctorId: centre.userId },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return id
}

async function demoCentre(request: APIRequestContext, referrerToken: string) {
  const centre = await signInByApi(request, demo.centerDoctor)
  const profile = (await (
    await request.get('/api/users/me', { headers: bearer(centre.accessToken) })
  ).json()) as { centerDoctor: { centerName: string } | null }
  const centres = (await (
    await request.get('/api/centers', { headers: bearer(referrerToken) })
  ).json()) as { items: { id: string; name: string }[] }
  const centreId =
    centres.items.find((c) => c.name === profile.centerDoctor?.centerName)?.id ?? 'missing'
  return { token: centre.accessToken, userId: centre.user.id, centreId }
}

test('the referrer is notified of an acceptance: count, Czech text, link, mark read', async ({
  page,
}) => {
  const doctor = await createActiveDoctor(page.request, 'notify')
  const referrer = await signInByApi(page.request, doctor)
  const centre = await demoCentre(page.request, referrer.accessToken)
  const first = await acceptedReferral(page.request, referrer.accessToken, centre, 'Oznámková')
  await acceptedReferral(page.request, referrer.accessToken, centre, 'Zvonková')

  await signInPage(page, doctor)
  await page.goto(paths.app.home)
  const bell = page.getByRole('button', { name: 'Oznámení, 2 nepřečtená' })
  await expect(bell).toBeVisible()
  await bell.click()
  const panel = page.getByRole('region', { name: 'Oznámení', exact: true })
  await expect(panel.getByRole('link', { name: /Žádost pro .+ byla přijata/ })).toHaveCount(2)
  await expect(
    panel.getByText(/^Centrum: .+\. Pacient přechází do péče centra\.$/).first(),
  ).toBeVisible()
  // The referrer refers these patients, so each notification names its patient.
  await expect(
    panel.getByRole('link', { name: /Žádost pro .+ Oznámková byla přijata/ }),
  ).toBeVisible()
  await expect(
    panel.getByRole('link', { name: /Žádost pro .+ Zvonková byla přijata/ }),
  ).toBeVisible()

  // Escape closes the panel and gives the focus back to the bell.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell).toBeFocused()

  // Opening the older one leads to its referral and marks it read.
  await bell.click()
  await panel
    .getByRole('link', { name: /Žádost pro .+ byla přijata/ })
    .last()
    .click()
  await expect(page).toHaveURL(urlContaining(to.referral(first)))
  // The opened referral's chip (the home, with both referrals, can still show while it loads).
  await expect(
    openedReferralHeader(page, 'Oznámková').getByText('Přijatá', { exact: true }),
  ).toBeVisible()
  const oneLeft = page.getByRole('button', { name: 'Oznámení, 1 nepřečtené' })
  await expect(oneLeft).toBeVisible()

  // Mark all read.
  await oneLeft.click()
  await panel.getByRole('button', { name: 'Označit vše jako přečtené' }).click()
  await expect(page.getByRole('button', { name: 'Oznámení', exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Označit vše jako přečtené' })).toBeDisabled()
})

test('at 390 px the panel fits the screen', async ({ page }) => {
  const doctor = await createActiveDoctor(page.request, 'notify.narrow')
  const referrer = await signInByApi(page.request, doctor)
  const centre = await demoCentre(page.request, referrer.accessToken)
  await acceptedReferral(page.request, referrer.accessToken, centre, 'Úzká')

  await page.setViewportSize({ width: 390, height: 844 })
  await signInPage(page, doctor)
  await page.goto(paths.app.home)
  await page.getByRole('button', { name: 'Oznámení, 1 nepřečtené' }).click()
  const panel = page.getByRole('region', { name: 'Oznámení', exact: true })
  await expect(panel.getByRole('link', { name: /Žádost pro .+ byla přijata/ })).toBeVisible()
  const box = await panel.boundingBox()
  expect(box).not.toBeNull()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390)
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(390)
})

test('a notification that arrives while the app is open shows as a toast; dismissing saves it hidden', async ({
  page,
}) => {
  const doctor = await createActiveDoctor(page.request, 'notify.toast')
  const referrer = await signInByApi(page.request, doctor)
  const centre = await demoCentre(page.request, referrer.accessToken)

  await signInPage(page, doctor)
  await page.goto(paths.app.home)
  await expect(page.getByRole('button', { name: 'Oznámení', exact: true })).toBeVisible()
  await acceptedReferral(page.request, referrer.accessToken, centre, 'Toastová')

  // The bell polls; coming back to the window asks at once (TanStack Query's focus refetch).
  const toast = page.getByTestId('toast')
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expect(toast).toContainText(/Žádost pro .+ Toastová byla přijata/, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Oznámení, 1 nepřečtené' })).toBeVisible()

  await toast.getByRole('button').click()
  await expect(toast).toBeHidden()
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/notifications', {
        headers: bearer(referrer.accessToken),
      })
      return ((await answer.json()) as { items: { hidden: boolean }[] }).items.map((n) => n.hidden)
    })
    .toEqual([true])
})
