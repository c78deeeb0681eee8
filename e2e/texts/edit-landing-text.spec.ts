import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demo, signInPage } from '../support/accounts'
import { seriousAccessibilityViolations } from '../support/axe'
import { paths } from '../support/paths'

// axe-core is injected inline (support/axe.ts).
test.use({ bypassCSP: true })

/**
 * An administrator rewords a landing page text in Czech at /app/texts, sees it in the live preview,
 * saves it, and a visitor sees it on / at once, without a deploy. The test reverts the text after
 * itself (the server shows the default again), so other tests see the built-in landing page.
 */
test('an admin edits a landing text in Czech and a visitor sees it on /', async ({
  page,
  browser,
  baseURL,
}) => {
  const signed = await signInPage(page, demo.admin)
  const wording = `Centrum rozhodne do týdne (${randomUUID().slice(0, 8)}).`
  try {
    await page.goto(paths.app.texts)
    await page.getByLabel('Hledat v klíčích a textech').fill('landing.steps.decide.text')
    await page.getByRole('button', { name: 'landing.steps.decide.text' }).first().click()
    const czech = page.getByRole('region', { name: 'Čeština' })
    const body = czech.getByLabel('Text (Markdown)')
    await expect(body).toHaveValue(/Lékař centra žádost přijme/)
    await body.fill(wording)
    await expect(czech.getByRole('region', { name: 'Náhled' })).toContainText(wording)
    await czech.getByRole('button', { name: 'Uložit' }).click()
    await expect(page.getByText('je uložený a platí hned')).toBeVisible()

    const visitor = await browser.newPage({ baseURL, locale: 'cs-CZ' })
    await visitor.goto('/')
    await expect(visitor.getByText(wording)).toBeVisible()
    await visitor.close()
  } finally {
    await page.request.delete('/api/texts/cs.landing.steps.decide.text', {
      headers: { authorization: `Bearer ${signed.accessToken}` },
    })
  }
})

for (const [width, dark] of [
  [390, true],
  [1280, false],
] as const) {
  test(`the texts screen at ${width} px (${dark ? 'dark' : 'light'}) works from the keyboard and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    const signed = await signInPage(page, demo.admin)
    await page.evaluate(
      ({ id, darkMode }) => {
        localStorage.setItem('app.settings.users', JSON.stringify([{ id, darkMode }]))
      },
      { id: signed.user.id, darkMode: dark },
    )
    await page.goto(paths.app.texts)
    await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'dark' : 'light')
    await page.getByLabel('Oblast').selectOption('legal')
    const key = page.getByRole('button', { name: 'legal.terms' }).first()
    await expect(key).toBeVisible()
    expect(await seriousAccessibilityViolations(page)).toEqual([])
    await key.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Čeština' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Angličtina' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Čeština' }).getByLabel('Nadpis')).toHaveValue(
      'Podmínky použití',
    )
    expect(await seriousAccessibilityViolations(page)).toEqual([])
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  })
}
