import { describe, expect, it } from 'vitest'
import {
  asdasHighCriteria,
  basdaiActiveCriteria,
  countConventionalFailures,
  das28HighCriteria,
  indicationVerdicts,
  isConventionalSystemic,
  judgeIndication,
  psoriasisConsensusCriteria,
  psoriasisCzechCriteria,
  psoriasisRuleOfTensCriteria,
  type PriorTreatment,
} from './indication-criteria'

const failedTwo: PriorTreatment[] = [
  { drug: 'Methotrexát 15 mg týdně', outcome: 'inadequate_response' },
  { drug: 'Ciclosporin', outcome: 'intolerance' },
]

describe('conventional systemic treatments that count', () => {
  it('recognises the conventional agents in Czech and English spelling', () => {
    for (const drug of [
      'MTX',
      'metotrexát',
      'Methotrexate',
      'cyklosporin A',
      'Neotigason',
      'NB-UVB',
      'fototerapie',
    ])
      expect(isConventionalSystemic(drug), drug).toBe(true)
    for (const drug of ['adalimumab', 'kortikoidy lokálně', 'kalcipotriol'])
      expect(isConventionalSystemic(drug), drug).toBe(false)
  })

  it('counts failed, contraindicated or not tolerated kinds once each; ongoing ones do not count', () => {
    expect(countConventionalFailures(failedTwo)).toBe(2)
    expect(
      countConventionalFailures([
        { drug: 'methotrexát', outcome: 'inadequate_response' },
        { drug: 'MTX s.c.', outcome: 'loss_of_response' },
        { drug: 'acitretin', outcome: 'ongoing' },
        { drug: 'acitretin', outcome: null },
        { drug: 'adalimumab', outcome: 'inadequate_response' },
        { drug: 'PUVA', outcome: 'contraindication' },
      ]),
    ).toBe(2)
  })
})

describe('psoriasis: severity and at least two conventional treatments', () => {
  it('PASI 12.4, BSA 15, DLQI 14 after methotrexate and ciclosporin meets every preset', () => {
    const values = { pasi: 12.4, bsa: 15, dlqi: 14 }
    const verdicts = indicationVerdicts('psoriasis', values, failedTwo)
    expect(verdicts.map((v) => [v.setId, v.status])).toEqual([
      ['psoriasis-rule-of-tens', 'met'],
      ['psoriasis-european-consensus', 'met'],
      ['psoriasis-czech-unverified', 'met'],
    ])
    expect(verdicts[2]?.verified).toBe(false)
    expect(verdicts[0]?.criteria[1]).toMatchObject({ id: 'conventional', count: 2, required: 2 })
  })

  it('PASI 10.0 exactly is not "> 10": only DLQI 11 makes the Rule of Tens, not the consensus', () => {
    const values = { pasi: 10, bsa: 8, dlqi: 11 }
    expect(judgeIndication(psoriasisRuleOfTensCriteria, values, failedTwo).status).toBe('met')
    const consensus = judgeIndication(psoriasisConsensusCriteria, values, failedTwo)
    expect(consensus.status).toBe('not_met')
    expect(consensus.criteria[0]).toMatchObject({ band: 'unclassified', status: 'not_met' })
    expect(judgeIndication(psoriasisCzechCriteria, values, failedTwo).status).toBe('not_met')
  })

  it('severe psoriasis after only one conventional treatment is not met, per criterion', () => {
    const verdict = judgeIndication(psoriasisRuleOfTensCriteria, { pasi: 20, bsa: 30, dlqi: 20 }, [
      { drug: 'acitretin', outcome: 'intolerance' },
    ])
    expect(verdict.status).toBe('not_met')
    expect(verdict.criteria.map((c) => [c.id, c.status])).toEqual([
      ['severity', 'met'],
      ['conventional', 'not_met'],
    ])
  })

  it('a missing score is unknown unless the others decide: PASI 12 alone meets the Rule of Tens', () => {
    expect(judgeIndication(psoriasisRuleOfTensCriteria, { pasi: 12 }, failedTwo).status).toBe('met')
    const consensus = judgeIndication(psoriasisConsensusCriteria, { pasi: 12 }, failedTwo)
    expect(consensus.status).toBe('unknown')
    expect(judgeIndication(psoriasisRuleOfTensCriteria, { pasi: 4 }, failedTwo).status).toBe(
      'unknown',
    )
    expect(
      judgeIndication(psoriasisRuleOfTensCriteria, { pasi: 4, bsa: 3, dlqi: 5 }, failedTwo).status,
    ).toBe('not_met')
  })

  it('PASI from the % form counts as PASI', () => {
    expect(
      judgeIndication(psoriasisCzechCriteria, { 'pasi-percent': 10.8 }, failedTwo).status,
    ).toBe('met')
  })
})

describe('rheumatology activity thresholds', () => {
  it('DAS28 > 5.1: 5.1 is not met, 5.11 is; ESR form read first', () => {
    expect(judgeIndication(das28HighCriteria, { 'das28-esr': 5.1 }, []).status).toBe('not_met')
    expect(judgeIndication(das28HighCriteria, { 'das28-crp': 5.11 }, []).criteria[0]).toMatchObject(
      {
        status: 'met',
        score: 'das28-crp',
        value: 5.11,
      },
    )
    expect(
      judgeIndication(das28HighCriteria, { 'das28-esr': 4.2, 'das28-crp': 5.5 }, []).status,
    ).toBe('not_met')
  })

  it('ASDAS >= 2.1 and BASDAI >= 4 include their thresholds', () => {
    expect(judgeIndication(asdasHighCriteria, { 'asdas-crp': 2.1 }, []).status).toBe('met')
    expect(judgeIndication(asdasHighCriteria, { 'asdas-esr': 2 }, []).status).toBe('not_met')
    expect(judgeIndication(basdaiActiveCriteria, { basdai: 4 }, []).status).toBe('met')
    expect(judgeIndication(basdaiActiveCriteria, { basdai: 3.9 }, []).status).toBe('not_met')
  })

  it('only the criteria whose scores the referral carries are judged', () => {
    expect(indicationVerdicts('axial', { 'asdas-crp': 3.2 }, []).map((v) => v.setId)).toEqual([
      'asdas-high',
    ])
    expect(indicationVerdicts('rheumatoid', {}, [])).toEqual([])
    expect(indicationVerdicts('none', { pasi: 30 }, failedTwo)).toEqual([])
  })
})
