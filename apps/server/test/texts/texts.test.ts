import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  publicTextListSchema,
  textListSchema,
  textSchema,
  textVersionListSchema,
} from '@konzilium/contract/texts'
import { auditEvents, users } from '../../src/db/schema'
import { bearer, createCenter, createSignedIn, enrolTwoFactor } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
let doctor: Awaited<ReturnType<typeof createSignedIn>>

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
  doctor = await createSignedIn(t, 'peripheral_doctor')
})
afterAll(async () => {
  await t.close()
})

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  language = 'cs',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as string }),
  })
const save = (id: string, payload: unknown, token = admin.token, language = 'cs') =>
  call('PUT', `/api/texts/${id}`, token, payload, language)
const publicTexts = async (query: string) => {
  const response = await call('GET', `/api/texts?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return publicTextListSchema.parse(response.json()).items
}
const adminList = async (query: string) => {
  const response = await call('GET', `/api/texts/all?${query}`, admin.token)
  expect(response.statusCode, response.body).toBe(200)
  return textListSchema.parse(response.json())
}
const issues = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).issues ?? []

describe('the editable texts: save, history, revert', () => {
  it('lists every text with its default to admins only; the public sees overrides only', async () => {
    expect((await call('GET', '/api/texts/all')).statusCode).toBe(401)
    expect((await call('GET', '/api/texts/all', doctor.token)).statusCode).toBe(403)
    const landing = await adminList('area=landing&locale=cs&keys=landing.lead')
    expect(landing.total).toBe(1)
    expect(landing.items[0]).toMatchObject({
      id: 'cs.landing.lead',
      overridden: false,
      missingTranslation: false,
      version: null,
    })
    expect(landing.items[0]?.body).toBe(landing.items[0]?.defaultBody)
    expect((await adminList('area=mail')).items.map((text) => text.key)).toContain(
      'mail.passwordReset',
    )
    expect(await publicTexts('area=landing&locale=cs')).toEqual([])
    expect((await call('GET', '/api/texts?area=mail&locale=cs')).statusCode).toBe(400)
  })

  it('keeps every version with its author; the public page reads the newest at once', async () => {
    expect(
      (await save('cs.landing.title', { title: '', body: 'x' }, doctor.token)).statusCode,
    ).toBe(403)
    expect(
      (await call('PUT', '/api/texts/cs.landing.title', undefined, { title: '', body: 'x' }))
        .statusCode,
    ).toBe(401)
    const first = await save('cs.landing.title', { title: '', body: 'Nový nadpis' })
    expect(first.statusCode, first.body).toBe(200)
    expect(textSchema.parse(first.json())).toMatchObject({ version: 1, overridden: true })
    const second = await save('cs.landing.title', {
      title: '',
      body: 'Druhý nadpis',
      baseVersion: 1,
    })
    expect(textSchema.parse(second.json())).toMatchObject({
      version: 2,
      missingTranslation: true,
      updatedBy: { id: admin.id },
    })
    // An editor that started from version 1 does not overwrite version 2 unseen.
    const stale = await save('cs.landing.title', { title: '', body: 'Pozdě', baseVersion: 1 })
    expect(stale.statusCode).toBe(409)

    expect(await publicTexts('area=landing&locale=cs')).toMatchObject([
      { key: 'landing.title', body: 'Druhý nadpis', version: 2 },
    ])
    expect(await publicTexts('area=landing&locale=en')).toEqual([])
    const english = await adminList('keys=landing.title&locale=en')
    expect(english.items[0]).toMatchObject({ overridden: false, missingTranslation: true })
    expect((await adminList('state=overridden')).items.map((text) => text.id)).toEqual([
      'cs.landing.title',
    ])
    expect((await adminList('q=druhy nadpis')).total).toBe(1)

    const versions = await call('GET', '/api/texts/cs.landing.title/versions', admin.token)
    expect(
      textVersionListSchema.parse(versions.json()).items.map((v) => [v.version, v.body]),
    ).toEqual([
      [2, 'Druhý nadpis'],
      [1, 'Nový nadpis'],
    ])
  })

  it('deletes an override: the default shows again, audited, the history keeps the revert', async () => {
    await save('cs.landing.lead', { title: '', body: 'Dočasný úvod' })
    expect((await call('DELETE', '/api/texts/cs.landing.lead', doctor.token)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/texts/cs.landing.lead', admin.token)).statusCode).toBe(204)
    expect(await publicTexts('area=landing&locale=cs&keys=landing.lead')).toEqual([])
    const [text] = (await adminList('keys=landing.lead&locale=cs')).items
    expect(text).toMatchObject({ overridden: false, version: null })
    expect(text?.body).toBe(text?.defaultBody)
    expect((await call('DELETE', '/api/texts/cs.landing.lead', admin.token)).statusCode).toBe(404)
    const versions = textVersionListSchema.parse(
      (await call('GET', '/api/texts/cs.landing.lead/versions', admin.token)).json(),
    ).items
    expect(versions.map((v) => [v.version, v.action])).toEqual([
      [2, 'reverted'],
      [1, 'saved'],
    ])
    const audited = await t.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, admin.id), eq(auditEvents.targetType, 'text')))
    expect(audited.map((row) => row.action)).toContain('texts.reverted')
    expect(audited.map((row) => row.action)).toContain('texts.saved')
  })

  it('answers 404 for a key that is not an editable text and 400 for a malformed id', async () => {
    expect((await save('cs.landing.nothing', { title: '', body: 'x' })).statusCode).toBe(404)
    expect((await save('de.landing.title', { title: '', body: 'x' })).statusCode).toBe(400)
    expect((await call('GET', '/api/texts/xx/versions', admin.token)).statusCode).toBe(400)
    const empty = await save('cs.landing.title', { title: '', body: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(issues(empty.body)[0]).toMatchObject({ path: 'body', message: 'Vyplňte text.' })
  })
})

describe('the editable texts: sanitization', () => {
  const refused = [
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;avascript&colon;alert(1))',
    '[x](java\tscript:alert(1))',
    '[x]( javascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](//evil.example/)',
    '[**x**](javascript:alert(1))',
    '<a href="javascript:alert(1)">x</a>',
    'Text [a](/ok) a pak [b](jav&#97;script:alert(1))',
  ]
  it.each(refused)('refuses %s with a field error and changes nothing', async (body) => {
    const response = await save('cs.materials.doc.02.01.p', { title: '', body })
    expect(response.statusCode, response.body).toBe(400)
    expect(issues(response.body)).toContainEqual({
      path: 'body',
      message: expect.stringContaining('javascript:') as string,
    })
    expect(await publicTexts('area=materials&locale=cs&keys=materials.doc.02.01.p')).toEqual([])
  })

  it('words the refusal in the caller’s language', async () => {
    const response = await save(
      'en.legal.terms',
      { title: 'T', body: '[x](javascript:1)' },
      admin.token,
      'en',
    )
    expect(issues(response.body)[0]?.message).toContain('A link may point only to')
    const title = await save('cs.legal.terms', { title: '[x](javascript:1)', body: 'ok' })
    expect(issues(title.body)[0]?.path).toBe('title')
  })

  it('keeps raw HTML and safe links as written: the renderer shows HTML as text', async () => {
    const body =
      '<script>alert(1)</script> <img src=x onerror=alert(1)> &lt;b&gt;\n\n' +
      '[web](https://example.org) [pošta](mailto:info@example.org) [kalkulátor](/calculator)'
    const response = await save('cs.legal.privacy', { title: 'Zásady', body })
    expect(response.statusCode, response.body).toBe(200)
    expect((await publicTexts('area=legal&locale=cs'))[0]?.body).toBe(body)
  })
})

describe('the editable texts: e-mail templates', () => {
  it('refuses unknown and missing placeholders, so a template is never saved broken', async () => {
    const unknown = await save('cs.mail.passwordReset', {
      title: 'Kód',
      body: 'Kód platí {validMinutes} minut pro {name}.',
    })
    expect(unknown.statusCode).toBe(400)
    expect(issues(unknown.body)[0]).toMatchObject({ path: 'body' })
    expect(issues(unknown.body)[0]?.message).toContain('nezná')
    const missing = await save('cs.mail.passwordReset', { title: 'Kód', body: 'Kód platí chvíli.' })
    expect(issues(missing.body)[0]?.message).toContain('chybí povinný')
    const inTitle = await save('cs.mail.passwordReset', {
      title: 'Kód {validMinutes}',
      body: 'Platí {validMinutes} minut.',
    })
    expect(issues(inTitle.body)[0]?.path).toBe('title')
    expect((await adminList('keys=mail.passwordReset&locale=cs')).items[0]?.overridden).toBe(false)
  })

  it('sends the saved wording with the placeholders filled; the default after a revert', async () => {
    const saved = await save('cs.mail.passwordReset', {
      title: 'Váš kód k novému heslu',
      body: 'zde je kód, platí {validMinutes} minut.\n\nNeptali jste se? Nic nedělejte.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const before = t.mailbox.received.length
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-code',
      payload: { email: doctor.email },
    })
    expect(request.statusCode).toBe(200)
    const mail = await t.mailbox.waitFor(doctor.email, { after: before, subject: /novému heslu/ })
    expect(mail.text).toMatch(/zde je kód, platí \d+ minut\./)
    expect(mail.text).toContain('Neptali jste se? Nic nedělejte.')
    expect(mail.text).not.toContain('{validMinutes}')
  })
})

describe('the editable texts: invitation, second-factor and referral mails', () => {
  it('lists them in both languages with their built-in words', async () => {
    const keys = (await adminList('area=mail&locale=cs&pageSize=100')).items.map((x) => x.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        'mail.invitation',
        'mail.invitationAttempt',
        'mail.twoFactorEnabled',
        'mail.twoFactorDisabled',
        'mail.referralCreated',
        'mail.referralAccepted',
        'mail.referralDenied',
        'mail.referralCancelled',
        'mail.referralRedirected',
      ]),
    )
    const [accepted] = (await adminList('keys=mail.referralAccepted&locale=en')).items
    expect(accepted).toMatchObject({ title: 'Referral for a patient accepted', overridden: false })
    expect(accepted?.body).toContain('{center}')
  })

  it('checks their placeholders at save: a referral mail can never name the patient', async () => {
    const patient = await save('cs.mail.referralCreated', {
      title: 'Nová žádost',
      body: 'Žádost pro {patient} do centra {center}.',
    })
    expect(patient.statusCode).toBe(400)
    expect(issues(patient.body)[0]).toMatchObject({ path: 'body' })
    const visitElsewhere = await save('cs.mail.referralDenied', {
      title: 'Zamítnuto',
      body: 'Centrum {center} žádost zamítlo. {visit}',
    })
    expect(visitElsewhere.statusCode).toBe(400)
    const noTime = await save(
      'en.mail.twoFactorDisabled',
      { title: 'Off', body: 'It is off.' },
      admin.token,
      'en',
    )
    expect(issues(noTime.body)[0]?.message).toMatch(/required/i)
    const noExpiry = await save('cs.mail.invitation', {
      title: 'Pozvánka',
      body: 'Přidejte se, {name}.',
    })
    expect(issues(noExpiry.body)[0]?.path).toBe('body')
    const inTitle = await save('cs.mail.invitationAttempt', {
      title: 'Pokus {signInUrl}',
      body: 'Přihlaste se na {signInUrl}, heslo obnovíte na {resetUrl}.',
    })
    expect(issues(inTitle.body)[0]?.path).toBe('title')
  })

  it('sends a saved invitation in its words, placeholders filled, the link kept', async () => {
    const saved = await save('cs.mail.invitation', {
      title: 'Zveme vás do Konzilia',
      body: '{inviter} vás zve jako {role}, {name}.\n\nPozvánka platí do {expiresAt}.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const centerId = await createCenter(t)
    const before = t.mailbox.received.length
    const email = 'zvany-textem@test.konzilium.cz'
    const response = await call('POST', '/api/center-doctors/invite', admin.token, {
      email,
      firstName: 'Lenka',
      lastName: 'Příkladná',
      centerId,
    })
    expect(response.statusCode, response.body).toBe(202)
    const mail = await t.mailbox.waitFor(email, { after: before, subject: /^Zveme vás/ })
    expect(mail.text).toContain('vás zve jako lékař centra biologické léčby, Lenka Příkladná.')
    expect(mail.text).toMatch(/Pozvánka platí do \d+\. \S+ \d{4} v \d+:\d{2}\./)
    expect(mail.text).toContain('https://konzilium.test/activate-account?code=')
    expect(mail.text).not.toMatch(/\{\w+\}/)
    // Reverted, the next invitation is worded by default again.
    expect((await call('DELETE', '/api/texts/cs.mail.invitation', admin.token)).statusCode).toBe(
      204,
    )
    const again = 'zvany-znovu@test.konzilium.cz'
    await call('POST', '/api/center-doctors/invite', admin.token, {
      email: again,
      firstName: 'Lenka',
      lastName: 'Příkladná',
      centerId,
    })
    expect((await t.mailbox.waitFor(again)).subject).toBe('Pozvánka do Konzilia')
  })

  it('sends the second-factor mail of the change made, in the saved words', async () => {
    const saved = await save(
      'en.mail.twoFactorEnabled',
      { title: 'Second factor now on', body: 'your second factor is on since {when}.' },
      admin.token,
      'en',
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const user = await createSignedIn(t, 'peripheral_doctor')
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, user.id))
    const before = t.mailbox.received.length
    await enrolTwoFactor(t, user.token)
    const mail = await t.mailbox.waitFor(user.email, { after: before, subject: /second factor/i })
    expect(mail.subject).toBe('Second factor now on')
    expect(mail.text).toMatch(/Your second factor is on since \d+ \w+ \d{4} at \d+:\d{2}\./)
  })
})
