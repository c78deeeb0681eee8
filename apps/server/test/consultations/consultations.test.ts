import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  consultationDetailSchema,
  consultationListSchema,
  participantListSchema,
} from '@konzilium/contract/consultations'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { auditEvents, referralRequests } from '../../src/db/schema'
import { createPatient } from '../helpers/clinic'
import {
  admin,
  call,
  centerDoctor,
  centerId,
  otherCenterDoctor,
  otherReferrer,
  patient,
  patientUser,
  referrer,
  rep,
  setUpConsultationCast,
  startConsultation,
  t,
} from '../helpers/consultations-cast'

setUpConsultationCast()

const issuesOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).issues ?? []

describe('starting and reading a consultation', () => {
  it('starts one about a patient with a first message; participants read it, others get 404', async () => {
    const started = await startConsultation(referrer, {
      patientId: patient.id,
      participantIds: [centerDoctor.id],
    })
    expect(started).toMatchObject({
      state: 'open',
      patient: { id: patient.id },
      createdBy: { id: referrer.id },
      participantCount: 2,
      unreadCount: 0,
      allowedActions: ['post', 'participants', 'close'],
      lastMessage: { kind: 'message', excerpt: 'Dobrý den, prosím o názor.' },
    })
    expect(started.participants.map((p) => p.person.id).sort()).toEqual(
      [referrer.id, centerDoctor.id].sort(),
    )
    const seen = await call(centerDoctor, 'GET', `/api/consultations/${started.id}`)
    expect(seen.statusCode, seen.body).toBe(200)
    expect(consultationDetailSchema.parse(seen.json()).unreadCount).toBe(1)
    for (const outsider of [otherReferrer, otherCenterDoctor, admin, rep]) {
      for (const url of ['', '/messages', '/participants']) {
        const response = await call(outsider, 'GET', `/api/consultations/${started.id}${url}`)
        expect(response.statusCode, `${outsider.role} ${url}`).toBe(404)
      }
      const post = await call(outsider, 'POST', `/api/consultations/${started.id}/messages`, {
        text: 'Vstupuji.',
      })
      expect(post.statusCode).toBe(404)
      const list = consultationListSchema.parse(
        (await call(outsider, 'GET', '/api/consultations')).json(),
      )
      expect(list.items.map((c) => c.id)).not.toContain(started.id)
    }
    expect((await call(patientUser, 'GET', '/api/consultations')).statusCode).toBe(403)
  })

  it('refuses a doctor who cannot see the patient and a representative, with field messages', async () => {
    const response = await call(
      referrer,
      'POST',
      '/api/consultations',
      {
        subject: 'Dotaz',
        patientId: patient.id,
        participantIds: [centerDoctor.id, otherCenterDoctor.id, rep.id],
        firstMessage: 'Prosím o názor.',
      },
      'cs',
    )
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.body)).toEqual([
      {
        path: 'participantIds.1',
        message: 'Tento lékař nemá přístup ke kartě pacienta, a nemůže se proto konzilia účastnit.',
      },
      {
        path: 'participantIds.2',
        message: 'Obchodní zástupce se nemůže účastnit konzilia o pacientovi.',
      },
    ])
    const english = await call(
      referrer,
      'POST',
      '/api/consultations',
      { subject: '', participantIds: [], firstMessage: '' },
      'en',
    )
    expect(english.statusCode).toBe(400)
    expect(issuesOf(english.body).map((issue) => issue.path)).toEqual([
      'subject',
      'participantIds',
      'firstMessage',
    ])
  })

  it('lets a representative take part only in a consultation about no patient', async () => {
    const started = await startConsultation(rep, {
      subject: 'Nový přípravek – školení',
      participantIds: [referrer.id],
    })
    expect(started.patient).toBeNull()
    const withPatient = await call(rep, 'POST', '/api/consultations', {
      subject: 'Dotaz',
      patientId: patient.id,
      participantIds: [referrer.id],
      firstMessage: 'Dobrý den.',
    })
    expect(withPatient.statusCode).toBe(404)
    const linked = await startConsultation(referrer, {
      patientId: patient.id,
      participantIds: [centerDoctor.id],
    })
    const add = await call(referrer, 'PUT', `/api/consultations/${linked.id}/participants`, {
      add: [rep.id, otherCenterDoctor.id],
    })
    expect(add.statusCode).toBe(400)
    expect(issuesOf(add.body).map((issue) => issue.path)).toEqual(['add.0', 'add.1'])
    const participants = participantListSchema.parse(
      (await call(referrer, 'GET', `/api/consultations/${linked.id}/participants`)).json(),
    )
    expect(participants.items).toHaveLength(2)
  })

  it('refuses a patient the caller cannot read (404)', async () => {
    const response = await call(otherReferrer, 'POST', '/api/consultations', {
      subject: 'Dotaz',
      patientId: patient.id,
      participantIds: [centerDoctor.id],
      firstMessage: 'Dobrý den.',
    })
    expect(response.statusCode).toBe(404)
  })

  it('takes the patient from a referral the caller reaches, and no other patient with it', async () => {
    const [referral] = await t.database.db
      .insert(referralRequests)
      .values({
        patientId: patient.id,
        fromDoctorId: referrer.id,
        toCenterId: centerId,
        diagnosis: 'L40.0',
        urgency: 'routine',
        indication: { scores: [], previousTreatments: [], currentTreatments: [] },
      })
      .returning({ id: referralRequests.id })
    const referralId = referral?.id ?? ''
    const started = await startConsultation(centerDoctor, {
      referralId,
      participantIds: [referrer.id],
    })
    expect(started).toMatchObject({ referralId, patient: { id: patient.id } })
    const filtered = consultationListSchema.parse(
      (await call(referrer, 'GET', `/api/consultations?referralId=${referralId}`)).json(),
    )
    expect(filtered.items.map((c) => c.id)).toEqual([started.id])
    const other = await createPatient(t, {
      referringDoctorId: referrer.id,
      birthDate: '1971-05-05',
    })
    const mismatch = await call(referrer, 'POST', '/api/consultations', {
      subject: 'Dotaz',
      referralId,
      patientId: other.id,
      participantIds: [centerDoctor.id],
      firstMessage: 'Dobrý den.',
    })
    expect(mismatch.statusCode).toBe(400)
    expect(issuesOf(mismatch.body)[0]?.path).toBe('patientId')
    const outsider = await call(otherReferrer, 'POST', '/api/consultations', {
      subject: 'Dotaz',
      referralId,
      participantIds: [centerDoctor.id],
      firstMessage: 'Dobrý den.',
    })
    expect(outsider.statusCode).toBe(404)
  })

  it('lists own consultations by last activity, filtered and searched without diacritics', async () => {
    const first = await startConsultation(referrer, {
      subject: 'Účinnost léčby',
      participantIds: [otherReferrer.id],
    })
    t.clock.advance(60)
    const second = await startConsultation(referrer, {
      subject: 'Jiný případ',
      participantIds: [otherReferrer.id],
    })
    t.clock.advance(60)
    await call(otherReferrer, 'POST', `/api/consultations/${first.id}/messages`, { text: 'Ano.' })
    const list = consultationListSchema.parse(
      (await call(referrer, 'GET', '/api/consultations?pageSize=100')).json(),
    )
    const ids = list.items.map((c) => c.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    const searched = consultationListSchema.parse(
      (await call(referrer, 'GET', '/api/consultations?q=ucinnost')).json(),
    )
    expect(searched.items.map((c) => c.id)).toEqual([first.id])
    const unread = consultationListSchema.parse(
      (await call(referrer, 'GET', '/api/consultations?unreadOnly=true&pageSize=100')).json(),
    )
    expect(unread.items.map((c) => c.id)).toContain(first.id)
    expect(unread.items.map((c) => c.id)).not.toContain(second.id)
    expect(unread.items.find((c) => c.id === first.id)?.unreadCount).toBe(1)
    const bad = await call(referrer, 'GET', '/api/consultations?state=pending')
    expect(bad.statusCode).toBe(400)
  })
})

describe('participants', () => {
  it('adds and removes with system messages; only the starter removes others; never the last', async () => {
    const started = await startConsultation(referrer, { participantIds: [otherReferrer.id] })
    const url = `/api/consultations/${started.id}/participants`
    const added = await call(otherReferrer, 'PUT', url, { add: [centerDoctor.id] })
    expect(added.statusCode, added.body).toBe(200)
    expect(participantListSchema.parse(added.json()).items).toHaveLength(3)
    const byOther = await call(otherReferrer, 'PUT', url, { remove: [centerDoctor.id] })
    expect(byOther.statusCode).toBe(403)
    expect((await call(referrer, 'PUT', url, { remove: [centerDoctor.id] })).statusCode).toBe(200)
    expect((await call(centerDoctor, 'GET', url)).statusCode).toBe(404)
    expect((await call(otherReferrer, 'PUT', url, { remove: [otherReferrer.id] })).statusCode).toBe(
      200,
    )
    const last = await call(referrer, 'PUT', url, { remove: [referrer.id] })
    expect(last.statusCode).toBe(409)
    const listed = participantListSchema.parse((await call(referrer, 'GET', url)).json())
    expect(listed.items.map((p) => p.person.id)).toEqual([referrer.id])
    const messages = (
      await call(referrer, 'GET', `/api/consultations/${started.id}/messages`)
    ).json<{
      items: { kind: string; system: { event: string } | null }[]
    }>()
    expect(messages.items.map((m) => m.system?.event ?? m.kind)).toEqual([
      'message',
      'joined',
      'left',
      'left',
    ])
  })
})

describe('close and reopen', () => {
  it('refuses messages while closed (409, clear message) and takes them again after reopening', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}`
    const closed = await call(centerDoctor, 'PUT', `${base}/close`)
    expect(closed.statusCode, closed.body).toBe(200)
    expect(consultationDetailSchema.parse(closed.json())).toMatchObject({
      state: 'closed',
      allowedActions: ['participants', 'reopen'],
    })
    expect((await call(referrer, 'PUT', `${base}/close`)).statusCode).toBe(409)
    const refused = await call(referrer, 'POST', `${base}/messages`, { text: 'Ještě dotaz.' }, 'en')
    expect(refused.statusCode).toBe(409)
    expect(issuesOf(refused.body)[0]?.message).toBe(
      'The consultation is closed. Reopen it to write again.',
    )
    expect((await call(referrer, 'PUT', `${base}/reopen`)).statusCode).toBe(200)
    expect((await call(referrer, 'PUT', `${base}/reopen`)).statusCode).toBe(409)
    expect(
      (await call(referrer, 'POST', `${base}/messages`, { text: 'Ještě dotaz.' })).statusCode,
    ).toBe(201)
  })
})

describe('audit', () => {
  it('records reading a consultation about a patient once per view, with the patient', async () => {
    const started = await startConsultation(referrer, {
      patientId: patient.id,
      participantIds: [centerDoctor.id],
    })
    const base = `/api/consultations/${started.id}`
    const reads = () =>
      t.database.db
        .select({ patientId: auditEvents.patientId })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'consultations.read'),
            eq(auditEvents.actorUserId, centerDoctor.id),
            eq(auditEvents.targetId, started.id),
          ),
        )
    await call(centerDoctor, 'GET', base)
    await call(centerDoctor, 'GET', `${base}/messages`)
    await call(centerDoctor, 'GET', `${base}/messages?limit=1`)
    expect(await reads()).toEqual([{ patientId: patient.id }])
    const unlinked = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    await call(centerDoctor, 'GET', `/api/consultations/${unlinked.id}`)
    const none = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, unlinked.id))
    expect(none).toEqual([])
  })
})
