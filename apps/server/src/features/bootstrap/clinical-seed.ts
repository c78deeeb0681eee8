import { randomUUID } from 'node:crypto'
import type { ReferralIndication } from '@konzilium/contract/referrals'
import { patients, referralEvents, referralRequests } from '../../db/schema'
import type { Work } from '../../platform/transaction'
import { insertAccount } from '../accounts'
import { recomputeScores } from '../referrals'
import {
  buildClinicalCast,
  type CenterDoctorRole,
  type ClinicalCast,
  type Referrer,
} from './clinical-cast'

type EventRow = typeof referralEvents.$inferInsert

/**
 * Writes the clinical cast (clinical-cast.ts) into the demo seed's transaction: the extra
 * peripheral doctors, then patients, referrals and their events in one INSERT each. Scores are
 * recomputed by the referrals feature, exactly as a referral made in the app stores them.
 */
export async function seedClinicalCast(
  work: Work,
  now: Date,
  ids: {
    centers: string[]
    admin: string
    peripheralDoctor: string
    centerDoctor: string
    rheumatologyDoctor: string
  },
) {
  const cast = buildClinicalCast()
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  const centerId = (index: number) => ids.centers[index] ?? ''
  const extraIds = await seedPeople(work, cast, ago, ids, centerId)
  const referrerId = (referrer: Referrer) =>
    referrer.kind === 'demo' ? ids.peripheralDoctor : (extraIds[referrer.index] ?? '')
  const centerDoctorId = (role: CenterDoctorRole) =>
    role === 'centerDoctor' ? ids.centerDoctor : ids.rheumatologyDoctor

  const patientIds = cast.patients.map(() => randomUUID())
  const referralIds = cast.referrals.map(() => randomUUID())
  // An accepted referral makes the centre and the assigned doctor the patient's treating ones.
  const treatedBy = new Map<number, { centerId: string; doctorId: string }>()
  for (const referral of cast.referrals)
    if (referral.state === 'accepted' && referral.decided?.assigned)
      treatedBy.set(referral.patient, {
        centerId: centerId(referral.center),
        doctorId: centerDoctorId(referral.decided.assigned),
      })

  await work.db.insert(patients).values(
    cast.patients.map((patient, index) => {
      const created = ago(patient.minutesAgo)
      const treated = treatedBy.get(index)
      return {
        id: patientIds[index],
        firstName: patient.firstName,
        lastName: patient.lastName,
        birthNumber: patient.birthNumber,
        birthDate: patient.birthDate,
        sex: patient.sex,
        insurer: patient.insurer,
        city: patient.city,
        diagnoses: [patient.diagnosis],
        referringDoctorId: referrerId(patient.referrer),
        centerId: treated?.centerId ?? null,
        centerDoctorId: treated?.doctorId ?? null,
        createdByUserId: referrerId(patient.referrer),
        createdAt: created,
        updatedAt: created,
      }
    }),
  )

  const events: EventRow[] = []
  const people = { referrerId, centerDoctorId, centerId }
  const referralRows = cast.referrals.map((referral, index) =>
    referralRow(referral, index, { referralIds, patientIds, ago, events, ...people }),
  )
  await work.db.insert(referralRequests).values(referralRows)
  await work.db.insert(referralEvents).values(events)
  return cast
}

type SeedIds = Parameters<typeof seedClinicalCast>[2]
type Ago = (minutes: number) => Date

/**
 * The cast's people: the extra peripheral doctors (their ids returned, in the cast's order), and
 * colleagues at every demo centre and representatives of other regions to list and filter. None
 * can sign in (no password); one in five is still only invited.
 */
async function seedPeople(
  work: Work,
  cast: ClinicalCast,
  ago: Ago,
  ids: SeedIds,
  centerId: (index: number) => string,
): Promise<string[]> {
  const extraIds: string[] = []
  for (const doctor of cast.doctors) {
    const created = ago(doctor.minutesAgo)
    const account = await insertAccount(work.db, {
      email: doctor.email,
      role: 'peripheral_doctor',
      origin: doctor.activated ? 'public_registration' : 'invitation',
      degreesBefore: doctor.degreesBefore,
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      degreesAfter: doctor.degreesAfter,
      phone: null,
      locale: 'cs',
      ...(doctor.activated ? { activatedAt: created } : {}),
      invitedByUserId: doctor.activated ? null : ids.centerDoctor,
      now: created,
      peripheralDoctor: {
        practiceName: doctor.practiceName,
        ico: null,
        icp: null,
        region: doctor.region,
        specialty: doctor.specialty,
      },
    })
    extraIds.push(account.id)
  }
  for (const doctor of cast.centerDoctors) {
    const created = ago(doctor.minutesAgo)
    await insertAccount(work.db, {
      email: doctor.email,
      role: 'center_doctor',
      origin: 'invitation',
      degreesBefore: doctor.degreesBefore,
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      degreesAfter: doctor.degreesAfter,
      phone: null,
      locale: 'cs',
      ...(doctor.activated ? { activatedAt: created } : {}),
      invitedByUserId: ids.admin,
      now: created,
      centerId: centerId(doctor.center),
    })
  }
  for (const rep of cast.reps) {
    const created = ago(rep.minutesAgo)
    await insertAccount(work.db, {
      email: rep.email,
      role: 'rep',
      origin: 'invitation',
      degreesBefore: rep.degreesBefore,
      firstName: rep.firstName,
      lastName: rep.lastName,
      degreesAfter: null,
      phone: null,
      locale: 'cs',
      ...(rep.activated ? { activatedAt: created } : {}),
      invitedByUserId: ids.admin,
      now: created,
      rep: { company: rep.company, regions: [...rep.regions] },
    })
  }
  return extraIds
}

/**
 * One referral of the cast as its row, with its events (created, redirected, seen, decided)
 * pushed onto `events`. Scores are recomputed as a referral made in the app stores them.
 */
function referralRow(
  referral: ClinicalCast['referrals'][number],
  index: number,
  at: {
    referralIds: string[]
    patientIds: string[]
    ago: Ago
    events: EventRow[]
    referrerId: (referrer: Referrer) => string
    centerDoctorId: (role: CenterDoctorRole) => string
    centerId: (index: number) => string
  },
): typeof referralRequests.$inferInsert {
  const { referralIds, patientIds, ago, events, referrerId, centerDoctorId, centerId } = at
  const id = referralIds[index] ?? ''
  const from = referrerId(referral.referrer)
  const created = ago(referral.createdMinutesAgo)
  const indication: ReferralIndication = {
    scores: recomputeScores(
      referral.diagnosis,
      referral.scores.map((entry) => ({
        score: entry.score,
        input: entry.input,
      })) as Parameters<typeof recomputeScores>[1],
    ),
    previousTreatments: [
      {
        drug: 'Methotrexát',
        dose: '15 mg týdně',
        from: null,
        to: null,
        outcome: 'inadequate_response',
      },
    ],
    currentTreatments: [],
  }
  const redirectedFromId =
    referral.redirectedFrom === null ? null : (referralIds[referral.redirectedFrom] ?? null)
  events.push({
    referralId: id,
    type: 'created',
    actorUserId: from,
    occurredAt: created,
    details: redirectedFromId ? { redirectedFromId } : null,
  })
  if (redirectedFromId)
    events.push({
      referralId: redirectedFromId,
      type: 'redirected',
      actorUserId: from,
      occurredAt: created,
      details: { referralId: id },
    })
  const seenAt = referral.seen ? ago(referral.seen.minutesAgo) : null
  const seenBy = referral.seen ? centerDoctorId(referral.seen.by) : null
  if (seenAt && seenBy)
    events.push({ referralId: id, type: 'seen', actorUserId: seenBy, occurredAt: seenAt })
  const decision = referral.decided
  const decidedAt = decision ? ago(decision.minutesAgo) : null
  const decidedBy = decision
    ? decision.by === 'referrer'
      ? from
      : centerDoctorId(decision.by)
    : null
  const assignedDoctorId = decision?.assigned ? centerDoctorId(decision.assigned) : null
  const state: 'pending' | 'accepted' | 'denied' | 'cancelled' =
    referral.state === 'new' || referral.state === 'seen' ? 'pending' : referral.state
  if (decision && decidedAt && state !== 'pending')
    events.push({
      referralId: id,
      type: state,
      actorUserId: decidedBy,
      occurredAt: decidedAt,
      reasonCode: decision.reason,
      comment: decision.comment,
      details: assignedDoctorId ? { assignedDoctorId } : null,
    })
  return {
    id,
    patientId: patientIds[referral.patient] ?? '',
    fromDoctorId: from,
    toCenterId: centerId(referral.center),
    state,
    diagnosis: referral.diagnosis,
    urgency: referral.urgency,
    indication,
    note: referral.note,
    createdAt: created,
    updatedAt: decidedAt ?? created,
    seenAt,
    seenByUserId: seenBy,
    decidedAt,
    decidedByUserId: decidedBy,
    assignedDoctorId,
    reasonCode: decision?.reason ?? null,
    comment: decision?.comment ?? null,
    redirectedFromId,
  }
}
