import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { userDetailSchema, userListSchema, userPreferencesSchema } from '@konzilium/contract/users'
import { users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createSignedIn, signIn } from '../helpers/accounts'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
})
afterAll(async () => {
  await t.close()
})

type Method = 'GET' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

describe('GET /api/users', () => {
  it('lists, searches, filters, sorts and pages', async () => {
    const invited = await createAccount(t, 'rep', {
      activated: false,
      email: 'hledany.reprezentant@test.konzilium.cz',
    })
    const locked = await createAccount(t, 'peripheral_doctor', { locked: true })
    const all = userListSchema.parse(
      (await call('GET', '/api/users?pageSize=100', admin.token)).json(),
    )
    expect(all.total).toBeGreaterThanOrEqual(3)
    expect(all.items[0]).toHaveProperty('displayName')
    const search = userListSchema.parse(
      (await call('GET', '/api/users?q=HLEDANY', admin.token)).json(),
    )
    expect(search.items.map((item) => item.id)).toEqual([invited.id])
    expect(
      userListSchema
        .parse((await call('GET', '/api/users?status=invited', admin.token)).json())
        .items.every((item) => item.status === 'invited'),
    ).toBe(true)
    expect(
      userListSchema
        .parse((await call('GET', '/api/users?status=locked', admin.token)).json())
        .items.map((item) => item.id),
    ).toContain(locked.id)
    expect(
      userListSchema
        .parse((await call('GET', '/api/users?role=admin', admin.token)).json())
        .items.every((item) => item.role === 'admin'),
    ).toBe(true)
    const paged = userListSchema.parse(
      (await call('GET', '/api/users?page=2&pageSize=1&sort=-email', admin.token)).json(),
    )
    expect(paged).toMatchObject({ page: 2, pageSize: 1 })
    expect(paged.items).toHaveLength(1)
    // Wildcards in the search are literal.
    expect(
      userListSchema.parse((await call('GET', '/api/users?q=%25', admin.token)).json()).total,
    ).toBe(0)
  })

  it('refuses an unknown sort, a page size over the cap and bad filters without touching SQL', async () => {
    for (const query of [
      'sort=password_hash',
      'sort=lastName;drop table users',
      'pageSize=101',
      'page=0',
      'role=god',
      'status=x',
      'page=1&page=2',
    ]) {
      const response = await call('GET', `/api/users?${query}`, admin.token)
      expect(response.statusCode, query).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('GET /api/users in Czech', () => {
  // Names are set in the database directly, so the stored sort and search keys follow an update.
  async function accountsNamed(label: string, names: [string, string][]) {
    const ids: string[] = []
    for (const [index, [firstName, lastName]] of names.entries()) {
      const account = await createAccount(t, 'rep', {
        email: `${label}-${index}@test.konzilium.cz`,
      })
      await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, account.id))
      ids.push(account.id)
    }
    return ids
  }
  const list = async (query: string) =>
    userListSchema.parse((await call('GET', `/api/users?${query}`, admin.token)).json())
  const label = `cesky${randomUUID().slice(0, 8)}`

  beforeAll(async () => {
    await accountsNamed(label, [
      ['Zdeněk', 'Žák'],
      ['Jana', 'Chalupa'],
      ['Petr', 'Hrubý'],
      ['Eva', 'Čermák'],
      ['Ivo', 'Cibulka'],
      ['Ota', 'Řehoř'],
      ['Jan', 'Rybář'],
      ['Ema', 'Šťastný'],
      ['Karel', 'Svoboda'],
      ['Ábel', 'Dvořák'],
      ['Adam', 'Dvořák'],
      ['Ilona', 'Ďurica'],
    ])
  })

  it('sorts names in Czech order, both ways, on either engine', async () => {
    const ascending = await list(`q=${label}&pageSize=100`)
    expect(ascending.items.map((item) => `${item.lastName} ${item.firstName}`)).toEqual([
      'Cibulka Ivo',
      'Čermák Eva',
      'Ďurica Ilona',
      'Dvořák Ábel',
      'Dvořák Adam',
      'Hrubý Petr',
      'Chalupa Jana',
      'Rybář Jan',
      'Řehoř Ota',
      'Svoboda Karel',
      'Šťastný Ema',
      'Žák Zdeněk',
    ])
    const descending = await list(`q=${label}&pageSize=100&sort=-lastName`)
    expect(descending.items.map((item) => item.lastName)).toEqual(
      ascending.items.map((item) => item.lastName).reverse(),
    )
    const paged = await list(`q=${label}&pageSize=5&page=2`)
    expect(paged.items.map((item) => item.lastName)).toEqual([
      'Hrubý',
      'Chalupa',
      'Rybář',
      'Řehoř',
      'Svoboda',
    ])
  })

  it('finds names by prefix without diacritics and in any case, e-mails by any part', async () => {
    const names = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}&role=rep&pageSize=100`)).items
        .filter((item) => item.email.startsWith(label))
        .map((item) => `${item.firstName} ${item.lastName}`)
    expect(await names('rehor')).toEqual(['Ota Řehoř'])
    expect(await names('ŘEHOŘ')).toEqual(['Ota Řehoř'])
    expect(await names('stastn')).toEqual(['Ema Šťastný'])
    expect(await names('zak zden')).toEqual(['Zdeněk Žák'])
    expect(await names('zdenek')).toEqual(['Zdeněk Žák'])
    expect(await names('dvorak')).toEqual(['Ábel Dvořák', 'Adam Dvořák'])
    expect(await names('dvorak abel')).toEqual(['Ábel Dvořák'])
    expect(await names('cha')).toEqual(['Jana Chalupa'])
    // A prefix of the name, not any part of it.
    expect(await names('alupa')).toEqual([])
    // The e-mail is found by any part, as before.
    expect(await names(`${label.slice(3)}-7`)).toEqual(['Ema Šťastný'])
    expect(await names(label.toUpperCase())).toHaveLength(12)
  })
})

describe('one user', () => {
  it('reads a user with profile and answers 404 for an unknown id', async () => {
    const rep = await createAccount(t, 'rep', { regions: ['CZ064'] })
    const detail = userDetailSchema.parse(
      (await call('GET', `/api/users/${rep.id}`, admin.token)).json(),
    )
    expect(detail).toMatchObject({
      role: 'rep',
      status: 'active',
      rep: { regions: ['CZ064'] },
      peripheralDoctor: null,
      twoFactorEnabled: false,
    })
    expect(
      (await call('GET', '/api/users/00000000-0000-4000-8000-000000000000', admin.token))
        .statusCode,
    ).toBe(404)
    expect((await call('GET', '/api/users/not-a-uuid', admin.token)).statusCode).toBe(400)
  })

  it('edits name, e-mail and role profile; refuses a taken e-mail and another role’s profile', async () => {
    const doctor = await createAccount(t, 'peripheral_doctor')
    const other = await createAccount(t, 'rep')
    const body = {
      email: `  NOVY.${doctor.email.toUpperCase()}`,
      degreesBefore: 'MUDr.',
      firstName: 'Eva',
      lastName: 'Modelová',
      degreesAfter: 'Ph.D.',
      phone: '603 123 456',
      peripheralDoctor: {
        practiceName: 'Ambulance Modelová',
        ico: '12345679',
        icp: '40123457',
        region: 'CZ064',
        specialty: '404',
      },
    }
    const saved = userDetailSchema.parse(
      (await call('PUT', `/api/users/${doctor.id}`, admin.token, body)).json(),
    )
    expect(saved).toMatchObject({
      email: `novy.${doctor.email}`,
      displayName: 'MUDr. Eva Modelová, Ph.D.',
      phone: '+420603123456',
      peripheralDoctor: { region: 'CZ064', icp: '40123457' },
    })
    const taken = await call('PUT', `/api/users/${doctor.id}`, admin.token, {
      ...body,
      email: other.email,
    })
    expect(taken.statusCode).toBe(409)
    expect(errorEnvelopeSchema.parse(taken.json()).issues).toEqual([
      { path: 'email', message: 'Tento e-mail už používá jiný účet.' },
    ])
    const wrongRole = await call('PUT', `/api/users/${doctor.id}`, admin.token, {
      ...body,
      rep: { company: 'X', regions: [] },
    })
    expect(wrongRole.statusCode).toBe(400)
    const badIco = await call('PUT', `/api/users/${doctor.id}`, admin.token, {
      ...body,
      peripheralDoctor: { ...body.peripheralDoctor, ico: '12345678' },
    })
    expect(errorEnvelopeSchema.parse(badIco.json()).issues?.[0]?.path).toBe('peripheralDoctor.ico')
    const role = await call('PUT', `/api/users/${doctor.id}`, admin.token, {
      ...body,
      role: 'admin',
    })
    expect(userDetailSchema.parse(role.json()).role).toBe('peripheral_doctor')
  })
})

describe('lock and unlock', () => {
  it('locks a signed-in user: the next request is refused and sign-in is too, until unlocked', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    expect((await call('GET', '/api/users/me', doctor.token)).statusCode).toBe(200)
    const locked = await call(
      'PUT',
      `/api/users/${doctor.id}/lock?reason=Odchod%20z%20praxe`,
      admin.token,
    )
    expect(userDetailSchema.parse(locked.json())).toMatchObject({
      status: 'locked',
      activeSessions: 0,
    })
    expect((await call('GET', '/api/users/me', doctor.token)).statusCode).toBe(401)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: doctor.email, password: doctor.password },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      userDetailSchema.parse(
        (await call('PUT', `/api/users/${doctor.id}/unlock`, admin.token)).json(),
      ).status,
    ).toBe('active')
    await signIn(t, doctor)
  })

  it('does not lock the admin’s own account', async () => {
    expect((await call('PUT', `/api/users/${admin.id}/lock`, admin.token)).statusCode).toBe(409)
  })

  it('ends all sessions of a user', async () => {
    const rep = await createSignedIn(t, 'rep')
    expect((await call('DELETE', `/api/users/${rep.id}/sessions`, admin.token)).json()).toEqual({
      ended: 1,
    })
    expect((await call('GET', '/api/users/me', rep.token)).statusCode).toBe(401)
  })
})

describe('own profile and preferences', () => {
  it('reads and edits the own profile but not the e-mail', async () => {
    const rep = await createSignedIn(t, 'rep')
    const saved = await call('PUT', '/api/users/me', rep.token, {
      firstName: 'Ondřej',
      lastName: 'Pokusný',
      degreesBefore: 'Ing.',
      rep: { company: 'Nová firma s.r.o.' },
      email: 'jiny@test.konzilium.cz',
    })
    expect(saved.statusCode).toBe(200)
    expect(userDetailSchema.parse(saved.json())).toMatchObject({
      email: rep.email,
      displayName: 'Ing. Ondřej Pokusný',
      rep: { company: 'Nová firma s.r.o.' },
    })
    expect(
      (await call('PUT', '/api/users/me', rep.token, { firstName: '<script>', lastName: 'X' }))
        .statusCode,
    ).toBe(400)
  })

  it('keeps preferences per user; a user reaches only their own, an admin anyone’s', async () => {
    const doctor = await createSignedIn(t, 'center_doctor')
    const other = await createSignedIn(t, 'peripheral_doctor')
    expect(
      userPreferencesSchema.parse(
        (await call('GET', `/api/users/${doctor.id}/preferences`, doctor.token)).json(),
      ),
    ).toMatchObject({ theme: 'light', language: 'cs' })
    const prefs = {
      theme: 'dark',
      language: 'en',
      notifications: {
        referrals: 'off',
        consultations: 'immediate',
        questionnaires: 'off',
        accounts: 'digest',
        announcements: 'immediate',
        securityEmails: true,
      },
    }
    expect(
      (await call('PUT', `/api/users/${doctor.id}/preferences`, doctor.token, prefs)).json(),
    ).toEqual(prefs)
    expect((await call('GET', `/api/users/${doctor.id}/preferences`, doctor.token)).json()).toEqual(
      prefs,
    )
    expect((await call('GET', `/api/users/${doctor.id}/preferences`, other.token)).statusCode).toBe(
      404,
    )
    expect(
      (await call('PUT', `/api/users/${doctor.id}/preferences`, other.token, prefs)).statusCode,
    ).toBe(404)
    expect((await call('GET', `/api/users/${doctor.id}/preferences`, admin.token)).json()).toEqual(
      prefs,
    )
    expect(
      (
        await call('PUT', `/api/users/${doctor.id}/preferences`, doctor.token, {
          ...prefs,
          theme: 'blue',
        })
      ).statusCode,
    ).toBe(400)
  })
})
