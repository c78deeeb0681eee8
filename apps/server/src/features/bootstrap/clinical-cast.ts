import {
  cancelReasons,
  denyReasons,
  diagnoses,
  insurers,
  type DiagnosisCode,
} from '@konzilium/contract/codes'
import {
  cancelComments,
  castReps,
  cities,
  colleagueDegrees,
  colleagueFirstNames,
  colleagueSurnames,
  denyComments,
  doctorsOfCast,
  menNames,
  notes,
  surnames,
  womenNames,
} from './clinical-cast-words'
import type {
  Referrer,
  CenterDoctorRole,
  CastDoctor,
  CastPatient,
  CastScoreEntry,
  CastState,
  CastReferral,
  CastCenterDoctor,
  CastRep,
  ClinicalCast,
} from './clinical-cast-types'
import { demoCenters } from './demo-cast'

/**
 * The clinical part of the demo data set: invented peripheral doctors, patients and referrals in
 * every referral state (pending, accepted, denied, cancelled), spread over the last ~60 days, so
 * that every demo login opens a living product. Pure and deterministic (a seeded PRNG, never
 * Math.random): the same seed gives the same cast, which the unit test checks. Times are offsets
 * from "now" in minutes; the seed turns them into dates. Names come from the "sample / fictional"
 * family of demo-cast.ts; birth numbers are valid and synthetic (serials 800-899, the test fixtures
 * use 900 up).
 */

/** mulberry32: a small, well-known 32-bit PRNG; good enough to shuffle demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type * from './clinical-cast-types'

const DERMATOLOGY_HOME = 0
/** Revmatologický ústav in demoCenters. */
export const RHEUMATOLOGY_HOME = demoCenters.findIndex((c) => c.name === 'Revmatologický ústav')

/** An address of the demo domain from a name (no diacritics, lower case). */
function emailLocalPart(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const insurerCodes = insurers.filter((i) => i.code !== '000').map((i) => i.code)
const dermatologyCodes = diagnoses.filter((d) => d.specialty === 'dermatology').map((d) => d.code)
const rheumatologyCodes = diagnoses.filter((d) => d.specialty === 'rheumatology').map((d) => d.code)

/**
 * The order of states over the patients: every state comes several times, and the first twelve
 * (the demo peripheral doctor's patients come first) hold each of them, a redirect included; its
 * length (13) is prime to the number of extra doctors, so each of them meets every state.
 */
const stateCycle: (CastState | 'redirected')[] = [
  'new',
  'seen',
  'accepted',
  'denied',
  'cancelled',
  'redirected',
  'accepted',
  'new',
  'seen',
  'accepted',
  'new',
  'denied',
  'seen',
]

const MINUTES_PER_DAY = 24 * 60

/** A valid synthetic birth number (women: month + 50), serial 800-899, unique within `taken`. */
export function demoBirthNumber(
  birthDate: string,
  sex: 'female' | 'male',
  serialStart: number,
  taken: Set<string>,
): string {
  const [year = '', month = '', day = ''] = birthDate.split('-')
  const mm = Number(month) + (sex === 'female' ? 50 : 0)
  for (let step = 0; step < 100; step++) {
    const serial = 800 + ((serialStart + step) % 100)
    const base = `${year.slice(2)}${String(mm).padStart(2, '0')}${day}${String(serial)}`
    const check = Number(BigInt(base) % 11n)
    const number = `${base}${String(check)}`
    if (check === 10 || taken.has(number)) continue
    taken.add(number)
    return number
  }
  throw new Error(`no demo birth number left for ${birthDate}`)
}

function scoresFor(diagnosis: DiagnosisCode, random: () => number): CastScoreEntry[] {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  if (diagnosis === 'M45' || diagnosis.startsWith('M46') || diagnosis === 'M07.2')
    return [
      {
        score: 'basdai',
        input: {
          q1: int(3, 9),
          q2: int(3, 9),
          q3: int(2, 8),
          q4: int(2, 8),
          q5: int(3, 9),
          q6: int(2, 8),
        },
      },
    ]
  if (diagnosis.startsWith('M') || diagnosis === 'L40.5')
    return [
      {
        score: 'das28-esr',
        input: {
          tjc28: int(2, 14),
          sjc28: int(1, 10),
          esr: int(8, 60),
          patientGlobalMm: int(30, 90),
        },
      },
    ]
  if (diagnosis.startsWith('L50') || diagnosis.startsWith('L73'))
    return [{ score: 'iga', input: { grade: int(2, 4) } }]
  return [
    { score: 'iga', input: { grade: int(2, 4) } },
    { score: 'bsa', input: { percent: int(3, 40) } },
  ]
}

function feminine(surname: string): string {
  return surname.endsWith('ý') ? `${surname.slice(0, -1)}á` : surname
}

/** The cast's one source of chance, seeded so every start builds the same cast. */
interface Dice {
  random: () => number
  pick: <T>(list: readonly T[]) => T
  int: (min: number, max: number) => number
}

function dice(seed: number): Dice {
  const random = seededRandom(seed)
  return {
    random,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
  }
}

/** Two doctors per demo centre, named and graduated from the colleagues' lists. */
function castCenterDoctors({ int }: Dice): CastCenterDoctor[] {
  return demoCenters.flatMap((_, center) =>
    [0, 1].map((k) => {
      const n = center * 2 + k
      const [firstName, sex] = colleagueFirstNames[n % colleagueFirstNames.length] ?? [
        'Alena',
        'female',
      ]
      const surname = colleagueSurnames[Math.floor(n / 2) % colleagueSurnames.length] ?? 'Nácvičný'
      const lastName = sex === 'female' ? feminine(surname) : surname
      const [degreesBefore, degreesAfter] = colleagueDegrees[n % colleagueDegrees.length] ?? [
        'MUDr.',
        null,
      ]
      return {
        email: `${emailLocalPart(firstName, lastName)}@centra.demo.konzilium.cz`,
        degreesBefore,
        firstName,
        lastName,
        degreesAfter,
        center,
        activated: n % 5 !== 4,
        minutesAgo: int(90, 400) * MINUTES_PER_DAY,
      }
    }),
  )
}

/** What one patient's referrals start from: who, where, which diagnosis and when. */
type ReferralBase = Omit<CastReferral, 'state' | 'seen' | 'decided'>

/** The centres of a specialty other than its home centre. */
const otherCenters = (specialty: 'dermatology' | 'rheumatology', home: number) =>
  demoCenters.flatMap((c, i) => (c.specialty === specialty && i !== home ? [i] : []))

/**
 * One patient's referral in its state (a redirected one as its denied referral and the new one
 * that followed it), pushed onto `referrals`.
 */
function castReferrals(
  { int, pick }: Dice,
  referrals: CastReferral[],
  base: ReferralBase,
  state: (typeof stateCycle)[number],
  at: { home: number; specialty: 'dermatology' | 'rheumatology'; homeDoctor: CenterDoctorRole },
) {
  const { home, specialty, homeDoctor } = at
  const created = base.createdMinutesAgo
  const afterCreated = (minutes: number) => Math.max(created - minutes, 5)
  const seen = { minutesAgo: afterCreated(int(60, MINUTES_PER_DAY)), by: homeDoctor }
  if (state === 'new') referrals.push({ ...base, state, seen: null, decided: null })
  else if (state === 'seen') referrals.push({ ...base, state, seen, decided: null })
  else if (state === 'accepted')
    referrals.push({
      ...base,
      state,
      seen,
      decided: {
        minutesAgo: afterCreated(int(1, 5) * MINUTES_PER_DAY),
        by: homeDoctor,
        reason: null,
        comment: null,
        assigned: homeDoctor,
      },
    })
  else if (state === 'cancelled') {
    const reason = pick(cancelReasons)
    referrals.push({
      ...base,
      state,
      seen: base.center === home ? seen : null,
      decided: {
        minutesAgo: afterCreated(int(1, 6) * MINUTES_PER_DAY),
        by: 'referrer',
        reason,
        comment: cancelComments[reason],
        assigned: null,
      },
    })
  } else {
    // The reasons the demo had before a missing examination became one: the same demo data.
    const reason = pick(denyReasons.filter((r) => r !== 'missing_examination'))
    const deniedAt = afterCreated(int(1, 4) * MINUTES_PER_DAY)
    referrals.push({
      ...base,
      state: 'denied',
      seen,
      decided: {
        minutesAgo: deniedAt,
        by: homeDoctor,
        reason,
        comment: denyComments[reason],
        assigned: null,
      },
    })
    if (state === 'redirected')
      referrals.push({
        ...base,
        center: pick(otherCenters(specialty, home)),
        note: 'Přesměrováno po zamítnutí.',
        createdMinutesAgo: Math.max(deniedAt - int(60, MINUTES_PER_DAY), 1),
        state: 'new',
        seen: null,
        decided: null,
        redirectedFrom: referrals.length - 1,
      })
  }
}

/** A name not yet in the cast, of the given sex. */
function freshName({ pick }: Dice, sex: 'female' | 'male', takenNames: Set<string>) {
  let firstName = ''
  let lastName = ''
  do {
    firstName = pick(sex === 'female' ? womenNames : menNames)
    const surname = pick(surnames)
    lastName = sex === 'female' ? feminine(surname) : surname
  } while (takenNames.has(`${firstName} ${lastName}`))
  takenNames.add(`${firstName} ${lastName}`)
  return { firstName, lastName }
}

/**
 * The cast: 200 patients, the first twenty the demo peripheral doctor's, the rest spread over the
 * extra doctors; one referral per patient (two for a redirected one), to the home centre of the
 * diagnosis' specialty or, for some open and cancelled ones, to another centre of it.
 */
export function buildClinicalCast(seed = 20250101): ClinicalCast {
  const roll = dice(seed)
  const { random, pick, int } = roll

  const doctors: CastDoctor[] = doctorsOfCast.map((doctor) => ({
    ...doctor,
    minutesAgo: int(60, 120) * MINUTES_PER_DAY,
  }))
  const centerDoctors = castCenterDoctors(roll)
  const reps: CastRep[] = castReps.map((rep) => ({
    ...rep,
    minutesAgo: int(30, 200) * MINUTES_PER_DAY,
  }))

  const activeExtras = doctors.flatMap((doctor, i) => (doctor.activated ? [i] : []))
  const patientCount = 200
  const ownCount = 20
  const takenNumbers = new Set<string>()
  const takenNames = new Set<string>()
  const patients: CastPatient[] = []
  const referrals: CastReferral[] = []

  for (let index = 0; index < patientCount; index++) {
    const sex: 'female' | 'male' = random() < 0.55 ? 'female' : 'male'
    const { firstName, lastName } = freshName(roll, sex, takenNames)
    const birthDate = `${String(int(1954, 2004))}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`
    const birthNumber = demoBirthNumber(birthDate, sex, int(0, 99), takenNumbers)
    const referrer: Referrer =
      index < ownCount
        ? { kind: 'demo' }
        : { kind: 'extra', index: activeExtras[index % activeExtras.length] ?? 0 }
    const rheumatology =
      referrer.kind === 'extra' ? doctors[referrer.index]?.specialty === '109' : index % 3 === 2 // the demo doctor, a dermatologist, sends some psoriatic arthritis too
    const diagnosis = rheumatology
      ? referrer.kind === 'demo'
        ? pick(['L40.5', 'M07.3', 'M07.2'] as const)
        : pick(rheumatologyCodes)
      : pick(dermatologyCodes)
    const state = stateCycle[index % stateCycle.length] ?? 'new'
    // Open ones are recent (a centre decides within days or weeks); decided ones spread over ~60 days.
    const days = state === 'new' ? int(0, 9) : state === 'seen' ? int(2, 20) : int(8, 60)
    const created = days * MINUTES_PER_DAY + int(0, 600)
    patients.push({
      firstName,
      lastName,
      birthNumber,
      birthDate,
      sex,
      insurer: pick(insurerCodes),
      city: pick(cities),
      diagnosis,
      referrer,
      minutesAgo: created + int(30, 3 * MINUTES_PER_DAY),
    })
    const specialty = rheumatology ? 'rheumatology' : 'dermatology'
    const home = rheumatology ? RHEUMATOLOGY_HOME : DERMATOLOGY_HOME
    const homeDoctor: CenterDoctorRole = rheumatology ? 'rheumatologyDoctor' : 'centerDoctor'
    // New and cancelled referrals sometimes go to a centre without a demo doctor.
    const center =
      (state === 'new' || state === 'cancelled') && index % 4 === 3
        ? pick(otherCenters(specialty, home))
        : home
    const base: ReferralBase = {
      patient: index,
      referrer,
      center,
      diagnosis,
      urgency: pick(['routine', 'routine', 'priority', 'urgent'] as const),
      scores: scoresFor(diagnosis, random),
      note: pick(notes),
      createdMinutesAgo: created,
      redirectedFrom: null,
    }
    castReferrals(roll, referrals, base, state, { home, specialty, homeDoctor })
  }
  return { doctors, centerDoctors, reps, patients, referrals }
}
