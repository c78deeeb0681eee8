import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../helpers/accounts'
import { admin, call, create, list, peripheral, setUpCenterCast, t } from '../helpers/centers-cast'

setUpCenterCast()

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
