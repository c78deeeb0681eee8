import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { centerSchema } from '@konzilium/contract/centers'
import { auditEvents, centers } from '../../src/db/schema'
import { createSignedIn } from '../helpers/accounts'
import { admin, call, create, list, peripheral, setUpCenterCast, t } from '../helpers/centers-cast'

setUpCenterCast()

describe('PUT /api/centers/{id} and toggle-visibility', () => {
  it('lets admins edit any centre and a centre doctor only the own one (others: 404)', async () => {
    const own = await create({
      name: 'Úpravy Vlastní',
      city: 'Jihlava',
      region: 'CZ063',
      specialty: 'dermatology',
    })
    const other = await create({
      name: 'Úpravy Cizí',
      city: 'Jihlava',
      region: 'CZ063',
      specialty: 'dermatology',
    })
    const doctor = await createSignedIn(t, 'center_doctor', { centerId: own.id })
    const body = {
      name: 'Úpravy Vlastní',
      city: 'Jihlava',
      region: 'CZ063',
      specialty: 'dermatology',
      phone: '+420 567 157 111',
      postalCode: '58633',
    }
    const updated = await call('PUT', `/api/centers/${own.id}`, doctor.token, body)
    expect(updated.statusCode, updated.body).toBe(200)
    expect(centerSchema.parse(updated.json())).toMatchObject({
      phone: '+420567157111',
      postalCode: '58633',
      counts: null,
    })
    expect((await call('PUT', `/api/centers/${other.id}`, doctor.token, body)).statusCode).toBe(404)
    expect((await call('PUT', `/api/centers/${own.id}`, peripheral.token, body)).statusCode).toBe(
      403,
    )
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'centers.updated'), eq(auditEvents.targetId, own.id)))
    expect(event?.details).toEqual({ changed: ['postalCode', 'phone'] })
    // Another centre's name in the same city is refused.
    const clash = await call('PUT', `/api/centers/${own.id}`, admin.token, {
      ...body,
      name: 'Úpravy cizí',
    })
    expect(clash.statusCode).toBe(409)
    const missing = await call(
      'PUT',
      '/api/centers/00000000-0000-4000-8000-000000000000',
      admin.token,
      body,
    )
    expect(missing.statusCode).toBe(404)
  })

  it('toggles visibility (admins), which non-admin lists follow', async () => {
    const center = await create({
      name: 'Přepínač',
      city: 'Zlín',
      region: 'CZ072',
      specialty: 'rheumatology',
    })
    const hide = await call('PUT', `/api/centers/${center.id}/toggle-visibility`, admin.token)
    expect(centerSchema.parse(hide.json()).visible).toBe(false)
    expect((await list('q=prepinac', peripheral.token)).total).toBe(0)
    const show = await call('PUT', `/api/centers/${center.id}/toggle-visibility`, admin.token)
    expect(centerSchema.parse(show.json()).visible).toBe(true)
    expect((await list('q=prepinac', peripheral.token)).total).toBe(1)
    const doctor = await createSignedIn(t, 'center_doctor', { centerId: center.id })
    expect(
      (await call('PUT', `/api/centers/${center.id}/toggle-visibility`, doctor.token)).statusCode,
    ).toBe(403)
    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, center.id))
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['centers.hidden', 'centers.shown']),
    )
  })
})

describe('the stored centre', () => {
  it('keeps the centre row unchanged by a refused request', async () => {
    const center = await create({
      name: 'Nezměněné',
      city: 'Kolín',
      region: 'CZ020',
      specialty: 'dermatology',
    })
    await call('PUT', `/api/centers/${center.id}`, admin.token, {
      name: '',
      city: 'Kolín',
      region: 'CZ020',
      specialty: 'dermatology',
    })
    const [row] = await t.database.db.select().from(centers).where(eq(centers.id, center.id))
    expect(row?.name).toBe('Nezměněné')
  })
})
