import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { customMessages } from '@konzilium/contract/validation-messages'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { invitationSentSchema } from '@konzilium/contract/invitations'
import { DataDirLockedError, LOCK_STALE_MS, type LockOwner } from '../../src/db/data-dir-lock'
import { startEmbedded } from '../../src/db/embedded'
import { demoCast } from '../../src/features/bootstrap/demo-cast'
import { runFirstStart } from '../../src/features/bootstrap/first-start'
import { createTestApp, type TestApp } from '../helpers/app'
import {
  bearer,
  createAccount,
  createSignedIn,
  signIn,
  type TestAccount,
} from '../helpers/accounts'
import { activationLinkIn, resetCodeIn } from '../helpers/mailbox'

/**
 * New passwords are refused when published (famous examples, the README's demo passwords outside
 * demo mode), on the breach lists or a simple variation of such a password, or when they hold the
 * user's name or e-mail; on every route that sets one, and as ADMIN_PASSWORD at start. And the
 * embedded database's directory lock: taken over when its holder is gone, whatever host it names.
 */
const demoPasswords = Object.values(demoCast).map((person) => person.password)
const strongPassphrase = 'Kapradi-oblak-sklenice-vitr-93'

const reason = (key: string, locale: 'cs' | 'en' = 'cs') => customMessages[key]?.[locale]

function fieldIssues(body: unknown): Record<string, string> {
  return Object.fromEntries(
    (errorEnvelopeSchema.parse(body).issues ?? []).map((issue) => [issue.path, issue.message]),
  )
}

describe('the password policy outside demo mode', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof createSignedIn>>
  beforeAll(async () => {
    // No demo data set may be seeded here, on either engine: the demo passwords are published.
    t = await createTestApp({ SEED_DEMO_DATA: 'false' })
    admin = await createSignedIn(t, 'admin')
  })
  afterAll(async () => {
    await t.close()
  })

  const change = (token: string, newPassword: string, account: TestAccount, language = 'cs') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { ...bearer(token), 'accept-language': language },
      payload: { currentPassword: account.password, newPassword },
    })

  const refusals = [
    { password: 'correcthorsebatterystaple', key: 'password.published' },
    { password: 'Correct Horse Battery Staple', key: 'password.published' },
    { password: 'Praha2025Praha', key: 'password.commonVariant' },
    { password: 'password1234', key: 'password.breached' },
    { password: 'Password1234!', key: 'password.commonVariant' },
    ...demoPasswords.map((password) => ({ password, key: 'password.published' })),
  ]

  it.each(refusals)(
    'change: refuses $password with its reason and keeps the old password',
    async ({ password, key }) => {
      const account = await createAccount(t, 'peripheral_doctor')
      const token = await signIn(t, account)
      const refused = await change(token, password, account)
      expect(refused.statusCode, refused.body).toBe(400)
      expect(fieldIssues(refused.json())).toEqual({ newPassword: reason(key) })
      // Nothing changed: the old password still signs in, the refused one does not.
      await signIn(t, account)
      const withRefused = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: account.email, password },
      })
      expect(withRefused.statusCode).toBe(401)
    },
  )

  it('words each reason in English for an English caller', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const token = await signIn(t, account)
    for (const { password, key } of refusals.slice(0, 4)) {
      const refused = await change(token, password, account, 'en')
      expect(fieldIssues(refused.json())).toEqual({ newPassword: reason(key, 'en') })
    }
  })

  it('change: refuses the user’s own name (without diacritics) and e-mail name, accepts a strong passphrase', async () => {
    const account = await createAccount(t, 'peripheral_doctor', {
      email: 'kveta.jarni@test.konzilium.cz',
    })
    const token = await signIn(t, account)
    const folded = account.lastName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
    for (const password of [
      `Modre-nebe-${folded}-nad-lesem`,
      `Zlaty-podzim-Jarni-louka-48`,
      `${account.firstName}-pece-chleba-u-reky`,
    ]) {
      const refused = await change(token, password, account)
      expect(refused.statusCode, password).toBe(400)
      expect(fieldIssues(refused.json())).toEqual({
        newPassword: reason('password.containsPersonalInfo'),
      })
    }
    expect((await change(token, strongPassphrase, account)).statusCode).toBe(204)
    await signIn(t, { email: account.email, password: strongPassphrase })
  })

  it('reset with an e-mailed code: refuses published and breached passwords, then accepts a strong one with the same code', async () => {
    const account = await createAccount(t, 'center_doctor')
    const before = t.mailbox.received.length
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-code',
      payload: { email: account.email },
    })
    expect(requested.statusCode).toBe(200)
    const code = resetCodeIn(
      await t.mailbox.waitFor(account.email, { after: before, subject: /obnovení hesla/ }),
    )
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { email: account.email, code, newPassword },
      })
    for (const { password, key } of [
      { password: 'correcthorsebatterystaple', key: 'password.published' },
      { password: 'Demo-klinika-2025', key: 'password.published' },
      { password: 'password1234', key: 'password.breached' },
      { password: 'Praha2025Praha', key: 'password.commonVariant' },
      { password: `Ranni-${account.lastName}-kava-s-mlekem`, key: 'password.containsPersonalInfo' },
    ]) {
      const refused = await reset(password)
      expect(refused.statusCode, password).toBe(400)
      expect(fieldIssues(refused.json())).toEqual({ newPassword: reason(key) })
    }
    // The refusals used up nothing: the code still sets an acceptable password.
    expect((await reset(strongPassphrase)).statusCode).toBe(204)
    await signIn(t, { email: account.email, password: strongPassphrase })
  })

  it('activation of an invitation: refuses weak, published and personal passwords, then activates with a strong one', async () => {
    const email = 'lenka.vzorna@test.konzilium.cz'
    const before = t.mailbox.received.length
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/reps/invite',
      headers: bearer(admin.token),
      payload: {
        email,
        degreesBefore: null,
        firstName: 'Lenka',
        lastName: 'Příkladná',
        degreesAfter: null,
        company: 'Ukázková Pharma s.r.o.',
        regions: ['CZ010'],
      },
    })
    expect(invited.statusCode, invited.body).toBe(202)
    invitationSentSchema.parse(invited.json())
    const { code } = activationLinkIn(await t.mailbox.waitFor(email, { after: before }))
    const activate = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/reps/activate', payload: { code, password } })
    for (const { password, key } of [
      { password: 'Praha2025Praha', key: 'password.commonVariant' },
      { password: 'Demo-obchod-2025', key: 'password.published' },
      { password: 'correcthorsebatterystaple', key: 'password.published' },
      { password: 'Hory-prikladna-reky-stromy', key: 'password.containsPersonalInfo' },
      { password: 'Vzorna-zahrada-za-domem-5', key: 'password.containsPersonalInfo' },
    ]) {
      const refused = await activate(password)
      expect(refused.statusCode, password).toBe(400)
      expect(fieldIssues(refused.json())).toEqual({ password: reason(key) })
    }
    const activated = await activate(strongPassphrase)
    expect(activated.statusCode, activated.body).toBe(200)
    await signIn(t, { email, password: strongPassphrase })
  })
})

describe('the demo passwords in demo mode', () => {
  it('are the demo accounts’ own on the embedded database outside production, published with DATABASE_URL', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' })
    try {
      const policy = t.app.konzilium.services.passwordPolicy
      const expected = t.database.kind === 'pglite' ? null : 'password.published'
      for (const person of Object.values(demoCast))
        expect(policy.problemOf(person.password, person)).toBe(expected)
      // The published example and the breach list hold in demo mode too.
      expect(policy.problemOf('correcthorsebatterystaple', {})).toBe('password.published')
      expect(policy.problemOf('password1234', {})).toBe('password.breached')
    } finally {
      await t.close()
    }
  })
})

describe('ADMIN_PASSWORD at start', () => {
  const adminEmail = 'it.oddeleni@nemocnice.test'
  async function firstStartWith(env: Record<string, string>) {
    const t = await createTestApp({ ADMIN_EMAIL: adminEmail, ...env })
    try {
      return await runFirstStart(t.app.konzilium.services).then(
        (outcome) => ({ outcome, error: undefined }),
        (error: unknown) => ({ outcome: undefined, error: error as Error }),
      )
    } finally {
      await t.close()
    }
  }

  it.each<{ env: Record<string, string>; password: string; key: string }>([
    { env: { NODE_ENV: 'production' }, password: 'Demo-spravce-2025', key: 'password.published' },
    {
      env: { SEED_DEMO_DATA: 'false' },
      password: 'Demo-ambulance-2025',
      key: 'password.published',
    },
    {
      env: { NODE_ENV: 'production' },
      password: 'correcthorsebatterystaple',
      key: 'password.published',
    },
    { env: { NODE_ENV: 'production' }, password: 'Praha2025Praha', key: 'password.commonVariant' },
    { env: { NODE_ENV: 'production' }, password: 'qwertyuiop123', key: 'password.breached' },
  ])(
    'refuses $password ($key) with an error naming the variable',
    async ({ env, password, key }) => {
      const { outcome, error } = await firstStartWith({ ...env, ADMIN_PASSWORD: password })
      expect(outcome).toBeUndefined()
      expect(error?.name).toBe('FirstStartError')
      expect(error?.message).toMatch(new RegExp(`^ADMIN_PASSWORD is not acceptable \\(${key}\\): `))
      expect(error?.message).not.toContain(password)
    },
  )

  it('refuses a demo ADMIN_PASSWORD also once that admin exists', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      REQUIRE_2FA_FOR_ADMINS: 'false',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: demoCast.admin.password,
    })
    try {
      await createAccount(t, 'admin', { email: adminEmail })
      await expect(runFirstStart(t.app.konzilium.services)).rejects.toThrow(
        'ADMIN_PASSWORD is not acceptable (password.published)',
      )
    } finally {
      await t.close()
    }
  })
})

describe('the embedded database’s directory lock', () => {
  let dataDir: string
  let live: ChildProcess | undefined
  const warnings: { object: Record<string, unknown>; message: string }[] = []
  const log = {
    warn: (object: object, message: string) =>
      warnings.push({ object: object as Record<string, unknown>, message }),
  }
  // One data directory for these probes: only the first start pays for creating the database.
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-lock-probe-'))
  })
  afterEach(() => {
    live?.kill()
    live = undefined
    warnings.length = 0
  })
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const lockPath = () => path.join(dataDir, 'konzilium.lock')
  function writeLock(owner: LockOwner, heartbeatAgeMs: number) {
    fs.writeFileSync(lockPath(), JSON.stringify(owner))
    const beat = new Date(Date.now() - heartbeatAgeMs)
    fs.utimesSync(lockPath(), beat, beat)
  }
  const elsewhere: LockOwner = {
    pid: 31337,
    host: 'konzilium-old-container',
    startedAt: '2026-11-20T06:00:00.000Z',
    heartbeatMs: 10_000,
  }

  it('takes over a lock of another host whose heartbeat is old, with a warn line naming it', async () => {
    writeLock(elsewhere, LOCK_STALE_MS + 30_000)
    const embedded = startEmbedded(dataDir, log)
    try {
      await embedded.thread.waitReady
      expect(JSON.parse(fs.readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid })
      expect(warnings).toHaveLength(1)
      expect(warnings[0]?.message).toContain('removed a stale data directory lock')
      expect(warnings[0]?.message).toContain('pid 31337 on konzilium-old-container')
      expect(warnings[0]?.object).toMatchObject({
        stalePid: 31337,
        staleHost: 'konzilium-old-container',
      })
    } finally {
      await embedded.close()
    }
    expect(fs.existsSync(lockPath())).toBe(false)
    // The first start of a data directory creates its database cluster: slow on a busy machine.
  }, 240_000)

  it('refuses a lock of another host whose heartbeat is fresh', () => {
    writeLock(elsewhere, 5_000)
    expect(() => startEmbedded(dataDir, log)).toThrow(DataDirLockedError)
    expect(() => startEmbedded(dataDir, log)).toThrow(/pid 31337 on konzilium-old-container/)
    expect(warnings).toEqual([])
    fs.rmSync(lockPath())
  })

  it('takes over a lock of a process of this host that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeLock({ ...elsewhere, pid: gone, host: os.hostname() }, 0)
    const embedded = startEmbedded(dataDir, log)
    try {
      await embedded.thread.waitReady
      expect(warnings.map((w) => w.object.stalePid)).toEqual([gone])
    } finally {
      await embedded.close()
    }
  }, 120_000)

  it('refuses a lock of a live process of this host', () => {
    live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' })
    writeLock({ ...elsewhere, pid: live.pid ?? 0, host: os.hostname() }, 0)
    expect(() => startEmbedded(dataDir, log)).toThrow(DataDirLockedError)
    expect(warnings).toEqual([])
    fs.rmSync(lockPath())
  })
})
