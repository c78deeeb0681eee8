import { randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** The demo centre doctor's centre (the demo seed), where the referrals of these tests go. */
export const demoCentreName = 'Dermatovenerologická klinika 1. LF UK a VFN'

/** Letters only (a name has no digits): a unique surname finds this test's rows. */
export function uniqueLetters(length = 6): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  return Array.from({ length }, () => letters[randomInt(letters.length)]).join('')
}

/**
 * A fictional birth number of a person born 1960–1999 (ten digits divisible
 * by 11, women's month + 50); random, so a test that types one never meets another test's.
 */
export function uniqueBirthNumber(sex: 'female' | 'male'): { value: string; birthDate: string } {
  for (;;) {
    const year = 60 + randomInt(40)
    const month = 1 + randomInt(12)
    const day = 1 + randomInt(28)
    const serial = randomInt(1000)
    const first = `${pad(year)}${pad(month + (sex === 'female' ? 50 : 0))}${pad(day)}${String(serial).padStart(3, '0')}`
    const check = Number(first) % 11
    if (check === 10) continue
    return {
      value: `${first.slice(0, 6)}/${first.slice(6)}${check}`,
      birthDate: `19${pad(year)}-${pad(month)}-${pad(day)}`,
    }
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** POST /api/patients as the referring doctor: a psoriatic arthritis patient (L40.5). */
export async function createPatient(
  request: APIRequestContext,
  token: string,
  lastName: string,
): Promise<{ id: string }> {
  const created = await request.post('/api/patients', {
    headers: bearer(token),
    data: {
      firstName: 'Eva',
      lastName,
      birthDate: '1975-04-12',
      sex: 'female',
      insurer: '111',
      diagnoses: ['L40.5'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as { id: string }
}

/** The id of a visible centre by its name (GET /api/centers). */
export async function centreId(
  request: APIRequestContext,
  token: string,
  name: string | RegExp,
): Promise<string> {
  const answer = await request.get('/api/centers?pageSize=100', { headers: bearer(token) })
  expect(answer.status(), await answer.text()).toBe(200)
  const { items } = (await answer.json()) as { items: { id: string; name: string; city: string }[] }
  const found = items.find((c) =>
    typeof name === 'string' ? c.name === name : name.test(`${c.name}, ${c.city}`),
  )
  expect(found, `centre ${String(name)}`).toBeDefined()
  return found?.id ?? ''
}

/** POST /api/referral-requests: an L40.5 referral with a note, as the referring doctor. */
export async function createReferral(
  request: APIRequestContext,
  token: string,
  input: { patientId: string; centerId: string; note: string },
): Promise<{ id: string }> {
  const created = await request.post('/api/referral-requests', {
    headers: bearer(token),
    data: { ...input, diagnosis: 'L40.5', urgency: 'priority' },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as { id: string }
}

/**
 * Presses Tab (or Shift+Tab) until the element has the focus: how a keyboard user gets there.
 * Fails when it is not reached within `max` presses (not in the tab order).
 */
export async function tabTo(
  page: Page,
  target: ReturnType<Page['locator']>,
  { backwards = false, max = 80 } = {},
): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused()
}

/** The focused element shows where the focus is: an outline or a focus ring (box shadow). */
export async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing focused'
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== 'none'
    return outline || shadow ? 'visible' : `no focus ring on ${el.outerHTML.slice(0, 80)}`
  })
  expect(ring).toBe('visible')
}

/**
 * The header of the opened referral (its heading names the patient): where its state chip is.
 * After a click in the list the list can still show while the detail loads, with chips of other
 * referrals in the same state, so a chip is looked for here, never on the whole page.
 */
export function openedReferralHeader(page: Page, patientLastName: string): Locator {
  return page.locator('header', {
    has: page.getByRole('heading', { level: 1, name: new RegExp(patientLastName) }),
  })
}
