import { asc, eq } from 'drizzle-orm'
import type { FormKind, FormTreatment } from '@konzilium/contract/forms'
import { patients } from '../../db/schema'
import type { Work } from '../../platform/transaction'
import { storeForm } from '../forms'

type Region = { erythema: number; induration: number; desquamation: number; area: number }
const region = (e: number, i: number, d: number, area: number): Region => ({
  erythema: e,
  induration: i,
  desquamation: d,
  area,
})
const clear = region(0, 0, 0, 0)

type Answer = 'very_much' | 'a_lot' | 'a_little' | 'not_at_all'
/** DLQI answers: q1–q6 and q8–q10 as given, q7 "no" with its follow-up. */
function dlqi(answers: Answer[], atWork: 'a_lot' | 'a_little' | 'not_at_all') {
  const [q1, q2, q3, q4, q5, q6, q8, q9, q10] = answers
  return { q1, q2, q3, q4, q5, q6, q7: 'no', q7b: atWork, q8, q9, q10 }
}

/**
 * The demo patient's psoriasis over a year (months before now): PASI 17.2 and DLQI 16 after
 * methotrexate failed, then adalimumab, reaching PASI 75 at six months and PASI 90 at nine.
 */
const psoriasisVisits = [
  {
    monthsAgo: 12,
    kind: 'referral_indication' as FormKind,
    by: 'peripheralDoctor' as const,
    pasi: [region(2, 2, 1, 2), region(2, 1, 1, 3), region(3, 2, 2, 2), region(2, 2, 2, 4)],
    dlqi: dlqi(
      [
        'very_much',
        'a_lot',
        'a_lot',
        'a_little',
        'very_much',
        'a_little',
        'a_lot',
        'a_lot',
        'a_little',
      ],
      'a_little',
    ),
    findings: 'Ložiska na loktech, kolenou a v kštici; metotrexát 6 měsíců bez účinku.',
  },
  {
    monthsAgo: 9,
    kind: 'dermatology_visit' as FormKind,
    by: 'centerDoctor' as const,
    pasi: [region(1, 1, 1, 1), region(1, 1, 1, 2), region(2, 1, 1, 2), region(2, 1, 1, 2)],
    dlqi: dlqi(
      [
        'a_lot',
        'a_little',
        'a_little',
        'a_little',
        'a_lot',
        'not_at_all',
        'a_little',
        'a_little',
        'a_little',
      ],
      'a_little',
    ),
    findings: 'Ústup infiltrace, snášenlivost dobrá.',
  },
  {
    monthsAgo: 6,
    kind: 'dermatology_visit' as FormKind,
    by: 'centerDoctor' as const,
    pasi: [clear, region(1, 1, 0, 1), region(1, 1, 1, 1), region(1, 1, 1, 2)],
    dlqi: dlqi(
      [
        'a_little',
        'a_little',
        'not_at_all',
        'not_at_all',
        'a_little',
        'not_at_all',
        'not_at_all',
        'a_little',
        'not_at_all',
      ],
      'not_at_all',
    ),
    findings: 'Zbytková ložiska na bércích.',
  },
  {
    monthsAgo: 3,
    kind: 'dermatology_visit' as FormKind,
    by: 'centerDoctor' as const,
    pasi: [clear, region(1, 0, 0, 1), region(1, 0, 0, 1), region(1, 1, 0, 1)],
    dlqi: dlqi(
      [
        'a_little',
        'not_at_all',
        'not_at_all',
        'not_at_all',
        'not_at_all',
        'not_at_all',
        'not_at_all',
        'not_at_all',
        'not_at_all',
      ],
      'not_at_all',
    ),
    findings: 'Téměř zhojeno.',
  },
] as const

/** A rheumatology patient's DAS28 (ESR) on etanercept: high activity, then remission. */
const das28Visits = [
  { monthsAgo: 10, tjc28: 12, sjc28: 8, esr: 42, patientGlobalMm: 70 },
  { monthsAgo: 7, tjc28: 6, sjc28: 4, esr: 28, patientGlobalMm: 45 },
  { monthsAgo: 4, tjc28: 2, sjc28: 1, esr: 14, patientGlobalMm: 25 },
  { monthsAgo: 1, tjc28: 0, sjc28: 0, esr: 8, patientGlobalMm: 10 },
] as const

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Examinations of the demo seed, so the patient's detail and chart have something to show: the
 * demo patient's psoriasis year with PASI and DLQI before and during a biologic (and a DLQI he
 * filled himself last week), and a DAS28 series of the first patient the demo rheumatologist
 * treats. Scores are recomputed by the forms feature, as a form made in the app stores them.
 */
export async function seedDemoExaminations(
  work: Work,
  now: Date,
  ids: {
    demoPatientId: string
    demoPatientUserId: string
    peripheralDoctor: string
    centerDoctor: string
    rheumatologyDoctor: string
  },
): Promise<void> {
  const monthsAgo = (months: number) => new Date(now.getTime() - months * 30.44 * 86_400_000)
  const biologicStart = dayOf(monthsAgo(11))
  const methotrexate: FormTreatment = {
    kind: 'conventional',
    drug: 'Methotrexát',
    dose: '15 mg týdně',
    start: dayOf(monthsAgo(18)),
    stop: biologicStart,
  }
  const adalimumab: FormTreatment = {
    kind: 'biologic',
    drug: 'Adalimumab',
    dose: '40 mg s. c. á 14 dní',
    start: biologicStart,
    stop: null,
  }
  for (const visit of psoriasisVisits) {
    const at = monthsAgo(visit.monthsAgo)
    const [head, upperLimbs, trunk, lowerLimbs] = visit.pasi
    await storeForm(
      work.db,
      {
        patientId: ids.demoPatientId,
        kind: visit.kind,
        authorId: ids[visit.by],
        doctorId: ids[visit.by],
        at,
      },
      {
        examinedOn: dayOf(at),
        scores: [
          { score: 'pasi', input: { head, upperLimbs, trunk, lowerLimbs } },
          { score: 'dlqi', input: visit.dlqi },
        ],
        treatments: visit.monthsAgo === 12 ? [methotrexate] : [methotrexate, adalimumab],
        findings: visit.findings,
      },
    )
  }
  const filled = new Date(now.getTime() - 7 * 86_400_000)
  await storeForm(
    work.db,
    {
      patientId: ids.demoPatientId,
      kind: 'questionnaire',
      authorId: ids.demoPatientUserId,
      doctorId: ids.centerDoctor,
      at: filled,
    },
    {
      examinedOn: dayOf(filled),
      scores: [{ score: 'dlqi', input: psoriasisVisits[3].dlqi }],
      treatments: [],
      findings: '',
    },
  )
  await seedDas28Series(work, ids.rheumatologyDoctor, monthsAgo)
}

async function seedDas28Series(
  work: Work,
  doctorId: string,
  monthsAgo: (months: number) => Date,
): Promise<void> {
  const [patient] = await work.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.centerDoctorId, doctorId))
    .orderBy(asc(patients.lastName), asc(patients.firstName))
    .limit(1)
  if (!patient) return
  const etanercept: FormTreatment = {
    kind: 'biologic',
    drug: 'Etanercept',
    dose: '50 mg s. c. týdně',
    start: dayOf(monthsAgo(10)),
    stop: null,
  }
  for (const visit of das28Visits) {
    const at = monthsAgo(visit.monthsAgo)
    const { monthsAgo: _months, ...input } = visit
    await storeForm(
      work.db,
      { patientId: patient.id, kind: 'rheumatology_visit', authorId: doctorId, doctorId, at },
      {
        examinedOn: dayOf(at),
        scores: [{ score: 'das28-esr', input }],
        treatments: [etanercept],
        findings: '',
      },
    )
  }
}
