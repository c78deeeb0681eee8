import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createSignedIn } from '../helpers/accounts'

/**
 * Two instances on one PostgreSQL database: a lock or sign-out on one ends the session on the
 * other at once, although the other had it cached (LISTEN/NOTIFY). PGlite is one process: skipped.
 */
let a: TestApp
let b: TestApp | undefined
beforeAll(async () => {
  a = await createTestApp()
  if (a.databaseUrl) b = await createTestApp({}, undefined, { databaseUrl: a.databaseUrl })
})
afterAll(async () => {
  await b?.close()
  await a.close()
})

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('condition not met within 2 s')
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'cache invalidation across instances',
  () => {
    it('ends a cached session on the other instance when the user is locked there', async () => {
      if (!b) throw new Error('no second instance')
      const other = b
      const admin = await createSignedIn(a, 'admin')
      const doctor = await createSignedIn(a, 'peripheral_doctor')
      const me = () =>
        other.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(doctor.token) })
      expect((await me()).statusCode).toBe(200)
      expect((await me()).statusCode).toBe(200)
      expect(
        (
          await a.app.inject({
            method: 'PUT',
            url: `/api/users/${doctor.id}/lock`,
            headers: bearer(admin.token),
          })
        ).statusCode,
      ).toBe(200)
      await eventually(async () => (await me()).statusCode === 401)
    })

    it('ends a cached session on the other instance at sign-out', async () => {
      if (!b) throw new Error('no second instance')
      const other = b
      const rep = await createSignedIn(a, 'rep')
      const me = () =>
        other.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(rep.token) })
      expect((await me()).statusCode).toBe(200)
      await a.app.inject({ method: 'DELETE', url: '/api/auth', headers: bearer(rep.token) })
      await eventually(async () => (await me()).statusCode === 401)
    })
  },
)
