import { expect, test, type Page } from '@playwright/test'
import { createActiveDoctor, demo, signInByApi, signInPage } from '../support/accounts'
import { to } from '../support/paths'

/** Resolves once the page's live channel has answered (its stream is open). */
const liveOpen = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/live') && response.status() === 200,
  )

/**
 * Two doctors in two browsers (ADR 035, 036): a consultation started by the centre doctor comes
 * into the referrer's open list unread, and the bell counts it, without a reload; messages typed
 * with Enter appear live on the other side, with read receipts; a browser that was offline gets
 * what it missed once it is back, once.
 */
test('two doctors chat live, with read receipts, and nothing is lost offline', async ({
  page,
  browser,
}) => {
  test.slow()
  const doctor = await createActiveDoctor(page.request, 'chat')
  const referrer = await signInByApi(page.request, doctor)
  const centre = await signInByApi(page.request, demo.centerDoctor)
  const subject = `Konzilium ${String(Date.now())}`

  // The referrer's list is open, with its live channel up, before anything exists.
  const listLive = liveOpen(page)
  await signInPage(page, doctor)
  await page.goto(to.consultations())
  await listLive
  await expect(page.getByRole('button', { name: 'Oznámení', exact: true })).toBeVisible()

  // The centre doctor starts a consultation with the referrer.
  const created = await page.request.post('/api/consultations', {
    headers: { authorization: `Bearer ${centre.accessToken}` },
    data: {
      subject,
      participantIds: [referrer.user.id],
      firstMessage: 'Dobrý den, máte volnou kapacitu?',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  // Without a reload: the row comes unread, and the bell counts the notice.
  const row = page.getByRole('row').filter({ hasText: subject })
  await expect(row.getByText('1 nepřečtená zpráva')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Oznámení, 1 nepřečtené' })).toBeVisible()

  const centreContext = await browser.newContext()
  try {
    const centrePage = await centreContext.newPage()
    await signInPage(centrePage, demo.centerDoctor)
    // Both open it; each browser's live channel is up.
    const centreLive = liveOpen(centrePage)
    await centrePage.goto(to.consultation(id))
    await centreLive
    const referrerLive = liveOpen(page)
    await page.goto(to.consultation(id))
    await referrerLive
    const centreLog = centrePage.getByRole('log', { name: 'Zprávy' })
    const referrerLog = page.getByRole('log', { name: 'Zprávy' })
    await expect(centreLog.getByText('Dobrý den, máte volnou kapacitu?')).toBeVisible()

    // Enter sends, Shift+Enter breaks the line; the text arrives on the other side as text.
    const composer = page.getByRole('textbox', { name: 'Zpráva' })
    await composer.fill('Pacient s PASI 18,')
    await composer.press('Shift+Enter')
    await composer.pressSequentially('<b>DLQI 14</b>')
    await composer.press('Enter')
    await expect(centreLog.getByText('<b>DLQI 14</b>', { exact: false })).toBeVisible()
    await expect(centreLog.locator('b')).toHaveCount(0)
    // The centre doctor has it on screen: the referrer sees it read.
    await expect(referrerLog.getByText(/Přečteno: .*Vzorový/)).toBeVisible()

    // The centre doctor answers; it appears for the referrer without a reload.
    await centrePage.getByRole('textbox', { name: 'Zpráva' }).fill('Ano, pošlete prosím žádost.')
    await centrePage.getByRole('textbox', { name: 'Zpráva' }).press('Enter')
    await expect(referrerLog.getByText('Ano, pošlete prosím žádost.')).toBeVisible()

    // The centre doctor's browser goes offline; a message posted meanwhile appears once it is
    // back, exactly once.
    await centreContext.setOffline(true)
    await composer.fill('Posílám ji ještě dnes.')
    await composer.press('Enter')
    await expect(referrerLog.getByText('Posílám ji ještě dnes.')).toBeVisible()
    await centreContext.setOffline(false)
    await expect(centreLog.getByText('Posílám ji ještě dnes.')).toHaveCount(1, {
      timeout: 60_000,
    })
    await expect(centreLog.getByText('Ano, pošlete prosím žádost.')).toHaveCount(1)
  } finally {
    await centreContext.close()
  }
})
