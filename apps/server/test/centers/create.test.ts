import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEvents } from '../../src/db/schema'
import {
  admin,
  call,
  create,
  issuesOf,
  list,
  peripheral,
  setUpCenterCast,
  t,
  valid,
} from '../helpers/centers-cast'

setUpCenterCast()

describe('POST /api/centers', () => {
  it('creates a centre with normalised PSČ, phone and e-mail, and writes an audit event', async () => {
    const center = await create(valid)
    expect(center).toMatchObject({
      name: valid.name,
      city: 'Plzeň',
      region: 'CZ032',
      specialty: 'dermatology',
      postalCode: '30460',
      phone: '+420377103111',
      email: 'derma@test.konzilium.cz',
      visible: true,
      counts: { doctors: 0, patients: 0, openReferrals: 0 },
    })
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'centers.created'), eq(auditEvents.targetId, center.id)))
    expect(event?.actorUserId).toBe(admin.id)
    // The same name in the same city (case and accents aside) is the same centre.
    const again = await call('POST', '/api/centers', admin.token, {
      ...valid,
      name: valid.name.toUpperCase(),
      city: 'Plzen',
    })
    expect(again.statusCode).toBe(409)
    expect(issuesOf(again.body)[0]?.path).toBe('name')
  })

  it('refuses bad input with field messages in the caller’s language and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, region: 'CZ999' }, 'region'],
      [{ ...valid, specialty: 'cardiology' }, 'specialty'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name'],
      [{ ...valid, city: '' }, 'city'],
      [{ ...valid, postalCode: '1234' }, 'postalCode'],
      [{ ...valid, postalCode: '12 345' }, 'postalCode'],
      [{ ...valid, phone: 'abc' }, 'phone'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, name: 42 }, 'name'],
      [{ ...valid, visible: 'yes' }, 'visible'],
    ]
    for (const [body, field] of cases) {
      const response = await call(
        'POST',
        '/api/centers',
        admin.token,
        { ...body, city: body.city ?? 'Nikde' },
        { 'accept-language': 'en' },
      )
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(issuesOf(response.body).map((issue) => issue.path)).toContain(field)
    }
    const czech = await call('POST', '/api/centers', admin.token, { ...valid, postalCode: '1234' })
    expect(issuesOf(czech.body)[0]?.message).toBe('Zadejte PSČ jako 5 číslic, např. 110 00.')
    expect((await list('q=nikde')).total).toBe(0)
  })

  it('is for admins only', async () => {
    const response = await call('POST', '/api/centers', peripheral.token, {
      ...valid,
      name: 'Cizí centrum',
    })
    expect(response.statusCode).toBe(403)
  })
})
