import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formAttachmentSchema, formDetailSchema } from '@konzilium/contract/forms'
import { auditEvents, files } from '../../src/db/schema'
import {
  admin,
  call,
  centerDoctor,
  otherCenterDoctor,
  otherReferrer,
  ownPatient,
  patientUser,
  recordForm,
  referrer,
  rep,
  setUpFormsCast,
  storedFiles,
  t,
  upload,
} from '../helpers/forms-cast'

// A small limit, so the oversize case needs only a few kilobytes.
const MAX_BYTES = 64 * 1024
// A JSON body limit below the upload limit: an upload streams past it, under its own limit.
setUpFormsCast({ UPLOAD_MAX_BYTES: String(MAX_BYTES), BODY_LIMIT_BYTES: '1024' })

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)])
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
])
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)])
/** The start of a Windows executable ("MZ"), sent with a PDF's name and type. */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)])

const fileRows = () => t.database.db.select({ id: files.id }).from(files)

/** Waits until the store holds `count` files and no partial one (a polling loop, no fixed wait). */
async function storeSettles(count: number): Promise<void> {
  const partial = () => storedFiles().some((file) => file.endsWith('.part'))
  while (partial() || storedFiles().length !== count)
    await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('form attachments', () => {
  let origin: string
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    origin = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`
  })

  it('uploads and downloads a PDF and a photo in scope, as safe attachments, audited', async () => {
    const form = await recordForm(centerDoctor)
    const sent = await upload(centerDoctor, form.id, pdf, 'Nález – kůže "levá".pdf')
    expect(sent.statusCode, sent.body).toBe(201)
    const attachment = formAttachmentSchema.parse(sent.json())
    expect(attachment).toMatchObject({
      fileName: 'Nález – kůže "levá".pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      uploadedBy: { id: centerDoctor.id },
    })
    const photo = formAttachmentSchema.parse(
      (await upload(referrer, form.id, jpeg, 'foto.jpg', 'image/jpeg')).json(),
    )
    expect(photo.contentType).toBe('image/jpeg')
    const detail = formDetailSchema.parse(
      (await call(referrer, 'GET', `/api/forms/${form.id}`)).json(),
    )
    expect(detail.attachments.map((a) => a.id)).toEqual([attachment.id, photo.id])
    expect(detail.attachmentCount).toBe(2)
    const url = `/api/forms/${form.id}/attachments/${attachment.id}`
    for (const who of [referrer, centerDoctor, admin]) {
      const downloaded = await call(who, 'GET', url)
      expect(downloaded.statusCode).toBe(200)
      expect(downloaded.rawPayload.equals(pdf)).toBe(true)
      expect(downloaded.headers['content-type']).toBe('application/pdf')
      expect(downloaded.headers['x-content-type-options']).toBe('nosniff')
      expect(downloaded.headers['content-disposition']).toBe(
        `attachment; filename="Nalez _ kuze _leva_.pdf"; filename*=UTF-8''${encodeURIComponent('Nález – kůže "levá".pdf')}`,
      )
    }
    for (const who of [otherReferrer, otherCenterDoctor, patientUser])
      expect((await call(who, 'GET', url)).statusCode).toBe(404)
    expect((await call(rep, 'GET', url)).statusCode).toBe(403)
    // An attachment reached through another form is not found.
    const other = await recordForm(referrer)
    expect(
      (await call(referrer, 'GET', `/api/forms/${other.id}/attachments/${attachment.id}`))
        .statusCode,
    ).toBe(404)
    const actions = (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.patientId, form.patientId))
    ).map((row) => row.action)
    expect(actions.filter((a) => a === 'forms.attachment-added')).toHaveLength(2)
    // Each viewer's downloads of the file within one view: one row each.
    expect(actions.filter((a) => a === 'forms.attachment-downloaded')).toHaveLength(3)
  })

  it('lets a patient download the files of own forms, never upload or remove', async () => {
    const form = await recordForm(referrer, { patientId: ownPatient.id })
    const attachment = formAttachmentSchema.parse(
      (await upload(referrer, form.id, png, 'a.png')).json(),
    )
    const url = `/api/forms/${form.id}/attachments/${attachment.id}`
    expect((await call(patientUser, 'GET', url)).statusCode).toBe(200)
    expect((await upload(patientUser, form.id, pdf, 'b.pdf')).statusCode).toBe(403)
    expect((await call(patientUser, 'DELETE', url)).statusCode).toBe(403)
  })

  it('refuses a file over the limit with 413, leaving no row and no file', async () => {
    const form = await recordForm(referrer)
    const rowsBefore = (await fileRows()).length
    const filesBefore = storedFiles().length
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_BYTES, 0x20)])
    const response = await upload(referrer, form.id, big, 'velky.pdf', 'application/pdf')
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json<{ code: string }>().code).toBe('PAYLOAD_TOO_LARGE')
    expect((await fileRows()).length).toBe(rowsBefore)
    expect(storedFiles().length).toBe(filesBefore)
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${form.id}/attachments?fileName=velky.pdf`,
      headers: {
        authorization: `Bearer ${referrer.token}`,
        'content-type': 'application/pdf',
        'accept-language': 'en',
      },
      payload: big,
    })
    expect(english.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(
      /larger than allowed/,
    )
  })

  it('decides the type by content: a renamed executable is refused (415) and not kept', async () => {
    const form = await recordForm(referrer)
    const rowsBefore = (await fileRows()).length
    const filesBefore = storedFiles().length
    const disguised = await upload(referrer, form.id, exe, 'nalez.pdf', 'application/pdf')
    expect(disguised.statusCode).toBe(415)
    expect(disguised.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(/PDF/)
    expect(
      (await upload(referrer, form.id, exe, 'x.exe', 'application/x-msdownload')).statusCode,
    ).toBe(415)
    expect((await fileRows()).length).toBe(rowsBefore)
    expect(storedFiles().length).toBe(filesBefore)
    // A PNG renamed to .pdf is kept as what it is.
    const image = formAttachmentSchema.parse(
      (await upload(referrer, form.id, png, 'foto.pdf', 'application/pdf')).json(),
    )
    expect(image.contentType).toBe('image/png')
  })

  it('keeps only the last part of a path-like name, and unicode names whole', async () => {
    const form = await recordForm(referrer)
    for (const [sent, kept] of [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\lekar\\zprava.pdf', 'zprava.pdf'],
      ['zp\u0007ra\u202Eva\r\n.pdf', 'zprava.pdf'],
      ['Příliš žluťoučký kůň 🐴.pdf', 'Příliš žluťoučký kůň 🐴.pdf'],
    ] as const) {
      const response = await upload(referrer, form.id, pdf, sent)
      expect(response.statusCode, response.body).toBe(201)
      expect(formAttachmentSchema.parse(response.json()).fileName).toBe(kept)
    }
    expect(
      storedFiles().every((file) => !file.includes('passwd') && !file.includes('zprava')),
    ).toBe(true)
  })

  it('takes concurrent uploads to one form, each whole under its own id', async () => {
    const form = await recordForm(referrer)
    const bodies = Array.from({ length: 6 }, (_, index) =>
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000 + index * 97, 0x41 + index)]),
    )
    const answers = await Promise.all(
      bodies.map((body, index) => upload(referrer, form.id, body, `soubor-${String(index)}.pdf`)),
    )
    const uploaded = answers.map((answer) => formAttachmentSchema.parse(answer.json()))
    expect(new Set(uploaded.map((a) => a.id)).size).toBe(bodies.length)
    for (const [index, attachment] of uploaded.entries()) {
      const downloaded = await call(
        referrer,
        'GET',
        `/api/forms/${form.id}/attachments/${attachment.id}`,
      )
      expect(downloaded.rawPayload.equals(bodies[index] ?? Buffer.alloc(0))).toBe(true)
    }
  })

  it('leaves no file and no row when the client disconnects mid-upload', async () => {
    const form = await recordForm(referrer)
    const rowsBefore = (await fileRows()).length
    const filesBefore = storedFiles().length
    const request = http.request(`${origin}/api/forms/${form.id}/attachments?fileName=cut.pdf`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${referrer.token}`,
        'content-type': 'application/pdf',
        'content-length': String(MAX_BYTES - 10),
      },
    })
    request.on('error', () => {})
    request.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8000, 0x20)]))
    // The server is receiving: its partial file exists. Then the client goes away.
    while (!storedFiles().some((file) => file.endsWith('.part')))
      await new Promise((resolve) => setTimeout(resolve, 20))
    request.destroy()
    await storeSettles(filesBefore)
    expect((await fileRows()).length).toBe(rowsBefore)
  })

  it('removes a file from a form for writers only, audited, and keeps the bytes', async () => {
    const form = await recordForm(centerDoctor)
    const attachment = formAttachmentSchema.parse(
      (await upload(centerDoctor, form.id, pdf, 'a.pdf')).json(),
    )
    const url = `/api/forms/${form.id}/attachments/${attachment.id}`
    expect((await call(otherReferrer, 'DELETE', url)).statusCode).toBe(404)
    expect((await call(referrer, 'DELETE', url)).statusCode).toBe(204)
    expect((await call(referrer, 'DELETE', url)).statusCode).toBe(404)
    expect((await call(centerDoctor, 'GET', url)).statusCode).toBe(404)
    const detail = formDetailSchema.parse(
      (await call(centerDoctor, 'GET', `/api/forms/${form.id}`)).json(),
    )
    expect(detail.attachments).toEqual([])
    expect(storedFiles().some((file) => file.endsWith(attachment.id))).toBe(true)
    const [removed] = await t.database.db
      .select({ actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'forms.attachment-removed'))
    expect(removed?.actor).toBe(referrer.id)
  })

  it('refuses uploads to a deleted form and to forms out of scope', async () => {
    const form = await recordForm(referrer)
    expect((await upload(otherReferrer, form.id, pdf, 'a.pdf')).statusCode).toBe(404)
    expect((await upload(otherCenterDoctor, form.id, pdf, 'a.pdf')).statusCode).toBe(404)
    await call(referrer, 'DELETE', `/api/forms/${form.id}`)
    const filesBefore = storedFiles().length
    expect((await upload(referrer, form.id, pdf, 'a.pdf')).statusCode).toBe(404)
    expect(storedFiles().length).toBe(filesBefore)
  })
})
