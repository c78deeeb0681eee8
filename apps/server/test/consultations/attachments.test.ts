import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { attachmentSchema, messageSchema } from '@konzilium/contract/consultations'
import { files } from '../../src/db/schema'
import { purgeUnattachedFiles } from '../../src/platform/files/purge'
import {
  call,
  centerDoctor,
  otherReferrer,
  referrer,
  setUpConsultationCast,
  startConsultation,
  storedFiles,
  t,
  upload,
} from '../helpers/consultations-cast'

// A small limit, so the oversize case needs only a few kilobytes.
const MAX_BYTES = 4096
// A JSON body limit below the upload limit: an upload streams past it, under its own limit.
setUpConsultationCast({ UPLOAD_MAX_BYTES: String(MAX_BYTES), BODY_LIMIT_BYTES: '1024' })

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)])
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
])
/** The start of a Windows executable ("MZ"), sent with a PDF's name and type. */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)])

const fileRows = () => t.database.db.select({ id: files.id }).from(files)

describe('attachments', () => {
  it('uploads, posts and downloads a file for participants only, as a safe attachment', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}`
    const uploaded = await upload(referrer, started.id, pdf, 'Nález – kůže "levá".pdf')
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const attachment = attachmentSchema.parse(uploaded.json())
    expect(attachment).toMatchObject({
      fileName: 'Nález – kůže "levá".pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    })
    const url = `${base}/attachments/${attachment.id}`
    // Not posted yet: only its sender reaches it.
    expect((await call(centerDoctor, 'GET', url)).statusCode).toBe(404)
    const posted = await call(referrer, 'POST', `${base}/messages`, {
      text: 'Posílám nález.',
      attachmentIds: [attachment.id],
    })
    expect(posted.statusCode, posted.body).toBe(201)
    expect(messageSchema.parse(posted.json()).attachments).toEqual([attachment])
    const again = await call(referrer, 'POST', `${base}/messages`, {
      attachmentIds: [attachment.id],
    })
    expect(again.statusCode).toBe(400)
    const downloaded = await call(centerDoctor, 'GET', url)
    expect(downloaded.statusCode).toBe(200)
    expect(downloaded.rawPayload.equals(pdf)).toBe(true)
    expect(downloaded.headers['content-type']).toBe('application/pdf')
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff')
    expect(downloaded.headers['cache-control']).toBe('no-store')
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Nalez _ kuze _leva_.pdf"; filename*=UTF-8''${encodeURIComponent('Nález – kůže "levá".pdf')}`,
    )
    expect((await call(otherReferrer, 'GET', url)).statusCode).toBe(404)
    const wrongConsultation = await startConsultation(referrer, {
      participantIds: [otherReferrer.id],
    })
    expect(
      (
        await call(
          referrer,
          'GET',
          `/api/consultations/${wrongConsultation.id}/attachments/${attachment.id}`,
        )
      ).statusCode,
    ).toBe(404)
  })

  it('refuses a file over the limit with 413, leaving no row and no file', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const underLimit = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20)])
    expect((await upload(referrer, started.id, underLimit, 'vetsi.pdf')).statusCode).toBe(201)
    const rowsBefore = (await fileRows()).length
    const filesBefore = storedFiles().length
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_BYTES, 0x20)])
    const response = await upload(referrer, started.id, big, 'velky.pdf')
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json<{ code: string; issues: { message: string }[] }>()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    })
    expect((await fileRows()).length).toBe(rowsBefore)
    expect(storedFiles().length).toBe(filesBefore)
  })

  it('decides the type by content: a renamed executable is refused (415) and not kept', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const rowsBefore = (await fileRows()).length
    const filesBefore = storedFiles().length
    const disguised = await upload(referrer, started.id, exe, 'nalez.pdf', 'application/pdf')
    expect(disguised.statusCode).toBe(415)
    expect(disguised.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(/PDF/)
    const declared = await upload(
      referrer,
      started.id,
      exe,
      'setup.exe',
      'application/x-msdownload',
    )
    expect(declared.statusCode).toBe(415)
    expect((await fileRows()).length).toBe(rowsBefore)
    expect(storedFiles().length).toBe(filesBefore)
    // A PNG sent as a PDF is kept as what it is.
    const image = attachmentSchema.parse(
      (await upload(referrer, started.id, png, 'foto.pdf', 'application/pdf')).json(),
    )
    expect(image.contentType).toBe('image/png')
  })

  it('keeps only the last part of a path-like name, without control characters', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    for (const [sent, kept] of [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\lekar\\zprava.pdf', 'zprava.pdf'],
      ['zp\u0007ra\u202Eva\r\n.pdf', 'zprava.pdf'],
      ['...', 'soubor'],
    ] as const) {
      const response = await upload(referrer, started.id, pdf, sent)
      expect(response.statusCode, response.body).toBe(201)
      expect(attachmentSchema.parse(response.json()).fileName).toBe(kept)
    }
    const stored = storedFiles()
    expect(stored.every((file) => !file.includes('passwd') && !file.includes('zprava'))).toBe(true)
  })

  it('refuses uploads to a closed consultation and to others', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    expect((await upload(otherReferrer, started.id, pdf, 'a.pdf')).statusCode).toBe(404)
    await call(referrer, 'PUT', `/api/consultations/${started.id}/close`)
    expect((await upload(referrer, started.id, pdf, 'a.pdf')).statusCode).toBe(409)
  })

  it('purges uploads never posted after a day, rows and bytes, and keeps posted ones', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const orphan = attachmentSchema.parse((await upload(referrer, started.id, pdf, 'a.pdf')).json())
    const kept = attachmentSchema.parse((await upload(referrer, started.id, pdf, 'b.pdf')).json())
    await call(referrer, 'POST', `/api/consultations/${started.id}/messages`, {
      attachmentIds: [kept.id],
    })
    const services = t.app.konzilium.services
    t.clock.advance(23 * 3600)
    await purgeUnattachedFiles(services)
    expect(storedFiles().some((file) => file.endsWith(orphan.id))).toBe(true)
    t.clock.advance(2 * 3600)
    expect(await purgeUnattachedFiles(services)).toBeGreaterThanOrEqual(1)
    const left = (await fileRows()).map((row) => row.id)
    expect(left).not.toContain(orphan.id)
    expect(left).toContain(kept.id)
    expect(storedFiles().some((file) => file.endsWith(orphan.id))).toBe(false)
    expect(storedFiles().some((file) => file.endsWith(kept.id))).toBe(true)
    const [row] = await t.database.db.select().from(files).where(eq(files.id, kept.id))
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/)
  })
})
