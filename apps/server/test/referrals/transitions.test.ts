import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import {
  auditEvents,
  mailOutbox,
  notifications,
  patients,
  referralEvents,
} from '../../src/db/schema'
import {
  admin,
  call,
  cancel,
  centerDoctor,
  centerId,
  colleague,
  deny,
  newReferral,
  otherCenterDoctor,
  otherCenterId,
  referrer,
  setUpReferralCast,
  t,
  type Signed,
} from '../helpers/referrals-cast'

setUpReferralCast()

describe('transitions', () => {
  it('accept: assigns the patient to the centre and the chosen doctor, tells the referrer', async () => {
    const referral = await newReferral()
    const opened = referralDetailSchema.parse(
      (await call(centerDoctor, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(opened.allowedActions).toEqual(['accept', 'deny'])
    expect(opened.assignableDoctors.map((d) => d.id).sort()).toEqual(
      [centerDoctor.id, colleague.id].sort(),
    )
    const wrongDoctor = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      {
        doctorId: otherCenterDoctor.id,
      },
    )
    expect(wrongDoctor.statusCode).toBe(400)
    const response = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      {
        doctorId: colleague.id,
      },
    )
    expect(response.statusCode, response.body).toBe(200)
    const accepted = referralDetailSchema.parse(response.json())
    expect(accepted.state).toBe('accepted')
    expect(accepted.assignedDoctor?.id).toBe(colleague.id)
    expect(accepted.allowedActions).toEqual([])
    expect(accepted.nextMove).toBe('none')
    const [patient] = await t.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, referral.patient.id))
    expect(patient?.centerId).toBe(centerId)
    expect(patient?.centerDoctorId).toBe(colleague.id)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, referral.id), eq(notifications.event, 'referral.accepted')),
      )
    expect(notes.map((n) => n.userId)).toEqual([referrer.id])
    // The referrer refers the patient (in scope): the notice names the patient and the centre.
    expect(notes[0]?.params).toMatchObject({ center: 'Revmatologický ústav' })
    expect(notes[0]?.params.patient).toContain('Řezníčková')
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, referrer.email))
    // The e-mail names the centre but not the patient.
    expect(
      mails.some((m) => m.subject === 'Žádost pro pacienta byla přijata'),
      mails.map((m) => m.subject).join(' | '),
    ).toBe(true)
    expect(mails.every((m) => !m.subject.includes('Řezníčková'))).toBe(true)
    await expect
      .poll(
        () =>
          t.mailbox.received.some(
            (m) => m.to === referrer.email && m.text.includes(`?referral=${referral.id}`),
          ),
        { timeout: 10_000 },
      )
      .toBe(true)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'referrals.accepted'), eq(auditEvents.targetId, referral.id)),
      )
    expect(audit).toHaveLength(1)
  })

  it('illegal transitions answer 409 in the caller’s language and change nothing', async () => {
    const referral = await newReferral()
    await call(centerDoctor, 'PUT', `/api/referral-requests/${referral.id}/deny`, deny)
    const accept = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      { doctorId: centerDoctor.id },
      'en',
    )
    expect(accept.statusCode).toBe(409)
    expect(accept.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(
      /already been decided/,
    )
    const again = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/deny`,
      deny,
    )
    expect(again.statusCode).toBe(409)
    expect(again.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(/vyřízena/)
    expect(
      (await call(referrer, 'PUT', `/api/referral-requests/${referral.id}/cancel`, cancel))
        .statusCode,
    ).toBe(409)

    const accepted = await newReferral()
    await call(centerDoctor, 'PUT', `/api/referral-requests/${accepted.id}/accept`, {
      doctorId: centerDoctor.id,
    })
    expect(
      (await call(referrer, 'PUT', `/api/referral-requests/${accepted.id}/cancel`, cancel))
        .statusCode,
    ).toBe(409)
    expect(
      (await call(centerDoctor, 'PUT', `/api/referral-requests/${accepted.id}/deny`, deny))
        .statusCode,
    ).toBe(409)
    expect(
      (
        await call(referrer, 'POST', `/api/referral-requests/${accepted.id}/redirect`, {
          centerId: otherCenterId,
        })
      ).statusCode,
    ).toBe(409)
    const detail = referralDetailSchema.parse(
      (await call(admin, 'GET', `/api/referral-requests/${accepted.id}`)).json(),
    )
    expect(detail.state).toBe('accepted')
    expect(detail.events.map((e) => e.type)).toEqual(['created', 'accepted'])
  })

  it('the centre may not cancel and the referrer may not decide (403, no action offered)', async () => {
    const referral = await newReferral()
    expect(
      (await call(centerDoctor, 'PUT', `/api/referral-requests/${referral.id}/cancel`, cancel))
        .statusCode,
    ).toBe(403)
    expect(
      (
        await call(referrer, 'PUT', `/api/referral-requests/${referral.id}/accept`, {
          doctorId: centerDoctor.id,
        })
      ).statusCode,
    ).toBe(403)
  })

  it('deny and cancel require a reason from the list and a comment', async () => {
    const referral = await newReferral()
    const noComment = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/deny`,
      {
        reason: 'capacity',
        comment: ' ',
      },
    )
    expect(noComment.statusCode).toBe(400)
    const badReason = await call(referrer, 'PUT', `/api/referral-requests/${referral.id}/cancel`, {
      reason: 'capacity',
      comment: 'x',
    })
    expect(badReason.statusCode).toBe(400)
    const cancelled = await call(
      referrer,
      'PUT',
      `/api/referral-requests/${referral.id}/cancel`,
      cancel,
    )
    expect(cancelled.statusCode).toBe(200)
    const detail = referralDetailSchema.parse(cancelled.json())
    expect(detail.state).toBe('cancelled')
    expect(detail.reasonCode).toBe('sent_in_error')
    const event = detail.events.find((e) => e.type === 'cancelled')
    expect(event).toMatchObject({ reasonCode: 'sent_in_error', comment: 'Odesláno omylem.' })
    expect(event?.actor?.id).toBe(referrer.id)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, referral.id), eq(notifications.event, 'referral.cancelled')),
      )
    expect(notes.map((n) => n.userId).sort()).toEqual([centerDoctor.id, colleague.id].sort())
    // A cancelled referral leaves the centre without the record: the centre and the doctor are
    // named, the patient is not.
    for (const note of notes) {
      expect(note.params).toMatchObject({ center: 'Revmatologický ústav' })
      expect(note.params.actor).toContain(referrer.lastName)
      expect(note.params).not.toHaveProperty('patient')
      expect(JSON.stringify(note.params)).not.toContain('Řezníčková')
    }
  })

  it('allowedActions per role and state', async () => {
    const referral = await newReferral()
    const actionsOf = async (who: Signed, id: string) =>
      referralDetailSchema.parse((await call(who, 'GET', `/api/referral-requests/${id}`)).json())
        .allowedActions
    expect(await actionsOf(admin, referral.id)).toEqual(['accept', 'deny', 'cancel'])
    expect(await actionsOf(referrer, referral.id)).toEqual(['cancel'])
    expect(await actionsOf(centerDoctor, referral.id)).toEqual(['accept', 'deny'])
    await call(admin, 'PUT', `/api/referral-requests/${referral.id}/deny`, deny)
    expect(await actionsOf(referrer, referral.id)).toEqual(['redirect', 'close'])
    expect(await actionsOf(centerDoctor, referral.id)).toEqual([])
    expect(await actionsOf(admin, referral.id)).toEqual([])
  })

  it('of accept, deny and cancel sent at once, exactly one wins (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const referral = await newReferral()
      const url = `/api/referral-requests/${referral.id}`
      const answers = await Promise.all([
        call(centerDoctor, 'PUT', `${url}/accept`, { doctorId: centerDoctor.id }),
        call(colleague, 'PUT', `${url}/deny`, deny),
        call(referrer, 'PUT', `${url}/cancel`, cancel),
      ])
      const statuses = answers.map((a) => a.statusCode).sort()
      expect(statuses).toEqual([200, 409, 409])
      const events = await t.database.db
        .select()
        .from(referralEvents)
        .where(eq(referralEvents.referralId, referral.id))
      expect(events.map((e) => e.type).filter((type) => type !== 'created')).toHaveLength(1)
    }
  })
})
