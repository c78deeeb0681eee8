import { describe, expect, it } from 'vitest'
import { scoresForDiagnosis } from '@konzilium/contract/referrals'
import type { DiagnosisCode } from '@konzilium/contract/codes'
import { call, centerDoctor, newReferral, setUpReferralCast } from '../helpers/referrals-cast'

setUpReferralCast()

const pasi = {
  head: { erythema: 2, induration: 2, desquamation: 1, area: 2 },
  upperLimbs: { erythema: 2, induration: 1, desquamation: 1, area: 3 },
  trunk: { erythema: 3, induration: 2, desquamation: 2, area: 2 },
  lowerLimbs: { erythema: 2, induration: 2, desquamation: 2, area: 3 },
}
// 3 + 2 + 2 + 1 + 3 + 1 + (No, a little) 1 + 2 + 0 + 1
const dlqi = {
  q1: 'very_much',
  q2: 'a_lot',
  q3: 'a_lot',
  q4: 'a_little',
  q5: 'very_much',
  q6: 'a_little',
  q7: 'no',
  q7b: 'a_little',
  q8: 'a_lot',
  q9: 'not_relevant',
  q10: 'a_little',
}
const failedConventional = [
  { drug: 'Methotrexát', dose: '15 mg týdně', outcome: 'inadequate_response' },
  { drug: 'Ciclosporin', outcome: 'intolerance' },
  { drug: 'Adalimumab', outcome: 'loss_of_response' },
]

/** One referral per diagnosis family, each score's input and its result worked by hand. */
const families: {
  diagnosis: DiagnosisCode
  scores: { score: string; input: unknown; display: number; version: string }[]
  previousTreatments?: unknown[]
  verdicts: [string, string][]
}[] = [
  {
    diagnosis: 'L40.0',
    scores: [
      // 0.1*5*2 + 0.2*4*3 + 0.3*7*2 + 0.4*6*3 = 1 + 2.4 + 4.2 + 7.2
      { score: 'pasi', input: pasi, display: 14.8, version: 'pasi@1' },
      { score: 'dlqi', input: dlqi, display: 16, version: 'dlqi@1' },
      { score: 'bsa', input: { percent: 15 }, display: 15, version: 'bsa@1' },
    ],
    previousTreatments: failedConventional,
    // PASI 14.8 > 10, BSA 15 > 10, DLQI 16 > 10; methotrexate and ciclosporin failed (2 kinds).
    verdicts: [
      ['psoriasis-rule-of-tens', 'met'],
      ['psoriasis-european-consensus', 'met'],
      ['psoriasis-czech-unverified', 'met'],
    ],
  },
  {
    diagnosis: 'L20.9',
    scores: [
      { score: 'iga', input: { grade: 3 }, display: 3, version: 'iga-mod-2011@1' },
      { score: 'bsa', input: { percent: 22.5 }, display: 22.5, version: 'bsa@1' },
    ],
    verdicts: [],
  },
  {
    diagnosis: 'M06.0',
    scores: [
      // 0.56*√4 + 0.28*√5 + 0.70*ln 7 + 0.014*50 = 1.12 + 0.626 + 1.362 + 0.7
      {
        score: 'das28-esr',
        input: { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 },
        display: 3.81,
        version: 'das28-esr@1',
      },
      {
        score: 'sdai',
        // 6 + 4 + 5.5 + 4 + 12/10
        input: { tjc28: 6, sjc28: 4, patientGlobal: 5.5, evaluatorGlobal: 4, crpMgPerL: 12 },
        display: 20.7,
        version: 'sdai@1',
      },
    ],
    // DAS28 3.81 is not > 5.1.
    verdicts: [['das28-high', 'not_met']],
  },
  {
    diagnosis: 'L40.5',
    scores: [
      {
        score: 'dapsa',
        // 10 + 5 + 6 + 7 + 15/10
        input: { tjc68: 10, sjc66: 5, patientGlobal: 6, patientPain: 7, crpMgPerL: 15 },
        display: 29.5,
        version: 'dapsa@1',
      },
    ],
    verdicts: [],
  },
  {
    diagnosis: 'M45',
    scores: [
      {
        score: 'asdas-crp',
        // 0.121*6 + 0.058*5 + 0.110*6 + 0.073*3 + 0.579*ln(10+1) = 0.726+0.29+0.66+0.219+1.388
        input: {
          backPain: 6,
          morningStiffnessDuration: 5,
          patientGlobal: 6,
          peripheralPain: 3,
          crpMgPerL: 10,
        },
        display: 3.3,
        version: 'asdas-crp@1',
      },
      // (5 + 6 + 4 + 3 + (6 + 4)/2) / 5
      {
        score: 'basdai',
        input: { q1: 5, q2: 6, q3: 4, q4: 3, q5: 6, q6: 4 },
        display: 4.6,
        version: 'basdai@1',
      },
    ],
    // ASDAS 3.3 >= 2.1, BASDAI 4.6 >= 4.
    verdicts: [
      ['asdas-high', 'met'],
      ['basdai-active', 'met'],
    ],
  },
]

describe('indication scores of every diagnosis family', () => {
  it.each(families)(
    '$diagnosis: recomputed, stored with their inputs, judged by the criteria',
    async ({ diagnosis, scores, previousTreatments, verdicts }) => {
      for (const { score } of scores) expect(scoresForDiagnosis(diagnosis)).toContain(score)
      const created = await newReferral({
        diagnosis,
        scores: scores.map(({ score, input }) => ({ score, input })),
        previousTreatments: previousTreatments ?? [],
      })
      // What the centre reads back: the inputs (each component) and the server's results.
      const response = await call(centerDoctor, 'GET', `/api/referral-requests/${created.id}`)
      expect(response.statusCode, response.body).toBe(200)
      const { indication } = response.json<typeof created>()
      expect(
        indication.scores.map((s) => [s.score, s.input, s.result.display, s.result.version]),
      ).toEqual(scores.map((s) => [s.score, s.input, s.display, s.version]))
      expect(indication.verdicts.map((v) => [v.setId, v.status])).toEqual(verdicts)
    },
  )

  it('judges psoriasis per criterion: severe but one conventional treatment is not met', async () => {
    const created = await newReferral({
      diagnosis: 'L40.0',
      scores: [
        // 0.1*(1+1+0)*1 = 0.2: PASI alone is not severe.
        {
          score: 'pasi',
          input: {
            ...pasi,
            head: { erythema: 1, induration: 1, desquamation: 0, area: 1 },
            upperLimbs: { erythema: 0, induration: 0, desquamation: 0, area: 0 },
            trunk: { erythema: 0, induration: 0, desquamation: 0, area: 0 },
            lowerLimbs: { erythema: 0, induration: 0, desquamation: 0, area: 0 },
          },
        },
        { score: 'bsa', input: { percent: 12 } },
        {
          score: 'dlqi',
          input: {
            ...dlqi,
            q1: 'not_at_all',
            q2: 'not_at_all',
            q3: 'not_at_all',
            q5: 'not_at_all',
            q8: 'not_at_all',
          },
        },
      ],
      previousTreatments: [{ drug: 'Acitretin', outcome: 'contraindication' }],
    })
    const byId = Object.fromEntries(created.indication.verdicts.map((v) => [v.setId, v]))
    // BSA 12 > 10 makes the Rule of Tens; DLQI 0+0+0+1+0+1+1+0+0+1 = 4 fails the consensus;
    // PASI 0.2 fails the PASI > 10 preset; one conventional kind of two required.
    expect(byId['psoriasis-rule-of-tens']?.criteria.map((c) => [c.id, c.status])).toEqual([
      ['severity', 'met'],
      ['conventional', 'not_met'],
    ])
    expect(byId['psoriasis-rule-of-tens']?.criteria[1]).toMatchObject({ count: 1, required: 2 })
    expect(byId['psoriasis-european-consensus']?.criteria[0]).toMatchObject({
      status: 'not_met',
      band: 'unclassified',
    })
    expect(byId['psoriasis-czech-unverified']).toMatchObject({ verified: false, status: 'not_met' })
  })
})
