import type { ReferralDetail } from '@konzilium/contract/referrals'
import { signedInUser } from '../../../test/fake-server'

/** The synthetic cast of the referral tests, answered by the stand-in server (test/fake-server). */
export const ids = {
  patient: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  referral: '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  redirected: '8b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  centre: '9c1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  otherCentre: 'ad1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  doctor: 'be1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  user: signedInUser.id,
}

const at = '2026-11-20T10:00:00.000Z'

const centre = (id: string, name: string) => ({
  id,
  name,
  city: 'Praha',
  region: 'CZ010',
  specialty: 'dermatology',
  street: null,
  postalCode: null,
  phone: null,
  email: null,
  visible: true,
  takesReferrals: true,
  createdAt: at,
  updatedAt: at,
  counts: null,
})

export const centreList = {
  items: [centre(ids.centre, 'Centrum Praha'), centre(ids.otherCentre, 'Centrum Brno')],
  total: 2,
  page: 1,
  pageSize: 200,
}

export function referralDetail(change: Partial<ReferralDetail> = {}): ReferralDetail {
  const doctor = { id: ids.doctor, displayName: 'MUDr. Petr Dvořák', listName: 'Dvořák Petr' }
  return {
    id: ids.referral,
    state: 'pending',
    closedAt: null,
    seenAt: null,
    diagnosis: 'L40.0',
    urgency: 'routine',
    createdAt: at,
    decidedAt: null,
    followedBy: null,
    patient: {
      id: ids.patient,
      firstName: 'Jana',
      lastName: 'Nováková',
      birthDate: '1980-05-01',
      sex: 'female',
    },
    center: { id: ids.centre, name: 'Centrum Praha', city: 'Praha', specialty: 'dermatology' },
    fromDoctor: { id: ids.user, displayName: 'MUDr. Eva Malá', listName: 'Malá Eva' },
    nextMove: 'center',
    allowedActions: ['accept', 'deny'],
    note: null,
    indication: { scores: [], previousTreatments: [], currentTreatments: [], verdicts: [] },
    seenBy: null,
    decidedBy: null,
    assignedDoctor: null,
    reasonCode: null,
    comment: null,
    redirectedFromId: null,
    redirectedToId: null,
    closedBy: null,
    firstVisitAt: null,
    acceptMessage: null,
    patientRecord: null,
    fromContact: { workplace: null, phone: null, email: 'mala@example.cz' },
    otherReferrals: [],
    events: [],
    assignableDoctors: [doctor],
    ...change,
  }
}
