import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAnswerSchema } from '@konzilium/contract/session'
import { totpCredentials } from '../../src/db/schema'
import { openTotpSecret, resealTotpSecrets, TotpKeyMissingError } from '../../src/features/accounts'
import { createSecretBox, type EncryptionKey } from '../../src/platform/secret-box'
import { totpCodeAt } from '../../src/platform/totp'
import { createTestApp, type TestApp } from '../helpers/app'
import { createAccount, enrolTwoFactor, signIn, type TestAccount } from '../helpers/accounts'

/** ADR 013: TOTP secrets are sealed at rest; plain rows of earlier versions are sealed at start-up. */
const keyOf = (id: string): EncryptionKey => ({ id, key: randomBytes(32) })
const k1 = keyOf('k1')
const k2 = keyOf('k2')
const asEnv = (...keys: EncryptionKey[]) =>
  keys.map((key) => `${key.id}:${key.key.toString('base64')}`).join(',')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ TOTP_ENCRYPTION_KEYS: asEnv(k1) })
})
afterAll(async () => {
  await t.close()
})

async function enrol(account: TestAccount) {
  return enrolTwoFactor(t, await signIn(t, account))
}

/** Password, then the current TOTP code; answers the status of the second step. */
async function signInWithTotp(account: TestAccount, secret: string) {
  t.clock.advance(30)
  const first = signInAnswerSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: account.email, password: account.password },
      })
    ).json(),
  )
  if (first.status !== 'second_factor_required') throw new Error(first.status)
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/auth/second-factor',
    payload: { challengeId: first.challengeId, code: totpCodeAt(secret, t.clock.now()) },
  })
  return second.statusCode
}

/** Every column of every row of the table, as the database returns it. */
async function tableText(): Promise<string> {
  const result = await t.database.db.execute(sql`select * from totp_credentials`)
  const rows = (result as { rows?: unknown[] }).rows ?? result
  return JSON.stringify(rows)
}

const storedSecret = async (userId: string) =>
  (
    await t.database.db
      .select({ secret: totpCredentials.secret })
      .from(totpCredentials)
      .where(eq(totpCredentials.userId, userId))
  )[0]?.secret ?? ''

describe('second-factor secrets at rest', () => {
  it('holds no readable secret after enrolment, and sign-in with the code still works', async () => {
    const account = await createAccount(t, 'center_doctor')
    const secret = await enrol(account)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    const text = await tableText()
    expect(text).toContain(account.id)
    expect(text).not.toContain(secret)
    expect(text).not.toMatch(/"[A-Z2-7]{32}=*"/)
    expect(await storedSecret(account.id)).toMatch(/^v1\.k1\./)

    expect(await signInWithTotp(account, secret)).toBe(200)
  })

  it('seals plain rows left by earlier versions at start-up, once', async () => {
    const account = await createAccount(t, 'center_doctor')
    const secret = await enrol(account)
    // What an earlier version stored: the base32 secret itself.
    await t.database.db
      .update(totpCredentials)
      .set({ secret })
      .where(eq(totpCredentials.userId, account.id))
    expect(await tableText()).toContain(secret)

    const box = t.app.konzilium.services.totpSecrets
    expect(await resealTotpSecrets(t.database.db, box)).toEqual({ sealed: 1, resealed: 0 })
    expect(await tableText()).not.toContain(secret)
    expect(await resealTotpSecrets(t.database.db, box)).toEqual({ sealed: 0, resealed: 0 })
    expect(await signInWithTotp(account, secret)).toBe(200)
  })

  it('rotates keys: add the new key first, re-seal, then remove the old one', async () => {
    const account = await createAccount(t, 'center_doctor')
    const secret = await enrol(account)
    const services = t.app.konzilium.services
    const original = services.totpSecrets
    const sealedWithK1 = await storedSecret(account.id)
    expect(sealedWithK1).toMatch(/^v1\.k1\./)
    try {
      // 1. Every instance gets the new key after the current one: both open, k1 still seals.
      services.totpSecrets = createSecretBox([k1, k2])
      expect(await resealTotpSecrets(t.database.db, services.totpSecrets)).toEqual({
        sealed: 0,
        resealed: 0,
      })
      expect(await signInWithTotp(account, secret)).toBe(200)

      // 2. The new key becomes current: start-up re-seals every row with it.
      services.totpSecrets = createSecretBox([k2, k1])
      const { resealed } = await resealTotpSecrets(t.database.db, services.totpSecrets)
      expect(resealed).toBeGreaterThanOrEqual(1)
      const sealedWithK2 = await storedSecret(account.id)
      expect(sealedWithK2).toMatch(/^v1\.k2\./)
      expect(await tableText()).not.toContain('"v1.k1.')

      // 3. The old key is removed: everything still opens and sign-in works.
      services.totpSecrets = createSecretBox([k2])
      expect(
        openTotpSecret(services.totpSecrets, { userId: account.id, secret: sealedWithK2 }),
      ).toBe(secret)
      expect(await signInWithTotp(account, secret)).toBe(200)

      // Removing a key too early stops the start with a clear message instead of losing factors.
      await t.database.db
        .update(totpCredentials)
        .set({ secret: sealedWithK1 })
        .where(eq(totpCredentials.userId, account.id))
      await expect(resealTotpSecrets(t.database.db, services.totpSecrets)).rejects.toThrow(
        TotpKeyMissingError,
      )
      await expect(resealTotpSecrets(t.database.db, services.totpSecrets)).rejects.toThrow(/k1/)
    } finally {
      services.totpSecrets = original
    }
  })

  it('does not open a sealed secret copied to another account', async () => {
    const first = await createAccount(t, 'center_doctor')
    const second = await createAccount(t, 'center_doctor')
    const secret = await enrol(first)
    await enrol(second)
    const copied = await storedSecret(first.id)
    await t.database.db
      .update(totpCredentials)
      .set({ secret: copied })
      .where(eq(totpCredentials.userId, second.id))
    expect(() =>
      openTotpSecret(t.app.konzilium.services.totpSecrets, { userId: second.id, secret: copied }),
    ).toThrow(/does not open/)
    t.clock.advance(30)
    const answer = signInAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: second.email, password: second.password },
        })
      ).json(),
    )
    if (answer.status !== 'second_factor_required') throw new Error(answer.status)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { challengeId: answer.challengeId, code: totpCodeAt(secret, t.clock.now()) },
    })
    // Fails closed: the tampered row signs nobody in.
    expect(response.statusCode).not.toBe(200)
    expect(response.body).not.toContain('does not open')
  })
})
