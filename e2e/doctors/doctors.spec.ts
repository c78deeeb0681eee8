import { expect, test, type APIRequestContext } from '@playwright/test'
import { tabTo } from '../referrals/clinic'
import { demo, invitedAccountId, signInByApi, signInPage, uniqueEmail } from '../support/accounts'
import { paths, to } from '../support/paths'

/**
 * /app/doctors: an admin finds a centre doctor by a search without diacritics and edits the phone;
 * a representative sees only the doctors of centres in the rep's regions (the demo rep covers
 * Praha and Středočeský kraj); on a phone the list does not scroll sideways.
 */

type Center = { id: string; name: string; region: string }

async function inviteCenterDoctor(
  request: APIRequestContext,
  region: string,
  lastName: string,
): Promise<string> {
  const admin = await signInByApi(request, demo.admin)
  const headers = { authorization: `Bearer ${admin.accessToken}` }
  const centers = (await (await request.get('/api/centers', { headers })).json()) as {
    items: Center[]
  }
  const center = centers.items.find((item) => item.region === region)
  expect(center, region).toBeTruthy()
  const invited = await request.post('/api/center-doctors/invite', {
    headers,
    data: {
      email: uniqueEmail('centre-doctor'),
      degreesBefore: 'MUDr.',
      firstName: 'Květa',
      lastName,
      centerId: center?.id,
    },
  })
  expect(invited.status(), await invited.text()).toBe(202)
  const { email } = (await invited.json()) as { email: string }
  return invitedAccountId(request, admin.accessToken, email)
}

test('an admin finds a centre doctor without diacritics and edits the phone', async ({ page }) => {
  const id = await inviteCenterDoctor(page.request, 'CZ010', 'Řehořová')
  await signInPage(page, demo.admin)
  await page.goto(paths.app.doctors)
  await expect(page.getByRole('heading', { level: 1, name: 'Lékaři' })).toBeVisible()
  await page.getByLabel('Hledat jméno, e-mail nebo ordinaci').fill('rehorova')
  const link = page.getByRole('link', { name: 'Řehořová Květa' }).first()
  await expect(link).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Řehořová' }).first()).toContainText(
    'pozvaný',
  )
  // The search is part of the list's address: a reload keeps it (doctors are not patient data).
  await expect(page).toHaveURL(/[?&]q=rehorova/)
  await page.reload()
  await expect(page.getByLabel('Hledat jméno, e-mail nebo ordinaci')).toHaveValue('rehorova')
  await expect(link).toBeVisible()
  await page.goto(to.doctors({ doctor: id }))
  await expect(page.getByRole('heading', { name: 'MUDr. Květa Řehořová' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Znovu poslat pozvánku' })).toBeVisible()
  await page.getByLabel('Telefon').fill('603 555 777')
  await page.getByRole('button', { name: 'Uložit' }).click()
  await expect(page.getByText('Změny byly uloženy.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('+420 603 555 777')).toBeVisible()
})

test('a representative sees only the doctors of centres in the rep’s regions', async ({ page }) => {
  await inviteCenterDoctor(page.request, 'CZ032', 'Plzeňská')
  await inviteCenterDoctor(page.request, 'CZ010', 'Pražská')
  await signInPage(page, demo.rep)
  // Searched by name (the demo set holds more doctors than a page), through the list's address.
  await page.goto(to.doctors({ q: 'prazska' }))
  await expect(page.getByRole('link', { name: /Pražská/ }).first()).toBeVisible()
  await page.goto(to.doctors({ q: 'vzorovy' }))
  await expect(page.getByRole('link', { name: /Vzorový/ })).toBeVisible()
  await page.goto(to.doctors({ q: 'plzenska' }))
  await expect(page.getByText('Žádný lékař neodpovídá hledání.')).toBeVisible()
  await expect(page.getByText('Plzeňská')).toHaveCount(0)
})

test('the doctors and representatives screens fit a 390 px screen without sideways scrolling', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signInPage(page, demo.admin)
  const doctor = await signInByApi(page.request, demo.peripheralDoctor)
  const rep = await signInByApi(page.request, demo.rep)
  for (const path of [
    paths.app.doctors,
    to.doctors({ tab: 'peripheral' }),
    to.doctors({ tab: 'peripheral', doctor: doctor.user.id }),
    paths.app.representatives,
    to.representatives({ rep: rep.user.id }),
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Načítání…')).toHaveCount(0)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await context.close()
})

test('the doctors tabs are one tab stop and the arrow keys switch them, in the address', async ({
  page,
}) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.doctors)
  const centre = page.getByRole('tab', { name: 'Lékaři center' })
  const peripheral = page.getByRole('tab', { name: 'Ambulantní lékaři' })
  await expect(page.getByRole('tablist', { name: 'Lékaři' })).toBeVisible()
  await tabTo(page, centre)
  await expect(centre).toHaveAttribute('aria-selected', 'true')
  await expect(peripheral).toHaveAttribute('tabindex', '-1')
  await page.keyboard.press('ArrowRight')
  await expect(peripheral).toBeFocused()
  await expect(peripheral).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/[?&]tab=peripheral/)
  await expect(page.getByRole('tabpanel', { name: 'Ambulantní lékaři' })).toContainText(
    /ambulantních lékařů|ambulantní lékař/,
  )
  // The next Tab leaves the tab list for the panel's first field.
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Hledat jméno, e-mail nebo ordinaci')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(peripheral).toBeFocused()
  await page.keyboard.press('Home')
  await expect(centre).toBeFocused()
  await expect(page).not.toHaveURL(/tab=peripheral/)
  await expect(centre).toHaveAttribute('aria-selected', 'true')
  // Back returns to the tab chosen before, as after a click.
  await page.goBack()
  await expect(peripheral).toHaveAttribute('aria-selected', 'true')
})
