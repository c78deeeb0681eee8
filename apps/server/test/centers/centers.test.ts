import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  availableDoctorListSchema,
  centerBatchResultSchema,
  centerListSchema,
  centerSchema,
} from '@konzilium/contract/centers'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { auditEvents, centerDoctorProfiles, centers, referralRequests } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient } from '../helpers/clinic'
import { makeXlsx } from '../helpers/xlsx'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
let peripheral: Awaited<ReturnType<typeof createSignedIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
  peripheral = await createSignedIn(t, 'peripheral_doctor')
})
afterAll(async () => {
  await t.close()
})

const valid = {
  name: 'Dermatologické centrum Testovací',
  city: 'Plzeň',
  region: 'CZ032',
  specialty: 'dermatology',
  street: 'alej Svobody 80',
  postalCode: '304 60',
  phone: '377 103 111',
  email: 'Derma@Test.Konzilium.cz',
}

const call = (
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

async function create(body: Record<string, unknown>, token = admin.token) {
  const response = await call('POST', '/api/centers', token, body)
  expect(response.statusCode, response.body).toBe(201)
  return centerSchema.parse(response.json())
}

async function list(query: string, token = admin.token) {
  const response = await call('GET', `/api/centers?${query}`, token)
  expect(response.statusCode, response.body).toBe(200)
  return centerListSchema.parse(response.json())
}

const issuesOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).issues ?? []

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

describe('GET /api/centers', () => {
  it('finds words of the name or the city without diacritics, filters and pages', async () => {
    const brno = await create({
      name: 'Revmatologie Žlutá',
      city: 'Brno',
      region: 'CZ064',
      specialty: 'rheumatology',
    })
    await create({
      name: 'Revmatologie Žlutá',
      city: 'Ústí nad Labem',
      region: 'CZ042',
      specialty: 'rheumatology',
    })
    expect((await list('q=zluta')).total).toBe(2)
    expect((await list('q=zluta%20usti')).items.map((c) => c.city)).toEqual(['Ústí nad Labem'])
    expect((await list('q=zluta&region=CZ064')).items.map((c) => c.id)).toEqual([brno.id])
    expect((await list('q=zluta&specialty=dermatology')).total).toBe(0)
    const page = await list('q=zluta&pageSize=1&page=2&sort=city')
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 })
    expect(page.items.map((c) => c.city)).toEqual(['Ústí nad Labem'])
    const bad = await call('GET', '/api/centers?sort=street&pageSize=1000&region=XX', admin.token)
    expect(bad.statusCode).toBe(400)
  })

  it('sorts names in Czech order (ch after h, Č after C, Š after S)', async () => {
    const names = ['Šumava', 'Chrudim', 'Cheb', 'Hradec', 'Čáslav', 'Cvikov', 'Sokolov', 'Iglau']
    for (const name of names)
      await create({
        name: `Pořadí ${name}`,
        city: 'Test',
        region: 'CZ020',
        specialty: 'dermatology',
      })
    const sorted = (await list('q=poradi&pageSize=50')).items.map((c) => c.name.slice(7))
    expect(sorted).toEqual([
      'Cvikov',
      'Čáslav',
      'Hradec',
      'Cheb',
      'Chrudim',
      'Iglau',
      'Sokolov',
      'Šumava',
    ])
    const reversed = (await list('q=poradi&pageSize=50&sort=-name')).items.map((c) =>
      c.name.slice(7),
    )
    expect(reversed).toEqual([...sorted].reverse())
  })

  it('near=region lists the region first, then its neighbours, then the rest', async () => {
    const regions = ['CZ080', 'CZ010', 'CZ072', 'CZ064', 'CZ041', 'CZ071']
    for (const region of regions)
      await create({ name: `Blízkost ${region}`, city: 'Test', region, specialty: 'rheumatology' })
    const near = (await list('q=blizkost&near=CZ071&pageSize=50')).items.map((c) => c.region)
    // Olomoucký; then its neighbours Jihomoravský, Zlínský, Moravskoslezský (by name); then the rest.
    expect(near.slice(0, 1)).toEqual(['CZ071'])
    expect(new Set(near.slice(1, 4))).toEqual(new Set(['CZ064', 'CZ072', 'CZ080']))
    expect(new Set(near.slice(4))).toEqual(new Set(['CZ010', 'CZ041']))
  })

  it('hides hidden centres from non-admins, except a centre doctor’s own centre', async () => {
    const shown = await create({
      name: 'Viditelnost Ano',
      city: 'Test',
      region: 'CZ010',
      specialty: 'dermatology',
    })
    const hidden = await create({
      name: 'Viditelnost Ne',
      city: 'Test',
      region: 'CZ010',
      specialty: 'dermatology',
      visible: false,
    })
    const doctor = await createSignedIn(t, 'center_doctor', { centerId: hidden.id })
    const rep = await createSignedIn(t, 'rep')
    const ids = async (token: string) => (await list('q=viditelnost', token)).items.map((c) => c.id)
    expect(await ids(admin.token)).toEqual([shown.id, hidden.id])
    expect(await ids(peripheral.token)).toEqual([shown.id])
    expect(await ids(rep.token)).toEqual([shown.id])
    expect(await ids(doctor.token)).toEqual([shown.id, hidden.id])
    expect((await list('q=viditelnost&visible=false')).items.map((c) => c.id)).toEqual([hidden.id])
    // Counts are for admins.
    expect((await list('q=viditelnost', rep.token)).items[0]?.counts).toBeNull()
    expect((await call('GET', `/api/centers/${hidden.id}`, peripheral.token)).statusCode).toBe(404)
    expect((await call('GET', `/api/centers/${hidden.id}`, doctor.token)).statusCode).toBe(200)
  })

  it('answers 401 without a session and 403 to patients', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/centers' })).statusCode).toBe(401)
    const patient = await createSignedIn(t, 'patient')
    expect((await call('GET', '/api/centers', patient.token)).statusCode).toBe(403)
  })
})

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

describe('DELETE /api/centers/{id}', () => {
  it('deletes a centre nothing depends on', async () => {
    const center = await create({
      name: 'Ke smazání',
      city: 'Cheb',
      region: 'CZ041',
      specialty: 'dermatology',
    })
    expect((await call('DELETE', `/api/centers/${center.id}`, peripheral.token)).statusCode).toBe(
      403,
    )
    const response = await call('DELETE', `/api/centers/${center.id}`, admin.token)
    expect(response.statusCode).toBe(204)
    expect((await call('GET', `/api/centers/${center.id}`, admin.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/centers/${center.id}`, admin.token)).statusCode).toBe(404)
  })

  it('refuses with 409 naming the doctors, patients and referrals that depend on it', async () => {
    const withDoctor = await create({
      name: 'Závislé s lékařem',
      city: 'Most',
      region: 'CZ042',
      specialty: 'dermatology',
    })
    await createAccount(t, 'center_doctor', { centerId: withDoctor.id })
    const refused = await call('DELETE', `/api/centers/${withDoctor.id}`, admin.token, undefined, {
      'accept-language': 'en',
    })
    expect(refused.statusCode).toBe(409)
    expect(issuesOf(refused.body)[0]?.message).toContain('centre doctors: 1')

    const withPatient = await create({
      name: 'Závislé s pacientem',
      city: 'Most',
      region: 'CZ042',
      specialty: 'dermatology',
    })
    await createPatient(t, { referringDoctorId: peripheral.id, centerId: withPatient.id })
    const czech = await call('DELETE', `/api/centers/${withPatient.id}`, admin.token)
    expect(czech.statusCode, czech.body).toBe(409)
    expect(issuesOf(czech.body)[0]?.message).toContain('pacienti: 1')

    const withReferral = await create({
      name: 'Závislé s žádostí',
      city: 'Most',
      region: 'CZ042',
      specialty: 'dermatology',
    })
    const patient = await createPatient(t, { referringDoctorId: peripheral.id })
    await t.database.db.insert(referralRequests).values({
      patientId: patient.id,
      fromDoctorId: peripheral.id,
      toCenterId: withReferral.id,
      diagnosis: 'L40.0',
      urgency: 'routine',
      indication: {},
    })
    const referral = await call(
      'DELETE',
      `/api/centers/${withReferral.id}`,
      admin.token,
      undefined,
      { 'accept-language': 'en' },
    )
    expect(referral.statusCode).toBe(409)
    expect(issuesOf(referral.body)[0]?.message).toContain('referral requests: 1')
    expect(
      (await call('GET', `/api/centers/${withReferral.id}`, admin.token)).json(),
    ).toMatchObject({
      counts: { doctors: 0, patients: 0, openReferrals: 1 },
    })
    expect((await list('q=zavisle')).total).toBe(3)
  })
})

describe('POST /api/centers/batch', () => {
  it('creates each valid row of a JSON list and answers a result per row', async () => {
    const response = await call(
      'POST',
      '/api/centers/batch',
      admin.token,
      {
        rows: [
          { name: 'Dávka Jedna', city: 'Olomouc', region: 'CZ071', specialty: 'rheumatology' },
          {
            name: 'Dávka Dvě',
            city: 'Olomouc',
            region: 'CZ999',
            specialty: 'rheumatology',
            postalCode: 'abc',
          },
          { name: 'Dávka Jedna', city: 'Olomouc', region: 'CZ071', specialty: 'rheumatology' },
          'not an object',
        ],
      },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode, response.body).toBe(200)
    const result = centerBatchResultSchema.parse(response.json())
    expect(result).toMatchObject({ created: 1, failed: 3 })
    expect(result.rows.map((row) => row.status)).toEqual(['created', 'failed', 'failed', 'failed'])
    expect(result.rows[1]?.issues.map((issue) => issue.path).sort()).toEqual([
      'postalCode',
      'region',
    ])
    expect(result.rows[1]?.issues.find((i) => i.path === 'region')?.message).toBe(
      'Choose a region from the list.',
    )
    expect(result.rows[2]?.issues[0]?.path).toBe('name')
    expect((await list('q=davka')).total).toBe(1)
    expect(
      (await call('POST', '/api/centers/batch', peripheral.token, { rows: [{}] })).statusCode,
    ).toBe(403)
    expect((await call('POST', '/api/centers/batch', admin.token, { rows: [] })).statusCode).toBe(
      400,
    )
  })

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  const upload = (body: string | Buffer, contentType: string, token = admin.token) =>
    call('POST', '/api/centers/batch/file', token, body, { 'content-type': contentType })

  it('reads a CSV with Czech headers, region names and specialty words', async () => {
    const csv =
      '\uFEFFNázev;Město;Kraj;Odbornost;PSČ;Telefon\r\nSoubor Alfa;Hradec Králové;Královéhradecký kraj;dermatologie;500 05;495 831 111\r\nSoubor Beta;Pardubice;Marsovský kraj;revmatologie;;\r\n'
    const response = await upload(csv, 'text/csv; charset=utf-8')
    expect(response.statusCode, response.body).toBe(200)
    const result = centerBatchResultSchema.parse(response.json())
    expect(result).toMatchObject({ created: 1, failed: 1 })
    expect(result.rows[0]).toMatchObject({ row: 2, name: 'Soubor Alfa', status: 'created' })
    expect(result.rows[1]).toMatchObject({ row: 3, status: 'failed' })
    expect(result.rows[1]?.issues[0]).toEqual({
      path: 'region',
      message: 'Vyberte kraj ze seznamu.',
    })
    const [alfa] = (await list('q=soubor%20alfa')).items
    expect(alfa).toMatchObject({ region: 'CZ052', specialty: 'dermatology', postalCode: '50005' })
  })

  it('reads an XLSX file and refuses unreadable files and other content types', async () => {
    const file = makeXlsx([
      ['name', 'city', 'region', 'specialty', 'visible'],
      ['Tabulka Gama', 'Ostrava', 'CZ080', 'rheumatology', 'ne'],
    ])
    const result = centerBatchResultSchema.parse((await upload(file, XLSX)).json())
    expect(result).toMatchObject({ created: 1, failed: 0 })
    expect((await list('q=tabulka')).items[0]).toMatchObject({ city: 'Ostrava', visible: false })
    expect((await upload('mesto;kraj\nBrno;CZ064\n', 'text/csv')).statusCode).toBe(400)
    expect((await upload('name\nX\n', 'application/pdf')).statusCode).toBe(415)
    expect((await upload('name\nX\n', 'text/csv', peripheral.token)).statusCode).toBe(403)
  })
})

describe('GET /api/centers/{centerId}/available-doctors', () => {
  it('lists active doctors who take patients, with their patients, in Czech name order', async () => {
    const center = await createCenter(t, 'Centrum s lékaři', 'CZ010')
    const other = await createCenter(t, 'Jiné centrum s lékaři', 'CZ010')
    const ids: string[] = []
    for (const options of [{}, {}, { activated: false }, { locked: true }, {}]) {
      ids.push((await createAccount(t, 'center_doctor', { centerId: center, ...options })).id)
    }
    // The fifth one takes no new patients.
    await t.database.db
      .update(centerDoctorProfiles)
      .set({ acceptsPatients: false })
      .where(eq(centerDoctorProfiles.userId, ids[4] ?? ''))
    await createPatient(t, {
      referringDoctorId: peripheral.id,
      centerId: center,
      centerDoctorId: ids[0] ?? null,
    })
    await createPatient(t, {
      referringDoctorId: peripheral.id,
      centerId: center,
      centerDoctorId: ids[0] ?? null,
    })
    const doctor = await createSignedIn(t, 'center_doctor', { centerId: center })
    const response = await call('GET', `/api/centers/${center}/available-doctors`, doctor.token)
    expect(response.statusCode, response.body).toBe(200)
    const items = availableDoctorListSchema.parse(response.json()).items
    expect(new Set(items.map((i) => i.id))).toEqual(new Set([ids[0], ids[1], doctor.id]))
    expect(items.find((i) => i.id === ids[0])?.patients).toBe(2)
    const sorted = [...items].sort((a, b) =>
      new Intl.Collator('cs').compare(
        `${a.lastName} ${a.firstName}`,
        `${b.lastName} ${b.firstName}`,
      ),
    )
    expect(items.map((i) => i.id)).toEqual(sorted.map((i) => i.id))
    // Another centre is out of a centre doctor's scope; peripheral doctors may not ask.
    expect(
      (await call('GET', `/api/centers/${other}/available-doctors`, doctor.token)).statusCode,
    ).toBe(404)
    expect(
      (await call('GET', `/api/centers/${center}/available-doctors`, peripheral.token)).statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/api/centers/${other}/available-doctors`, admin.token)).statusCode,
    ).toBe(200)
    const gone = await call(
      'GET',
      '/api/centers/00000000-0000-4000-8000-000000000000/available-doctors',
      admin.token,
    )
    expect(gone.statusCode).toBe(404)
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
