import ExcelJS from 'exceljs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportJobListSchema, exportJobSchema } from '@konzilium/contract/exports'
import { auditEvents, exportJobs, notifications } from '../../src/db/schema'
import {
  exportJobsSettled,
  purgeExpiredExports,
  runExportJob,
} from '../../src/features/exports/jobs'
import type { Services } from '../../src/platform/services'
import { bearer, createCenter, createSignedIn } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/app'
import { createPatient } from '../helpers/clinic'

type Signed = Awaited<ReturnType<typeof createSignedIn>>
let t: TestApp
let services: Services
let admin: Signed
let doctorA: Signed
let doctorB: Signed
let rep: Signed

/** Values a spreadsheet would take for formulas if they were not kept as text. */
const tricky = ['=HYPERLINK("http://x.test")', '+420', '-1+1', '@SUM(A1)', '\tTab', '\rReturn']

beforeAll(async () => {
  // Three rows answer at once; more become a job.
  t = await createTestApp({ EXPORT_DIRECT_MAX_ROWS: '3' })
  services = t.app.konzilium.services
  const praha = await createCenter(t, 'Centrum Praha', 'CZ010')
  await createCenter(t, 'Centrum Brno', 'CZ064')
  admin = await createSignedIn(t, 'admin')
  doctorA = await createSignedIn(t, 'peripheral_doctor')
  doctorB = await createSignedIn(t, 'peripheral_doctor')
  rep = await createSignedIn(t, 'rep', { regions: ['CZ010'] })
  await createSignedIn(t, 'center_doctor', { centerId: praha })
  for (const [index, lastName] of tricky.slice(0, 3).entries())
    await createPatient(t, {
      referringDoctorId: doctorA.id,
      lastName,
      firstName: tricky[index + 3] ?? 'Jana',
      birthDate: `1970-01-0${index + 1}`,
      diagnoses: index === 0 ? ['L40.0'] : ['M45'],
    })
  for (const day of [1, 2, 3, 4, 5])
    await createPatient(t, {
      referringDoctorId: doctorB.id,
      lastName: `Nováková${day}`,
      birthDate: `1980-02-0${day}`,
    })
})
afterAll(async () => {
  await exportJobsSettled(services)
  await t.close()
})

const post = (url: string, token: string, language = 'cs') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': language } })
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) })

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

const listTotal = async (url: string, token: string) => {
  const response = await get(url, token)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ total: number }>().total
}

describe('POST /api/exports/patients-excel', () => {
  it('answers the whole filtered list at once, typed, headed in the language, audited', async () => {
    const response = await post('/api/exports/patients-excel?sort=birthDate', doctorA.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="pacienti-/)
    const sheet = await sheetOf(response.rawPayload)
    const total = await listTotal('/api/patients?pageSize=100', doctorA.token)
    expect(sheet.rowCount - 1).toBe(total)
    expect(total).toBe(3)
    expect(sheet.getRow(1).getCell(1).value).toBe('Příjmení')
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
    // Birth date as a date, creation as a date and time; the first row is the oldest birth.
    const first = sheet.getRow(2)
    expect(first.getCell(4).value).toEqual(new Date('1970-01-01T00:00:00Z'))
    expect(first.getCell(11).value).toBeInstanceOf(Date)
    // Formula-like text stays text: string cells formatted as Text, never formulas.
    const names = [2, 3, 4].flatMap((row) => [1, 2].map((col) => sheet.getRow(row).getCell(col)))
    for (const cell of names) {
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(cell.numFmt).toBe('@')
    }
    expect(names.map((cell) => cell.value)).toEqual(
      expect.arrayContaining(tricky.map((value): unknown => expect.stringContaining(value.trim()))),
    )
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'exports.created'), eq(auditEvents.actorUserId, doctorA.id)),
      )
    expect(event?.details).toMatchObject({ kind: 'patients', delivery: 'direct', rows: 3 })
  })

  it('takes the list’s filters and search; headers in English; no search text in the audit', async () => {
    const response = await post('/api/exports/patients-excel?diagnosis=L40.0', doctorA.token, 'en')
    const sheet = await sheetOf(response.rawPayload)
    expect(sheet.getRow(1).getCell(1).value).toBe('Surname')
    expect(sheet.rowCount - 1).toBe(
      await listTotal('/api/patients?pageSize=100&diagnosis=L40.0', doctorA.token),
    )
    const searched = await post('/api/exports/patients-excel?q=1970', doctorA.token)
    expect(searched.statusCode).toBe(200)
    const rows = await t.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'exports.created'))
    const text = JSON.stringify(rows)
    expect(text).not.toContain('1970')
    expect(text).not.toContain('HYPERLINK')
  })

  it('refuses a representative and bad filters', async () => {
    expect((await post('/api/exports/patients-excel', rep.token)).statusCode).toBe(403)
    const bad = await post('/api/exports/patients-excel?sort=nonsense', doctorA.token, 'en')
    expect(bad.statusCode).toBe(400)
  })
})

describe('doctors and reps exports', () => {
  it('gives a representative only the doctors of their regions, as the list does', async () => {
    const response = await post('/api/exports/doctors-excel?kind=center', rep.token)
    expect(response.statusCode, response.body).toBe(200)
    const sheet = await sheetOf(response.rawPayload)
    expect(sheet.rowCount - 1).toBe(await listTotal('/api/center-doctors', rep.token))
    expect(sheet.getRow(2).getCell(11).value).toBe('Hlavní město Praha')
    const own = await post('/api/exports/reps-excel', rep.token)
    expect((await sheetOf(own.rawPayload)).rowCount - 1).toBe(1)
  })
})

describe('export jobs', () => {
  it('runs a large export in the background; its author alone downloads it', async () => {
    const response = await post('/api/exports/patients-excel', admin.token)
    expect(response.statusCode, response.body).toBe(202)
    const job = exportJobSchema.parse(response.json())
    expect(job).toMatchObject({ kind: 'patients', rowsTotal: 8 })
    await exportJobsSettled(services)
    const done = exportJobSchema.parse(
      (await get(`/api/exports/jobs/${job.id}`, admin.token)).json(),
    )
    expect(done).toMatchObject({ state: 'done', rowsDone: 8, rowsTotal: 8, expired: false })
    expect(done.size).toBeGreaterThan(0)
    const listed = exportJobListSchema.parse((await get('/api/exports/jobs', admin.token)).json())
    expect(listed.items.map((item) => item.id)).toContain(job.id)
    const file = await get(`/api/exports/jobs/${job.id}/file`, admin.token)
    expect(file.statusCode).toBe(200)
    expect((await sheetOf(file.rawPayload)).rowCount - 1).toBe(
      await listTotal('/api/patients?pageSize=100', admin.token),
    )
    // Somebody else's job does not exist for them.
    expect((await get(`/api/exports/jobs/${job.id}`, doctorA.token)).statusCode).toBe(404)
    expect((await get(`/api/exports/jobs/${job.id}/file`, doctorA.token)).statusCode).toBe(404)
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id))
    expect(notice).toMatchObject({ event: 'export.ready', targetType: 'export', targetId: job.id })
    // The author asked for it and waits: an e-mail leads to the download page at once.
    const mail = await t.mailbox.waitFor(admin.email, { subject: /Nové oznámení/ })
    expect(mail.text).toContain('Export je připraven ke stažení')
    expect(mail.text).toContain(`https://konzilium.test/export?job=${job.id}`)
  })

  it('is claimed once however many runs are started', async () => {
    const [row] = await t.database.db
      .insert(exportJobs)
      .values({
        ownerId: admin.id,
        kind: 'reps',
        filters: { sort: 'lastName' },
        locale: 'en',
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .returning()
    if (!row) throw new Error('no job')
    const progress: number[] = []
    const onBatch = (rowsDone: number) => {
      progress.push(rowsDone)
      return Promise.resolve()
    }
    // Whichever claims it writes it; the others find it claimed.
    const runs = await Promise.all([1, 2, 3].map(() => runExportJob(services, row.id, { onBatch })))
    expect(runs.filter(Boolean)).toHaveLength(1)
    const [after] = await t.database.db.select().from(exportJobs).where(eq(exportJobs.id, row.id))
    expect(after).toMatchObject({ state: 'done', rowsDone: 1 })
    expect(progress).toEqual([1])
  })

  it('expires: the download says so and the purge deletes the file', async () => {
    const response = await post('/api/exports/doctors-excel?kind=peripheral', admin.token)
    expect(response.statusCode).toBe(200)
    const created = await post('/api/exports/patients-excel?sort=-name', admin.token)
    const job = exportJobSchema.parse(created.json())
    await exportJobsSettled(services)
    const [row] = await t.database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id))
    // Its retention has passed (the session would not last the 7 days of the clock).
    await t.database.db
      .update(exportJobs)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(exportJobs.id, job.id))
    const expired = exportJobSchema.parse(
      (await get(`/api/exports/jobs/${job.id}`, admin.token)).json(),
    )
    expect(expired.expired).toBe(true)
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/exports/jobs/${job.id}/file`,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
    })
    expect(gone.statusCode).toBe(410)
    expect(gone.json()).toMatchObject({ code: 'EXPORT_EXPIRED' })
    expect(await purgeExpiredExports(services)).toBeGreaterThanOrEqual(1)
    await expect(services.files.get(row?.fileId ?? '')).rejects.toThrow()
    const [after] = await t.database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id))
    expect(after?.fileId).toBeNull()
  })
})
