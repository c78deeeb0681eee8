import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  announcementResultSchema,
  notificationListSchema,
  type NotificationItem,
} from '@konzilium/contract/notifications'
import { createTestApp, type TestApp } from '../helpers/app'
import {
  bearer,
  callAs,
  createCenter,
  createSignedIn,
  publicRegistrationForm,
} from '../helpers/accounts'
import { activationLinkIn } from '../helpers/mailbox'

/**
 * The notification kinds beyond referrals: an invited account activated (to who invited it), a
 * public registration confirmed (to the admins), and announcements an admin publishes to a role,
 * a region or everybody through `save` (admins only, checked on the server).
 */
let t: TestApp
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let admin: Signed

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
})
afterAll(async () => {
  await t.close()
})

async function notificationsOf(who: Signed): Promise<NotificationItem[]> {
  const response = await callAs(t, who, 'GET', '/api/notifications?pageSize=50')
  expect(response.statusCode, response.body).toBe(200)
  return notificationListSchema.parse(response.json()).items
}

const announcement = (audience: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  announcement: {
    audience,
    type: 'warning',
    title: { cs: 'Odstávka v sobotu', en: 'Maintenance on Saturday' },
    text: { cs: 'Konzilium nepoběží od 8 do 10 hodin.', en: 'Konzilium is down from 8 to 10.' },
    ...extra,
  },
})

describe('account notifications', () => {
  it('tells the representative who invited a doctor that the doctor activated the account', async () => {
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ020'] })
    const email = 'pozvana-lekarka@test.konzilium.cz'
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/peripheral-doctors/invite',
      headers: bearer(rep.token),
      payload: {
        email,
        degreesBefore: 'MUDr.',
        firstName: 'Lenka',
        lastName: 'Příkladná',
        region: 'CZ020',
        ico: '12345679',
      },
    })
    expect(invited.statusCode, invited.body).toBe(202)
    const link = activationLinkIn(await t.mailbox.waitFor(email))
    expect(await notificationsOf(rep)).toEqual([])
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/peripheral-doctors/activate',
      payload: { code: link.code, password: 'Vecerni-prochazka-parkem-8' },
    })
    expect(activated.statusCode, activated.body).toBe(200)
    const [notice] = await notificationsOf(rep)
    expect(notice).toMatchObject({
      event: 'invitation.activated',
      type: 'success',
      params: { person: 'MUDr. Lenka Příkladná' },
      target: null,
    })
  })

  it('tells every admin of a public registration once its address is confirmed', async () => {
    const before = (await notificationsOf(admin)).length
    const form = publicRegistrationForm('nova-registrace@test.konzilium.cz')
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/peripheral-doctors/public-registration',
      payload: form,
    })
    expect(registered.statusCode, registered.body).toBe(202)
    // Submitted, not confirmed: nobody is told yet.
    expect(await notificationsOf(admin)).toHaveLength(before)
    const link = activationLinkIn(await t.mailbox.waitFor(form.email))
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/peripheral-doctors/public-activation',
      payload: { code: link.code, password: 'Jarni-tani-snehu-v-horach' },
    })
    expect(activated.statusCode, activated.body).toBe(200)
    const [notice] = await notificationsOf(admin)
    expect(notice).toMatchObject({ event: 'registration.activated', type: 'info' })
    expect(notice?.params.person).toContain(form.lastName)
  })
})

describe('announcements', () => {
  it('reaches everybody, a role or a region, with the admin texts in both languages', async () => {
    const centerId = await createCenter(t, 'Centrum Ostrava', 'CZ080')
    const ostrava = await createSignedIn(t, 'center_doctor', { centerId })
    const brno = await createSignedIn(t, 'peripheral_doctor')
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ080', 'CZ071'] })

    const toRegion = await callAs(t, admin, 'POST', '/api/notifications/save', {
      ...announcement({ kind: 'region', region: 'CZ080' }),
    })
    expect(toRegion.statusCode, toRegion.body).toBe(200)
    expect(announcementResultSchema.parse(toRegion.json()).announced).toBe(2)
    const [notice] = await notificationsOf(ostrava)
    expect(notice).toMatchObject({
      event: 'announcement',
      type: 'warning',
      params: {
        'title.cs': 'Odstávka v sobotu',
        'title.en': 'Maintenance on Saturday',
        'text.cs': 'Konzilium nepoběží od 8 do 10 hodin.',
        'text.en': 'Konzilium is down from 8 to 10.',
      },
    })
    expect(await notificationsOf(rep)).toHaveLength(1)
    expect(await notificationsOf(brno)).toHaveLength(0)

    const toRole = await callAs(t, admin, 'POST', '/api/notifications/save', {
      ...announcement({ kind: 'role', role: 'peripheral_doctor' }),
    })
    expect(toRole.statusCode, toRole.body).toBe(200)
    expect(await notificationsOf(brno)).toHaveLength(1)
    expect(await notificationsOf(ostrava)).toHaveLength(1)

    const toAll = await callAs(t, admin, 'POST', '/api/notifications/save', {
      ...announcement({ kind: 'everybody' }, { type: 'info' }),
    })
    expect(toAll.statusCode, toAll.body).toBe(200)
    const everybody = announcementResultSchema.parse(toAll.json()).announced
    expect(everybody).toBeGreaterThanOrEqual(4)
    expect(await notificationsOf(ostrava)).toHaveLength(2)
    expect((await notificationsOf(admin)).some((n) => n.event === 'announcement')).toBe(true)
  })

  it('is refused to every other role (403) and changes nothing', async () => {
    for (const role of ['center_doctor', 'peripheral_doctor', 'rep', 'patient'] as const) {
      const caller = await createSignedIn(t, role)
      const before = (await notificationsOf(admin)).length
      const response = await callAs(
        t,
        caller,
        'POST',
        '/api/notifications/save',
        announcement({ kind: 'everybody' }),
      )
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403)
      expect(await notificationsOf(admin)).toHaveLength(before)
    }
  })

  it('answers field messages in Czech and English for a bad announcement', async () => {
    const empty = await callAs(
      t,
      admin,
      'POST',
      '/api/notifications/save',
      announcement({ kind: 'region', region: 'CZ999' }, { title: { cs: '', en: 'x' } }),
      'cs',
    )
    expect(empty.statusCode).toBe(400)
    const issues = errorEnvelopeSchema.parse(empty.json()).issues ?? []
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      ['announcement.audience.region', 'announcement.title.cs'].sort(),
    )
    const mixed = await callAs(
      t,
      admin,
      'POST',
      '/api/notifications/save',
      { ...announcement({ kind: 'everybody' }), hidden: true },
      'en',
    )
    expect(mixed.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(mixed.json()).issues?.[0]).toMatchObject({ path: 'hidden' })
    for (const body of ['null', '[]', '"x"']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/save',
        headers: { ...bearer(admin.token), 'content-type': 'application/json' },
        payload: body,
      })
      expect(odd.statusCode, body).toBe(400)
    }
    const neither = await callAs(t, admin, 'POST', '/api/notifications/save', {}, 'en')
    expect(neither.statusCode).toBe(400)
    expect(
      (errorEnvelopeSchema.parse(neither.json()).issues ?? []).map((issue) => issue.message),
    ).toEqual(['This field is required.', 'This field is required.'])
  })
})
