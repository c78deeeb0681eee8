import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, signIn, type TestAccount } from '../helpers/accounts'
import { resetCodeIn } from '../helpers/mailbox'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', payload, headers: bearer(token) })
const requestCode = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset-code',
    payload: { email },
    remoteAddress,
  })
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', payload })
const sessionsOk = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) }))
    .statusCode

async function mailedCode(account: TestAccount) {
  const before = t.mailbox.received.length
  expect((await requestCode(account.email)).statusCode).toBe(200)
  return resetCodeIn(
    await t.mailbox.waitFor(account.email, { after: before, subject: /obnovení hesla/ }),
  )
}

function issueMessages(body: unknown) {
  return Object.fromEntries(
    (errorEnvelopeSchema.parse(body).issues ?? []).map((issue) => [issue.path, issue.message]),
  )
}

describe('POST /api/auth/password (change)', () => {
  it('changes the password, keeps this session and ends the others, and tells the user by mail', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const current = await signIn(t, account)
    const other = await signIn(t, account)
    const before = t.mailbox.received.length
    const newPassword = 'Ticha-voda-brehy-mele-7'
    expect(
      (await change(current, { currentPassword: account.password, newPassword })).statusCode,
    ).toBe(204)
    expect(await sessionsOk(current)).toBe(200)
    expect(await sessionsOk(other)).toBe(401)
    await t.mailbox.waitFor(account.email, { after: before, subject: /Heslo bylo změněno/ })
    await signIn(t, { email: account.email, password: newPassword })
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: account.email, password: account.password },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('needs the right current password', async () => {
    const account = await createAccount(t, 'rep')
    const token = await signIn(t, account)
    const response = await change(token, {
      currentPassword: 'not-the-password',
      newPassword: 'Ticha-voda-brehy-mele-7',
    })
    expect(response.statusCode).toBe(400)
    expect(issueMessages(response.json())).toEqual({
      currentPassword: 'Současné heslo není správné.',
    })
  })

  it('applies the password policy: length, common passwords, own name and e-mail, product name', async () => {
    const account = await createAccount(t, 'rep', { email: 'tomas.pokusny@test.konzilium.cz' })
    const token = await signIn(t, account)
    const cases: [string, string][] = [
      ['kratke-hesl', 'Heslo musí mít alespoň 12 znaků. Delší fráze se pamatuje snadno.'],
      ['x'.repeat(257), 'Heslo může mít nejvýše 256 znaků.'],
      [
        'password1234',
        'Toto heslo je v seznamech hesel z uniklých databází, útočníci ho zkoušejí mezi prvními. Zvolte jiné.',
      ],
      [
        'qwertyuiop123',
        'Toto heslo je v seznamech hesel z uniklých databází, útočníci ho zkoušejí mezi prvními. Zvolte jiné.',
      ],
      [
        'qwertzuiopasdf',
        'Toto heslo je příliš běžné nebo snadno uhodnutelné. Zvolte delší nebo méně obvyklé heslo.',
      ],
      ['moje-Konzilium-heslo-2025', 'Heslo nesmí obsahovat vaše jméno, e-mail ani název aplikace.'],
      ['Pokusny-tajne-heslo-99', 'Heslo nesmí obsahovat vaše jméno, e-mail ani název aplikace.'],
      [
        `${account.lastName}-na-horach-7`,
        'Heslo nesmí obsahovat vaše jméno, e-mail ani název aplikace.',
      ],
    ]
    for (const [newPassword, message] of cases) {
      const response = await change(token, { currentPassword: account.password, newPassword })
      expect(response.statusCode, newPassword).toBe(400)
      expect(issueMessages(response.json())).toEqual({ newPassword: message })
    }
    // Still the old password: nothing changed.
    await signIn(t, account)
  })

  it('accepts long passphrases without composition rules, up to 256 characters, exactly as typed', async () => {
    const account = await createAccount(t, 'rep')
    let token = await signIn(t, account)
    let password = account.password
    const long =
      'Žluťoučký kůň úpěl ďábelské ódy, zatímco Příliš dlouhá věta o sedmi kopcích a devatero řekách běžela až k moři a zpět 9x!'
    const longest =
      `${long} Na konci cesty stál starý mlýn, v něm mlynář Vojtěch mlel mouku pro celé údolí; jeho žena Bára pekla chleba s kmínem.`.padEnd(
        256,
        '#',
      )
    for (const next of ['ceske budejovice maji krasne namesti', long, longest]) {
      expect(next.length).toBeGreaterThanOrEqual(12)
      expect(
        (await change(token, { currentPassword: password, newPassword: next })).statusCode,
        `length ${next.length}`,
      ).toBe(204)
      password = next
      token = await signIn(t, { email: account.email, password })
    }
    expect(password.length).toBe(256)
    // A prefix of a long password is not the password (no truncation).
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: account.email, password: password.slice(0, 72) },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('is for signed-in users only', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: {} })).statusCode,
    ).toBe(401)
  })
})

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail and mails a code only to the known one', async () => {
    const account = await createAccount(t, 'center_doctor')
    const before = t.mailbox.received.length
    const known = await requestCode(account.email)
    const unknown = await requestCode('nikdo-takovy@test.konzilium.cz')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    expect(known.json()).toEqual({ status: 'accepted', codeValidMinutes: 10 })
    await t.mailbox.waitFor(account.email, { after: before })
    await t.app.konzilium.mailWorker.idle()
    const to = t.mailbox.received.slice(before).map((mail) => mail.to)
    expect(to.filter((address) => address === account.email)).toHaveLength(1)
    expect(to).not.toContain('nikdo-takovy@test.konzilium.cz')
  })

  it('sets a new password with the mailed code and ends every session', async () => {
    const account = await createAccount(t, 'peripheral_doctor')
    const token = await signIn(t, account)
    const code = await mailedCode(account)
    expect(
      (await reset({ email: account.email, code, newPassword: 'Ranni-mlha-nad-Vltavou-3' }))
        .statusCode,
    ).toBe(204)
    expect(await sessionsOk(token)).toBe(401)
    await signIn(t, { email: account.email, password: 'Ranni-mlha-nad-Vltavou-3' })
    // Used once only.
    const again = await reset({ email: account.email, code, newPassword: 'Jina-mlha-nad-Labem-44' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'CODE_INVALID' })
  })

  it('refuses a wrong code, voids the code after 5 wrong tries, and a wrong e-mail answers alike', async () => {
    const account = await createAccount(t, 'rep')
    const code = await mailedCode(account)
    const wrong = code === '000000' ? '000001' : '000000'
    const unknownAnswer = await reset({
      email: 'nikdo-takovy@test.konzilium.cz',
      code: wrong,
      newPassword: 'Ranni-mlha-nad-Vltavou-3',
    })
    for (let i = 0; i < 5; i++) {
      const response = await reset({
        email: account.email,
        code: wrong,
        newPassword: 'Ranni-mlha-nad-Vltavou-3',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(unknownAnswer.json())
    }
    expect(
      (await reset({ email: account.email, code, newPassword: 'Ranni-mlha-nad-Vltavou-3' })).json(),
    ).toMatchObject({ code: 'CODE_INVALID' })
  })

  it('refuses a code after 10 minutes', async () => {
    const account = await createAccount(t, 'rep')
    const code = await mailedCode(account)
    t.clock.advance(10 * 60 + 1)
    const response = await reset({
      email: account.email,
      code,
      newPassword: 'Ranni-mlha-nad-Vltavou-3',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'CODE_EXPIRED' })
  })

  it('voids the older code when a new one is sent, and binds a code to its account', async () => {
    const account = await createAccount(t, 'rep')
    const other = await createAccount(t, 'rep')
    const first = await mailedCode(account)
    const second = await mailedCode(account)
    if (first !== second) {
      expect(
        (
          await reset({
            email: account.email,
            code: first,
            newPassword: 'Ranni-mlha-nad-Vltavou-3',
          })
        ).statusCode,
      ).toBe(400)
    }
    await mailedCode(other)
    expect(
      (await reset({ email: other.email, code: second, newPassword: 'Ranni-mlha-nad-Vltavou-3' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await reset({ email: account.email, code: second, newPassword: 'Ranni-mlha-nad-Vltavou-3' }))
        .statusCode,
    ).toBe(204)
  })

  it('applies the password policy without using up the code', async () => {
    const account = await createAccount(t, 'rep')
    const code = await mailedCode(account)
    const weak = await reset({ email: account.email, code, newPassword: 'password1234' })
    expect(weak.statusCode).toBe(400)
    expect(issueMessages(weak.json())).toHaveProperty('newPassword')
    expect(
      (await reset({ email: account.email, code, newPassword: 'Ranni-mlha-nad-Vltavou-3' }))
        .statusCode,
    ).toBe(204)
  })

  it('validates the input', async () => {
    const response = await reset({ email: 'x', code: '12', newPassword: 'short' })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(issueMessages(response.json())).sort()).toEqual([
      'code',
      'email',
      'newPassword',
    ])
  })

  it('limits code requests to 3 per hour per account, with Retry-After', async () => {
    const account = await createAccount(t, 'rep')
    for (let i = 0; i < 3; i++)
      expect((await requestCode(account.email, '198.51.100.7')).statusCode).toBe(200)
    const limited = await requestCode(account.email, '198.51.100.8')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    // An unknown address is limited alike (no enumeration through the limit).
    for (let i = 0; i < 3; i++) await requestCode('nikdo-limit@test.konzilium.cz', '198.51.100.9')
    expect((await requestCode('nikdo-limit@test.konzilium.cz', '198.51.100.9')).statusCode).toBe(
      429,
    )
  })

  it('limits code requests to 20 per hour per IP', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await requestCode(`ip-limit-${i}@test.konzilium.cz`, '198.51.100.20')).statusCode,
      ).toBe(200)
    const limited = await requestCode('ip-limit-x@test.konzilium.cz', '198.51.100.20')
    expect(limited.statusCode).toBe(429)
    t.clock.advance(3600)
    expect((await requestCode('ip-limit-y@test.konzilium.cz', '198.51.100.20')).statusCode).toBe(
      200,
    )
  })
})
