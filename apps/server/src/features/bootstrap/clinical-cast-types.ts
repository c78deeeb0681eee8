import type { RegionCode, SpecialtyCode } from '@konzilium/contract/czech'
import type {
  CancelReason,
  DenyReason,
  DiagnosisCode,
  InsurerCode,
  Urgency,
} from '@konzilium/contract/codes'

// The shapes of the demo cast (clinical-cast.ts builds it, seed.ts stores it).

/** Who a referral or a patient belongs to: the demo peripheral doctor or an extra one (by index). */
export type Referrer = { kind: 'demo' } | { kind: 'extra'; index: number }
/** The two demo centre doctors: the dermatology clinic (centre 0) and Revmatologický ústav. */
export type CenterDoctorRole = 'centerDoctor' | 'rheumatologyDoctor'

export type CastDoctor = {
  email: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  practiceName: string
  region: RegionCode
  specialty: SpecialtyCode
  /** Invited only (no activation yet): the rep sees the invitation state. */
  activated: boolean
  minutesAgo: number
}

export type CastPatient = {
  firstName: string
  lastName: string
  birthNumber: string
  birthDate: string
  sex: 'female' | 'male'
  insurer: InsurerCode
  city: string
  diagnosis: DiagnosisCode
  referrer: Referrer
  minutesAgo: number
}

export type CastScoreEntry = { score: string; input: Record<string, unknown> }

/** The state as the people at both ends read it (a pending one is new until the centre opens it). */
export type CastState = 'new' | 'seen' | 'accepted' | 'denied' | 'cancelled'

export type CastReferral = {
  patient: number
  referrer: Referrer
  /** Index into demoCenters. */
  center: number
  diagnosis: DiagnosisCode
  urgency: Urgency
  scores: CastScoreEntry[]
  note: string | null
  state: CastState
  createdMinutesAgo: number
  /** Seen by the centre (pending and seen, and every decided one at a centre with a doctor). */
  seen: { minutesAgo: number; by: CenterDoctorRole } | null
  decided: {
    minutesAgo: number
    by: CenterDoctorRole | 'referrer'
    reason: DenyReason | CancelReason | null
    comment: string | null
    assigned: CenterDoctorRole | null
  } | null
  /** Index of the denied referral this one was redirected from. */
  redirectedFrom: number | null
}

/** A colleague of the demo centre doctors: a doctor of one of the demo centres. */
export type CastCenterDoctor = {
  email: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  /** Index into demoCenters. */
  center: number
  activated: boolean
  minutesAgo: number
}

/** Another representative, of other regions than the demo one. */
export type CastRep = {
  email: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  company: string
  regions: RegionCode[]
  activated: boolean
  minutesAgo: number
}

export type ClinicalCast = {
  doctors: CastDoctor[]
  centerDoctors: CastCenterDoctor[]
  reps: CastRep[]
  patients: CastPatient[]
  referrals: CastReferral[]
}
