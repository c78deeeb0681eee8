import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { configuredPort, configuredServerLog } from '../../playwright.config'
import { newPassword, totpCode, uniqueEmail } from '../support/accounts'
import { paths, to } from '../support/paths'

// The configured server runs as production with no admin: it printed a one-time bootstrap link to
// its log, and admins there must use two-factor sign-in (REQUIRE_2FA_FOR_ADMINS defaults to true).
const base = `http://127.0.0.1:${configuredPort}`

function bootstrapPath(): string {
  const log = readFileSync(configuredServerLog, 'utf8')
  const url = /"bootstrapUrl":"(https?:\/\/[^"]+)"/.exec(log)?.[1]
  if (!url) throw new Error(`no bootstrap link in ${configuredServerLog}`)
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

test('the first admin is created from the logged link and must set up two-factor sign-in first', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('app.analytics.consent', JSON.stringify('denied'))
  })
  const email = uniqueEmail('spravce')
  const password = newPassword()
  await page.goto(base + bootstrapPath())
  await expect(
    page.getByRole('heading', { level: 1, name: 'Založení prvního správce' }),
  ).toBeVisible()
  await expect(page).toHaveURL(`${base}/bootstrap`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Jméno', { exact: true }).fill('Alena')
  await page.getByLabel('Příjmení').fill('Ukázková')
  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Založit správce' }).click()
  await expect(page).toHaveURL(`${base}/login`)
  await expect(page.getByText('Účet správce byl vytvořen.')).toBeVisible()

  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page).toHaveURL(`${base}${to.profile('two-factor')}`)
  await expect(page.getByTestId('toast')).toContainText('Nastavte si dvoufázové ověření')
  // Until then every other call is refused and leads back here.
  await page.goto(`${base}${paths.app.users}`)
  await expect(page).toHaveURL(`${base}${to.profile('two-factor')}`)
  const card = page.getByRole('region', { name: 'Dvoufázové ověření' })
  await expect(card).toContainText('Váš účet musí dvoufázové ověření používat.')
  await expect(page.getByRole('region', { name: 'Osobní údaje' })).toHaveCount(0)

  await card.getByRole('button', { name: 'Zapnout dvoufázové ověření' }).click()
  const key = (await card.getByTestId('manual-key').textContent()) ?? ''
  await card.getByLabel('Kód z aplikace').fill(totpCode(key))
  await card.getByRole('button', { name: 'Ověřit a zapnout' }).click()
  await expect(card.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await card.getByRole('button', { name: 'Kódy mám uložené' }).click()
  // The same session is now a full one.
  await expect(page.getByRole('region', { name: 'Osobní údaje' })).toBeVisible()
  await page.goto(`${base}${paths.app.users}`)
  await expect(page.getByRole('table', { name: /Uživatelé:/ })).toContainText(email)

  // The link works once.
  await page.goto(base + bootstrapPath())
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('druhy'))
  await page.getByLabel('Jméno', { exact: true }).fill('Petr')
  await page.getByLabel('Příjmení').fill('Vzorový')
  await page.getByLabel('Heslo', { exact: true }).fill(newPassword())
  await page.getByRole('button', { name: 'Založit správce' }).click()
  await expect(page.getByText('Odkaz nelze použít')).toBeVisible()
})
