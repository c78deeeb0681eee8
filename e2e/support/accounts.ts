import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { activationLinkIn, waitForMail } from './mail'

/** The demo set of an empty embedded database (README, ADR 007). Tests never change these people. */
export const demo = {
  admin: { email: 'admin@demo.konzilium.cz', password: 'Demo-spravce-2025' },
  centerDoctor: { email: 'centrum@demo.konzilium.cz', password: 'Demo-klinika-2025' },
  rheumatologyDoctor: { email: 'revmatologie@demo.konzilium.cz', password: 'Demo-kloubni-2025' },
  peripheralDoctor: { email: 'lekar@demo.konzilium.cz', password: 'Demo-ambulance-2025' },
  rep: { email: 'reprezentant@demo.konzilium.cz', password: 'Demo-obchod-2025' },
  patient: { email: 'pacient@demo.konzilium.cz', password: 'Demo-pojistenec-2025' },
} as const

export interface Credentials {
  email: string
  password: string
}

/** A fresh address per test, so tests own their data and run in any order or in parallel. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID().slice(0, 8)}@e2e.konzilium.test`
}

/** A password the server's policy accepts (long, not common, no name in it). */
export function newPassword(): string {
  return `Zelena-louka-${randomUUID().slice(0, 6)}-svita`
}

interface SignedIn {
  user: { id: string; email: string; role: string }
  accessToken: string
  accessTokenExpiresAt: string
}

/** POST /api/auth as a script would; for tests whose subject is not the sign-in form. */
export async function signInByApi(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<SignedIn> {
  const response = await request.post('/api/auth', { data: credentials })
  expect(response.status(), await response.text()).toBe(200)
  const answer = (await response.json()) as SignedIn & { status: string }
  expect(answer.status).toBe('signed_in')
  return answer
}

/**
 * Signs the page in with a real session: the tokens are stored as the sign-in form stores them.
 * The storage belongs to the origin, so any of its documents will do: a small JSON answer rather
 * than the app, which the test opens next anyway (a whole app start less per test).
 */
export async function signInPage(page: Page, credentials: Credentials): Promise<SignedIn> {
  const answer = await signInByApi(page.request, credentials)
  await page.goto('/api/health')
  await page.evaluate((session) => {
    localStorage.setItem('app.user', JSON.stringify(session.user))
    localStorage.setItem(
      'app.auth',
      JSON.stringify({
        accessToken: session.accessToken,
        accessTokenExpiresAt: session.accessTokenExpiresAt,
      }),
    )
  }, answer)
  return answer
}

/** Fills and sends the sign-in form. */
export async function signInWithForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email)
  await page.getByLabel('Heslo', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
}

/**
 * The id of the account an invitation made. An invitation's answer names no account (it reads the
 * same when the address already has one), so the admin finds it in the users list.
 */
export async function invitedAccountId(
  request: APIRequestContext,
  adminToken: string,
  email: string,
): Promise<string> {
  const found = await request.get(`/api/users?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  expect(found.status(), await found.text()).toBe(200)
  const { items } = (await found.json()) as { items: { id: string; email: string }[] }
  const user = items.find((item) => item.email === email)
  if (!user) throw new Error(`no account for ${email}`)
  return user.id
}

/**
 * A new, active peripheral doctor of this test's own: invited by the demo admin through the API,
 * activated with the code from the delivered mail. For tests whose subject is not the invitation.
 */
export async function createActiveDoctor(
  request: APIRequestContext,
  label: string,
): Promise<Credentials & { id: string }> {
  const admin = await signInByApi(request, demo.admin)
  const email = uniqueEmail(label)
  const invited = await request.post('/api/peripheral-doctors/invite', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { email, degreesBefore: 'MUDr.', firstName: 'Eva', lastName: 'Modelová' },
  })
  expect(invited.status(), await invited.text()).toBe(202)
  const userId = await invitedAccountId(request, admin.accessToken, email)
  const link = activationLinkIn(await waitForMail(email))
  const code = new URL(link, 'http://localhost').searchParams.get('code') ?? ''
  const password = newPassword()
  const activated = await request.post('/api/peripheral-doctors/activate', {
    data: { code, password },
  })
  expect(activated.status(), await activated.text()).toBe(200)
  return { email, password, id: userId }
}

/** The TOTP time step (RFC 6238, 30 s) of a moment; now by default. */
export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 30_000)
}

/**
 * The TOTP code (RFC 6238, SHA-1, 6 digits, 30 s) of one time step, computed from the manual key
 * the profile shows; the current step by default. The server accepts a code one step early or
 * late and never the same step twice, so a test that needs a second code asks for a later step
 * inside that window (for example `first + 1`) instead of waiting for the clock.
 */
export function totpCode(manualKey: string, step: number = totpStep()): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(manualKey.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  return totp.generate({ timestamp: step * 30_000 })
}
