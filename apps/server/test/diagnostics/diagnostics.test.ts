import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activationLinkSchema, outboxListSchema } from '@konzilium/contract/diagnostics'
import { auditEvents } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createSignedIn, signIn } from '../helpers/accounts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/diagnostics/get-user-activation-code', () => {
  it('issues a fresh link for a not yet activated user, voids the old one, and is audited', async () => {
    const admin = await createSignedIn(t, 'admin')
    const invited = await createAccount(t, 'rep', { activated: false })
    const url = `/api/diagnostics/get-user-activation-code?email=${encodeURIComponent(invited.email.toUpperCase())}`
    const first = activationLinkSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json(),
    )
    expect(first.activationUrl).toBe(
      `https://konzilium.test/activate-account?code=${first.code}&type=rep`,
    )
    const second = activationLinkSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json(),
    )
    const activate = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reps/activate',
        payload: { code, password: 'Podzimni-listi-pada-tise' },
      })
    expect((await activate(first.code)).statusCode).toBe(400)
    expect((await activate(second.code)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).statusCode,
    ).toBe(409)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/diagnostics/get-user-activation-code?email=nikdo@test.konzilium.cz',
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'diagnostics.activation-link-issued'),
          eq(auditEvents.targetId, invited.id),
        ),
      )
    expect(audit).toHaveLength(2)
    await signIn(t, { email: invited.email, password: 'Podzimni-listi-pada-tise' })
  })
})

describe('dev outbox', () => {
  let dev: TestApp
  beforeAll(async () => {
    dev = await createTestApp({ SMTP_URL: '' })
  })
  afterAll(async () => {
    await dev.close()
  })

  it('keeps mails in the database without SMTP, prints them outside production, and lets an admin read them', async () => {
    const admin = await createSignedIn(dev, 'admin')
    await dev.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-code',
      payload: { email: admin.email },
    })
    // The request's commit wakes the worker, but a wake that lands while an earlier drain is
    // finishing is left to the next poll. Once the worker is idle, one drain driven by hand claims
    // every mail already due (the test clock stands still), so the mail is delivered when it ends.
    const worker = dev.app.konzilium.mailWorker
    await worker.idle()
    worker.wake()
    await worker.idle()
    const outbox = outboxListSchema.parse(
      (
        await dev.app.inject({
          method: 'GET',
          url: `/api/diagnostics/outbox?to=${encodeURIComponent(admin.email)}`,
          headers: bearer(admin.token),
        })
      ).json(),
    )
    expect(outbox.items[0]).toMatchObject({
      status: 'dev_outbox',
      template: 'passwordResetCode',
      to: admin.email,
    })
    expect(outbox.items[0]?.text).toMatch(/\n\d{6}\n/)
    expect(dev.logText()).toContain('dev outbox: no SMTP_URL configured')
  })
})
