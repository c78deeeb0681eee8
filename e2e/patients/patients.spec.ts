import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths, to, urlWithSomeId } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

/** The demo patient's own record (the demo seed, apps/server/src/features/bootstrap). */
/** The demo patient as lists name him (surname first); the record's heading is prose. */
const demoRecord = 'Smyšlený Karel'
const demoRecordHeading = 'Karel Smyšlený'
const demoCenter = 'Dermatovenerologická klinika 1. LF UK a VFN, Praha 2'

/**
 * A peripheral doctor creates a patient with the keyboard only, finds the record by a
 * diacritic-free name prefix and by a birth-number prefix, and opens the detail; at 390 px nothing
 * scrolls sideways. The birth number is fictional (a man born 15 March 1985; divisible by 11).
 */
test('a peripheral doctor creates, finds and opens a patient by keyboard', async ({ page }) => {
  await signInPage(page, demo.peripheralDoctor)
  await page.goto(paths.app.patients)
  await page.getByRole('button', { name: 'Nový pacient' }).focus()
  await page.keyboard.press('Enter')
  await page.getByLabel('Jméno', { exact: true }).focus()
  await page.keyboard.type('Řehoř')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Šťastný')
  await page.keyboard.press('Tab')
  await page.keyboard.type('850315/1239')
  // The birth number filled in the date of birth and the sex.
  await expect(page.getByLabel('Datum narození')).toHaveValue('1985-03-15')
  await expect(page.getByLabel('Pohlaví')).toHaveValue('male')
  await page.getByLabel('Hledat diagnózu podle kódu nebo názvu').focus()
  await page.keyboard.type('L40.0')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Vybráno: L40.0')).toBeVisible()
  await page.getByRole('button', { name: 'Založit pacienta' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(urlWithSomeId(paths.app.detail, 'patient'))
  await expect(page.getByRole('heading', { name: 'Řehoř Šťastný' })).toBeVisible()

  await page.goto(paths.app.patients)
  await page.getByLabel('Hledat pacienta').fill('stastn')
  await expect(page.getByRole('link', { name: 'Šťastný Řehoř' })).toBeVisible()
  // The search text never reaches the address.
  expect(page.url()).not.toContain('stastn')
  await page.getByLabel('Hledat pacienta').fill('850315')
  await expect(page.getByRole('link', { name: 'Šťastný Řehoř' })).toBeVisible()
  expect(page.url()).not.toContain('850315')
  await page.getByRole('link', { name: 'Šťastný Řehoř' }).click()
  await expect(page.getByRole('heading', { name: 'Kdo do karty nahlížel' })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  for (const url of [page.url(), paths.app.patients]) {
    await page.goto(url)
    await expect(page.locator('main')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  }
})

test('the patient opens his own record from the menu and can only read it', async ({ page }) => {
  await signInPage(page, demo.patient)
  await page.goto(paths.app.home)
  await page.getByRole('link', { name: 'Můj záznam' }).click()
  await expect(page).toHaveURL(paths.app.detail)
  await expect(page.getByRole('heading', { name: demoRecordHeading })).toBeVisible()
  await expect(page.getByText('780101/0019')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kdo do karty nahlížel' })).toBeVisible()
  // Read-only: no edit, delete, change of doctor, new referral, audit link.
  for (const name of ['Upravit', 'Smazat pacienta', 'Předat pacienta'])
    await expect(page.getByRole('button', { name })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Nová žádost' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Celá historie v auditu' })).toHaveCount(0)
  await expect(page.getByLabel('Lékař centra')).toHaveCount(0)
  // The patient reaches no other record: another id is "not found".
  await page.goto(to.patient('00000000-0000-4000-8000-000000000000'))
  await expect(page.getByText('Pacient nebyl nalezen.')).toBeVisible()
})

test('an admin filters the patient list by centre; the address holds the centre id only', async ({
  page,
}) => {
  await signInPage(page, demo.admin)
  await page.goto(paths.app.patients)
  const cards = page
    .getByRole('table', { name: /pacient/ })
    .locator('tbody')
    .getByRole('row')
  await page.getByLabel('Centrum', { exact: true }).selectOption({ label: demoCenter })
  await expect(page).toHaveURL(/[?&]centerId=[0-9a-f-]{36}/)
  await expect(page.getByRole('link', { name: demoRecord })).toBeVisible()
  // Every record shown belongs to that centre. Retried until the filtered answer replaced the
  // unfiltered list (a snapshot of the cards could still hold a record of another test).
  await expect(
    cards.filter({ hasNotText: 'Dermatovenerologická klinika 1. LF UK a VFN' }),
  ).toHaveCount(0)
  await expect(cards.first()).toBeVisible()
  // The centre's doctors are offered now; picking one keeps the record (its centre doctor).
  await page.getByLabel('Lékař centra').selectOption({ label: 'prof. MUDr. Petr Vzorový, CSc.' })
  await expect(page).toHaveURL(/[?&]centerDoctorId=[0-9a-f-]{36}/)
  await expect(page.getByRole('link', { name: demoRecord })).toBeVisible()
  // Another centre: the record is not there.
  await page
    .getByLabel('Centrum', { exact: true })
    .selectOption({ label: 'Dermatovenerologická klinika LF UK a FN Plzeň, Plzeň' })
  await expect(page.getByRole('link', { name: demoRecord })).toHaveCount(0)
  expect(page.url()).not.toContain('centerDoctorId')
  // Back in history: the first centre again, from the address.
  await page.goBack()
  await expect(page.getByRole('link', { name: demoRecord })).toBeVisible()
  await expect(page.getByLabel('Centrum', { exact: true })).not.toHaveValue('')
})

test('the audit screen filters by time and by one patient from the record', async ({ page }) => {
  await signInPage(page, demo.admin)
  const day = (offset: number) => {
    const d = new Date()
    d.setDate(d.getDate() + offset)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }
  await page.goto(paths.app.audit)
  const caption = page.locator('.audit-table caption')
  await expect(caption).not.toHaveText(/^0 /)
  await page.getByLabel('Od (datum)').fill(day(1))
  await expect(caption).toHaveText('0 záznamů')
  await expect(page).toHaveURL(new RegExp(`from=${day(1)}`))
  await page.getByLabel('Od (datum)').fill(day(0))
  await page.getByLabel('Do (datum)').fill(day(0))
  await expect(caption).not.toHaveText(/^0 /)
  await expect(page.getByRole('cell', { name: 'auth.signed-in' }).first()).toBeVisible()
  // The action in words, its code beneath it; the object in words too.
  await expect(
    page.getByRole('cell', { name: /^Přihlášení\s+auth\.signed-in$/ }).first(),
  ).toBeVisible()
  await expect(
    page.getByRole('cell', { name: /^Přihlášení \(relace\)\s+[0-9a-f-]{36}$/ }).first(),
  ).toBeVisible()
  // The action filter offers actions by name; picking one keeps only its events.
  await page.getByLabel('Akce', { exact: true }).selectOption({ label: 'Přihlášení' })
  await expect(page.getByRole('cell', { name: /auth\.signed-in/ }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: /patients\.listed/ })).toHaveCount(0)
  await page.getByLabel('Akce', { exact: true }).selectOption({ label: 'Všechny akce' })
  await page.getByLabel('Do (datum)').fill(day(-1))
  await expect(page.getByText('Datum „do“ je dřív než datum „od“.')).toBeVisible()

  // The user filter is a picker by name.
  await page.goto(paths.app.audit)
  await page.getByLabel('Hledat uživatele podle jména').fill('Smyšl')
  const picker = page.getByLabel('Uživatel', { exact: true })
  await expect(picker.getByRole('option', { name: /Smyšlený/ })).toHaveCount(1)
  await picker.selectOption({ index: 1 })
  await expect(page).toHaveURL(/[?&]user=[0-9a-f-]{36}/)

  // One patient's history: from the record's link, the id in the address. The demo set holds
  // about fifty patients, so the record is found by name first.
  await page.goto(paths.app.patients)
  await page.getByLabel('Hledat pacienta').fill('smysl')
  await page.getByRole('link', { name: demoRecord }).click()
  await page.getByRole('link', { name: 'Celá historie v auditu' }).click()
  await expect(page).toHaveURL(urlWithSomeId(paths.app.audit, 'patient'))
  await expect(page.getByText('Zobrazena historie jednoho pacienta.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'patients.read' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: /^Otevření karty pacienta/ }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: 'auth.signed-in' })).toHaveCount(0)
})

test('the list and the record pass axe at 390 px; deleting asks in a modal dialog', async ({
  page,
}) => {
  await signInPage(page, demo.admin)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(paths.app.patients)
  await page.getByLabel('Hledat pacienta').fill('smysl')
  await expect(page.getByRole('link', { name: demoRecord })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.getByRole('link', { name: demoRecord }).click()
  await expect(page.getByRole('heading', { name: 'Kdo do karty nahlížel' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  const opener = page.getByRole('button', { name: 'Smazat pacienta' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Smazat záznam pacienta?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.getByRole('heading', { name: demoRecordHeading })).toBeVisible()
})
