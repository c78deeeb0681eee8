import { afterAll, beforeAll, expect } from 'vitest'
import { centerListSchema, centerSchema } from '@konzilium/contract/centers'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from './app'
import { bearer, createSignedIn } from './accounts'

/**
 * The cast of the centre API tests (test/centers/): one app on a database of its own per test
 * file, an admin and a peripheral doctor; each test adds the centres and centre doctors it needs
 * under names of its own. A test file calls `setUpCenterCast()` once; its hooks build the cast
 * before the file's tests and close the app after them. The bindings below are the file's cast
 * once `beforeAll` has run (an ES module's exports are live).
 */
type Signed = Awaited<ReturnType<typeof createSignedIn>>
export let t: TestApp
export let admin: Signed
export let peripheral: Signed

export function setUpCenterCast() {
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createSignedIn(t, 'admin')
    peripheral = await createSignedIn(t, 'peripheral_doctor')
  })
  afterAll(async () => {
    await t.close()
  })
}

/** A valid body of `POST /api/centers`. */
export const valid = {
  name: 'Dermatologické centrum Testovací',
  city: 'Plzeň',
  region: 'CZ032',
  specialty: 'dermatology',
  street: 'alej Svobody 80',
  postalCode: '304 60',
  phone: '377 103 111',
  email: 'Derma@Test.Konzilium.cz',
}

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  })

/** Creates a centre as an admin (or `token`), expecting 201. */
export async function create(body: Record<string, unknown>, token = admin.token) {
  const response = await call('POST', '/api/centers', token, body)
  expect(response.statusCode, response.body).toBe(201)
  return centerSchema.parse(response.json())
}

/** `GET /api/centers?{query}` as an admin (or `token`), expecting 200. */
export async function list(query: string, token = admin.token) {
  const response = await call('GET', `/api/centers?${query}`, token)
  expect(response.statusCode, response.body).toBe(200)
  return centerListSchema.parse(response.json())
}

export const issuesOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).issues ?? []
