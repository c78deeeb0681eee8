import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * Every field of an account form is as wide as its siblings: the password input (with its
 * show/hide switch) is not squeezed beside the switch by the form's full-width button rule.
 */

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  expect(box, 'the element is laid out').not.toBeNull()
  return Math.round(box?.width ?? 0)
}

async function expectUsablePasswordSwitch(page: Page, password: Locator): Promise<void> {
  const show = page.getByRole('button', { name: 'Zobrazit' })
  await expect(show).toBeVisible()
  await password.fill('Zelena-louka-svita')
  await show.click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(show).toHaveAttribute('aria-pressed', 'true')
}

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('sign-in: the password input is as wide as the e-mail input', async ({ page }) => {
      await page.goto('/login')
      const email = page.getByLabel('E-mail', { exact: true })
      const password = page.getByLabel('Heslo', { exact: true })
      await expect(password).toBeVisible()
      const emailWidth = await widthOf(email)
      expect(emailWidth).toBeGreaterThan(200)
      expect(await widthOf(password)).toBe(emailWidth)
      await expectUsablePasswordSwitch(page, password)
    })

    test('password reset: the new password input is as wide as the other fields', async ({
      page,
    }) => {
      await page.goto('/reset-password')
      const email = page.getByLabel('E-mail', { exact: true })
      const password = page.getByLabel('Nové heslo')
      await expect(password).toBeVisible()
      const emailWidth = await widthOf(email)
      expect(emailWidth).toBeGreaterThan(200)
      expect(await widthOf(page.getByLabel('Kód z e-mailu'))).toBe(emailWidth)
      expect(await widthOf(password)).toBe(emailWidth)
      await expectUsablePasswordSwitch(page, password)
    })

    test('activation: the password input is as wide as the form', async ({ page }) => {
      await page.goto('/activate-account?code=abcdefghijklmnopqrstuvwxyz&type=rep')
      const password = page.getByLabel('Heslo', { exact: true })
      await expect(password).toBeVisible()
      const submit = page.getByRole('button', { name: 'Aktivovat účet' })
      const formWidth = await widthOf(submit)
      expect(formWidth).toBeGreaterThan(200)
      expect(await widthOf(password)).toBe(formWidth)
      await expectUsablePasswordSwitch(page, password)
    })
  })
}
