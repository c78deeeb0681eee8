import { expect } from 'vitest'
import type { Role } from '@konzilium/contract/session'
import { signInAnswerSchema } from '@konzilium/contract/session'
import { recoveryCodesSchema, twoFactorEnrolmentSchema } from '@konzilium/contract/two-factor'
import { eq } from 'drizzle-orm'
import { centers, users } from '../../src/db/schema'
import { demoCast, extraCast } from '../../src/features/bootstrap/demo-cast'
import { insertAccount } from '../../src/features/accounts'
import { totpCodeAt } from '../../src/platform/totp'
import type { TestApp } from './app'

/**
 * Fixtures from the synthetic cast. Accounts are created directly (a test about sign-in should not
 * depend on the invitation flow); codes and links are always read from delivered mail.
 */
let sequence = 0

export type TestAccount = {
  id: string
  email: string
  password: string
  role: Role
  firstName: string
  lastName: string
}

export async function createCenter(
  t: TestApp,
  name = 'Dermatovenerologická klinika 1. LF UK a VFN',
  region = 'CZ010',
): Promise<string> {
  const [row] = await t.database.db
    .insert(centers)
    .values({ name, city: 'Praha', region, specialty: 'dermatology' })
    .returning()
  return row?.id ?? ''
}

const castByRole = {
  admin: demoCast.admin,
  center_doctor: demoCast.centerDoctor,
  peripheral_doctor: demoCast.peripheralDoctor,
  rep: demoCast.rep,
  patient: demoCast.patient,
} as const

export async function createAccount(
  t: TestApp,
  role: Role,
  options: {
    activated?: boolean
    locked?: boolean
    centerId?: string
    regions?: string[]
    email?: string
    password?: string
    /** A hash of `password` computed once for many accounts (argon2 per account is slow). */
    passwordHash?: string
  } = {},
): Promise<TestAccount> {
  sequence += 1
  const person =
    sequence === 1 ? castByRole[role] : (extraCast[sequence % extraCast.length] ?? castByRole[role])
  const email =
    options.email ??
    `${role.replace('_', '-')}-${sequence}-${Date.now().toString(36)}@test.konzilium.cz`
  const password = options.password ?? `Zelena-louka-${sequence}-nad-rekou`
  const now = t.clock.now()
  const activated = options.activated ?? true
  const user = await insertAccount(t.database.db, {
    email,
    role,
    origin: 'seed',
    degreesBefore: person.degreesBefore,
    firstName: person.firstName,
    lastName: person.lastName,
    degreesAfter: person.degreesAfter,
    phone: null,
    locale: 'cs',
    ...(activated
      ? {
          passwordHash:
            options.passwordHash ?? (await t.app.konzilium.services.hasher.hash(password)),
          activatedAt: now,
        }
      : {}),
    now,
    peripheralDoctor: {
      practiceName: 'Ambulance Modelová',
      ico: '12345679',
      icp: '40123456',
      region: 'CZ020',
      specialty: '404',
    },
    rep: { company: 'Ukázková Pharma s.r.o.', regions: options.regions ?? ['CZ010', 'CZ020'] },
    ...(role === 'center_doctor' ? { centerId: options.centerId ?? (await createCenter(t)) } : {}),
  })
  if (options.locked) {
    await t.database.db.update(users).set({ lockedAt: now }).where(eq(users.id, user.id))
  }
  return { id: user.id, email, password, role, firstName: user.firstName, lastName: user.lastName }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A request to `t` as `who` (their bearer token), worded for `language` when one is given. */
export function callAs(
  t: TestApp,
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  language?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...bearer(who.token),
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

/** Signs in (no second factor) and returns the bearer token. */
export async function signIn(
  t: TestApp,
  account: { email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: account.email, password: account.password },
    remoteAddress,
  })
  expect(response.statusCode, response.body).toBe(200)
  const answer = signInAnswerSchema.parse(response.json())
  if (answer.status === 'second_factor_required') throw new Error('second factor required')
  return answer.accessToken
}

export async function createSignedIn(
  t: TestApp,
  role: Role,
  options: Parameters<typeof createAccount>[2] = {},
) {
  const account = await createAccount(t, role, options)
  return { ...account, token: await signIn(t, account) }
}

/**
 * Switches on two-factor sign-in for the signed-in account (enrolment, then the current code) and
 * answers the TOTP secret, for tests that then sign in with codes.
 */
export async function enrolTwoFactor(t: TestApp, token: string): Promise<string> {
  const enrolment = twoFactorEnrolmentSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/enrolment',
        headers: bearer(token),
      })
    ).json(),
  )
  const secret = new URL(enrolment.otpauthUri).searchParams.get('secret') ?? ''
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/confirmation',
    headers: bearer(token),
    payload: { code: totpCodeAt(secret, t.clock.now()) },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  recoveryCodesSchema.parse(confirmed.json())
  return secret
}

/** A valid body of the public registration of a peripheral doctor. */
export const publicRegistrationForm = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  degreesBefore: 'MUDr.',
  firstName: 'Marek',
  lastName: 'Cvičný',
  phone: '+420 603 123 456',
  practiceName: 'Kožní ambulance Cvičný s.r.o.',
  ico: '12345679',
  icp: '40123456',
  region: 'CZ053',
  specialty: '404',
  termsAccepted: true,
  ...extra,
})
