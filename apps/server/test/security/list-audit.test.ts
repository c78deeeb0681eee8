import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEventListSchema } from '@konzilium/contract/audit'
import { accessLogSchema } from '@konzilium/contract/patients'
import { auditEvents } from '../../src/db/schema'
import { createSignedIn } from '../helpers/accounts'
import { withAuditRejected } from '../helpers/audit'
import { createPatient } from '../helpers/clinic'
import {
  admin,
  call,
  centerDoctor,
  colleague,
  newReferral,
  patientOf,
  referrer,
  rep,
  setUpReferralCast,
  t,
  type Signed,
} from '../helpers/referrals-cast'

/**
 * A list, a search or a home page names in its audit row the patients it showed and the search
 * text as typed, so a search by a birth number can be traced and a record's access history shows
 * in whose lists it appeared; an admin's read of patient accounts leaves a row naming them.
 */
setUpReferralCast()

type AuditRow = typeof auditEvents.$inferSelect

/** The audit rows `who` wrote while `work` ran, oldest first. */
async function rowsWrittenBy(who: Signed, work: () => Promise<void>): Promise<AuditRow[]> {
  const ofWho = () =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, who.id))
  const before = new Set((await ofWho()).map((row) => row.id))
  await work()
  return (await ofWho())
    .filter((row) => !before.has(row.id))
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id.localeCompare(b.id))
}

/** The one row of `action` among `rows`. */
function onlyRow(rows: AuditRow[], action: string): AuditRow {
  const found = rows.filter((row) => row.action === action)
  expect(found.map((row) => row.action)).toEqual([action])
  return found[0] as AuditRow
}

const sorted = (ids: Iterable<string>) => [...ids].sort()

/** A GET as `who` that must answer 200, with its body. */
async function read<Body>(who: Signed, url: string): Promise<Body> {
  const answer = await call(who, 'GET', url)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<Body>()
}

type IdList = { items: { id: string }[]; total: number }

describe('the audit row of a list names the patients it showed', () => {
  it('a patient list page: exactly the patients shown, and the search text as typed', async () => {
    const shown = await Promise.all(
      ['Seznamová', 'Seznamská', 'Seznamný'].map((name) => patientOf(referrer, name)),
    )
    await patientOf(referrer, 'Jinačí')
    let page: IdList = { items: [], total: 0 }
    const rows = await rowsWrittenBy(referrer, async () => {
      page = await read<IdList>(referrer, '/api/patients?q=Seznam&pageSize=2&sort=name')
    })
    const row = onlyRow(rows, 'patients.listed')
    expect(page.total).toBe(3)
    expect(page.items).toHaveLength(2)
    expect(sorted(row.patientIds ?? [])).toEqual(sorted(page.items.map((item) => item.id)))
    expect(shown.map((p) => p.id)).toEqual(expect.arrayContaining(row.patientIds ?? ['none']))
    expect(row.details).toMatchObject({ search: 'Seznam', searched: true, shown: 2, page: 1 })
    expect(row.patientId).toBeNull()
  })

  it('a birth-number search: the number searched, as typed, and the patient found', async () => {
    const patient = await patientOf(referrer, 'Rodná')
    const typed = `${patient.birthNumber.slice(0, 6)}/${patient.birthNumber.slice(6)}`
    let page: IdList = { items: [], total: 0 }
    const rows = await rowsWrittenBy(referrer, async () => {
      page = await read<IdList>(referrer, `/api/patients?q=${encodeURIComponent(typed)}`)
    })
    expect(page.items.map((item) => item.id)).toEqual([patient.id])
    const row = onlyRow(rows, 'patients.listed')
    expect(row.details).toMatchObject({ search: typed, searched: true, shown: 1 })
    expect(row.patientIds).toEqual([patient.id])
  })

  it('an empty page: an empty list of patients, not none', async () => {
    const search = await rowsWrittenBy(referrer, async () => {
      const page = await read<IdList>(referrer, '/api/patients?q=Nikdonenazývá')
      expect(page.total).toBe(0)
    })
    expect(onlyRow(search, 'patients.listed').patientIds).toEqual([])
    expect(onlyRow(search, 'patients.listed').details).toMatchObject({ shown: 0 })
    // Past the last page of a list that has rows.
    const past = await rowsWrittenBy(referrer, async () => {
      const page = await read<IdList>(referrer, '/api/patients?page=500&pageSize=100')
      expect(page.items).toEqual([])
    })
    expect(onlyRow(past, 'patients.listed').patientIds).toEqual([])
  })

  it("a referral list: the referrals' patients, each once", async () => {
    const first = await newReferral()
    const second = await newReferral()
    type Referrals = { items: { id: string; patient: { id: string } }[] }
    let page: Referrals = { items: [] }
    const rows = await rowsWrittenBy(centerDoctor, async () => {
      page = await read<Referrals>(centerDoctor, '/api/referral-requests?box=inbox&q=Řezníčk')
    })
    const row = onlyRow(rows, 'referrals.listed')
    const patientsShown = new Set(page.items.map((item) => item.patient.id))
    expect(patientsShown).toContain(first.patient.id)
    expect(patientsShown).toContain(second.patient.id)
    expect(sorted(row.patientIds ?? [])).toEqual(sorted(patientsShown))
    expect(row.details).toMatchObject({ box: 'inbox', search: 'Řezníčk', count: page.items.length })
  })

  it('a home page: the patients of each of its lists', async () => {
    await newReferral()
    type Home = {
      newReferrals: { items: { patient: { id: string } }[] }
      seenReferrals: { items: { patient: { id: string } }[] }
      patients: { id: string }[]
    }
    let home: Home | undefined
    const rows = await rowsWrittenBy(centerDoctor, async () => {
      home = await read<Home>(centerDoctor, '/api/home')
    })
    if (!home) throw new Error('no home')
    const referralPatients = new Set(
      [...home.newReferrals.items, ...home.seenReferrals.items].map((item) => item.patient.id),
    )
    expect(referralPatients.size).toBeGreaterThan(0)
    expect(sorted(onlyRow(rows, 'home.referrals-listed').patientIds ?? [])).toEqual(
      sorted(referralPatients),
    )
    expect(sorted(onlyRow(rows, 'home.patients-listed').patientIds ?? [])).toEqual(
      sorted(home.patients.map((patient) => patient.id)),
    )
  })
})

describe("a record's access log shows the lists it appeared in", () => {
  it('one entry per viewer and day, with how many lists, beside the direct reads', async () => {
    const patient = await patientOf(referrer, 'Vyhledávaná')
    const search = `/api/patients?q=${encodeURIComponent('Vyhledávan')}`
    for (let i = 0; i < 3; i++) await read(referrer, search)
    await read(referrer, `/api/patients/${patient.id}`)
    // A list of two days ago (rows are appended with the time they name; the trail is
    // append-only, so an older row is written as such).
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000)
    await t.database.db.insert(auditEvents).values({
      occurredAt: twoDaysAgo,
      actorUserId: referrer.id,
      actorRole: 'peripheral_doctor',
      action: 'patients.listed',
      outcome: 'success',
      targetType: 'patient-list',
      patientIds: [patient.id],
    })
    // Another viewer's list the same day, and a list that did not show the record.
    await t.database.db.insert(auditEvents).values({
      actorUserId: colleague.id,
      actorRole: 'center_doctor',
      action: 'home.patients-listed',
      outcome: 'success',
      targetType: 'patient-list',
      patientIds: [patient.id],
    })
    await read(referrer, '/api/patients?q=Jinačí')

    const log = accessLogSchema.parse(
      await read(referrer, `/api/patients/${patient.id}/access-log?pageSize=100`),
    )
    const entries = log.items.map((item) => ({
      action: item.action,
      role: item.actorRole,
      count: item.count,
      day: item.occurredAt.slice(0, 10),
    }))
    const today = new Date().toISOString().slice(0, 10)
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'patients.shown-in-list', role: 'peripheral_doctor', count: 3, day: today },
        { action: 'patients.shown-in-list', role: 'center_doctor', count: 1, day: today },
        {
          action: 'patients.shown-in-list',
          role: 'peripheral_doctor',
          count: 1,
          day: twoDaysAgo.toISOString().slice(0, 10),
        },
        { action: 'patients.read', role: 'peripheral_doctor', count: undefined, day: today },
      ]),
    )
    expect(entries.filter((entry) => entry.action === 'patients.shown-in-list')).toHaveLength(3)
    expect(log.total).toBe(log.items.length)
    const mine = log.items.find(
      (item) => item.action === 'patients.shown-in-list' && item.count === 3,
    )
    expect(mine?.actorName).toContain(referrer.lastName)
    // Newest first: the oldest entry is the list of two days ago.
    expect(log.items.at(-1)?.occurredAt).toBe(twoDaysAgo.toISOString())

    // The record's history of changes holds no list.
    const changes = accessLogSchema.parse(
      await read(referrer, `/api/patients/${patient.id}/access-log?kind=changes`),
    )
    expect(changes.items.map((item) => item.action)).not.toContain('patients.shown-in-list')

    // An admin's trail by patient holds the lists that showed the record too.
    const trail = auditEventListSchema.parse(
      await read(
        admin,
        `/api/audit-events?patientId=${patient.id}&action=patients.listed&pageSize=100`,
      ),
    )
    // The three searches of today and the list of two days ago; not the search that missed it.
    expect(trail.total).toBe(4)
    expect(trail.items.map((event) => event.targetType)).toEqual(Array(4).fill('patient-list'))
  })
})

describe("an admin's read of patient accounts is audited", () => {
  it('the list and the detail of a patient account name it; other accounts need no row', async () => {
    const account = await createSignedIn(t, 'patient')
    const record = await createPatient(t, {
      referringDoctorId: referrer.id,
      lastName: 'Účtová',
      userId: account.id,
    })
    const listed = await rowsWrittenBy(admin, async () => {
      const page = await read<IdList>(
        admin,
        `/api/users?role=patient&pageSize=100&q=${encodeURIComponent(account.email)}`,
      )
      expect(page.items.map((item) => item.id)).toContain(account.id)
    })
    const listRow = onlyRow(listed, 'users.listed')
    expect(listRow.targetType).toBe('user-list')
    expect(listRow.details).toMatchObject({ patientUserIds: [account.id], search: account.email })
    expect(listRow.patientIds).toEqual([record.id])

    const opened = await rowsWrittenBy(admin, async () => {
      await read(admin, `/api/users/${account.id}`)
    })
    const readRow = onlyRow(opened, 'users.read')
    expect(readRow).toMatchObject({
      targetType: 'user',
      targetId: account.id,
      patientId: record.id,
    })

    // Reads that show no patient account write nothing.
    const others = await rowsWrittenBy(admin, async () => {
      await read(admin, `/api/users/${rep.id}`)
      await read(admin, '/api/users?role=rep')
    })
    expect(others).toEqual([])

    // The record's access history shows the admin's read of the account.
    const log = accessLogSchema.parse(await read(admin, `/api/patients/${record.id}/access-log`))
    expect(log.items.map((item) => item.action)).toEqual(
      expect.arrayContaining(['users.read', 'patients.shown-in-list']),
    )
  })

  it('a patient account read whose audit row cannot be written answers no data', async () => {
    const account = await createSignedIn(t, 'patient')
    await withAuditRejected(t, async () => {
      const detail = await call(admin, 'GET', `/api/users/${account.id}`)
      expect(detail.statusCode).toBe(500)
      expect(detail.body).not.toContain(account.email)
      const list = await call(admin, 'GET', '/api/users?role=patient&pageSize=100')
      expect(list.statusCode).toBe(500)
      expect(list.body).not.toContain(account.email)
    })
  })
})
