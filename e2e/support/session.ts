import type { Page } from '@playwright/test'

/** Synthetic cast (no real people), shared by the browser tests. */
export const cast = {
  peripheralDoctor: {
    id: '3f0c9a52-6a55-4d4b-9d1e-0c2f2d3b4a11',
    email: 'jana.dvorakova@example.test',
    role: 'peripheral_doctor',
    degreesBefore: 'MUDr.',
    firstName: 'Jana',
    lastName: 'Dvořáková',
    degreesAfter: null,
    locale: 'cs',
  },
  centerDoctor: {
    id: '9b2e7c14-1d3f-4a8b-b5c6-7d8e9f0a1b22',
    email: 'petr.svoboda@example.test',
    role: 'center_doctor',
    degreesBefore: 'doc. MUDr.',
    firstName: 'Petr',
    lastName: 'Svoboda',
    degreesAfter: 'Ph.D.',
    locale: 'cs',
  },
} as const

/**
 * Puts a session into storage the way a sign-in does (`app.user` + `app.auth`), for tests of the
 * client runtime that do not depend on the accounts feature. Sign-in itself has its own tests.
 */
export async function storeSession(
  page: Page,
  user: (typeof cast)[keyof typeof cast],
  expiresInMs = 60 * 60 * 1000,
): Promise<void> {
  await page.goto('/calculator')
  await page.evaluate(
    ({ user, expiresAt }) => {
      localStorage.setItem('app.user', JSON.stringify(user))
      localStorage.setItem(
        'app.auth',
        JSON.stringify({
          accessToken: 'e2e-token-not-valid-on-server',
          accessTokenExpiresAt: expiresAt,
        }),
      )
    },
    { user, expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  )
}

/** Counts full page loads of the main frame (a client-side navigation does not count). */
export function countPageLoads(page: Page): () => number {
  let loads = 0
  page.on('load', () => loads++)
  return () => loads
}
