import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../src/db/schema'
import { sha256 } from '../../src/platform/secrets'
import { bearer, createSignedIn } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/app'

/**
 * What held up when probed, kept so by tests: a user cannot raise their own role, and sign-out ends
 * the session on the server, not only in the client.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

describe('what held up when probed', () => {
  it('refuses a role change through PUT /api/users/me: the role and its rights stay', async () => {
    for (const role of ['rep', 'peripheral_doctor', 'center_doctor'] as const) {
      const user = await createSignedIn(t, role)
      const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id))
      for (const attempt of [
        { role: 'admin' },
        { role: 'admin', firstName: 'Eva', lastName: 'Nová' },
        { firstName: 'Eva', lastName: 'Nová', role: 'admin', status: 'active', centerId: null },
      ]) {
        const answer = await call('PUT', '/api/users/me', user.token, attempt)
        // Either refused or saved without the role: never a 5xx, never an admin.
        expect([200, 400], answer.body).toContain(answer.statusCode)
        if (answer.statusCode === 200) expect(answer.json()).toMatchObject({ role })
      }
      const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id))
      expect(after?.role).toBe(role)
      expect(after?.role).toBe(before?.role)
      expect((await call('GET', '/api/users/me', user.token)).json()).toMatchObject({ role })
      // Admin-only operations stay closed to the same token.
      expect((await call('GET', '/api/users', user.token)).statusCode).toBe(403)
    }
  })

  it('ends the session on the server at sign-out: the old token answers 401 everywhere', async () => {
    const doctor = await createSignedIn(t, 'center_doctor')
    expect((await call('GET', '/api/users/me', doctor.token)).statusCode).toBe(200)
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth',
      headers: bearer(doctor.token),
    })
    expect(signOut.statusCode).toBe(204)
    // The server's record of the session is ended, whatever the client keeps.
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(doctor.token)))
    expect(session?.revokedAt).toBeInstanceOf(Date)
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/token'],
    ] as const) {
      const answer = await call(method, url, doctor.token, method === 'POST' ? {} : undefined)
      expect(answer.statusCode, `${method} ${url}`).toBe(401)
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    }
    // Even after the session cache's lifetime, the token stays dead.
    t.clock.advance(60)
    expect((await call('GET', '/api/users/me', doctor.token)).statusCode).toBe(401)
  })
})
