import { describe, expect, it } from 'vitest'
import {
  assessPsoriasisSeverity,
  czechSuklUnverified,
  europeanConsensus,
  ruleOfTens,
  severityRuleSetById,
  severityRuleSetIds,
  severityRuleSets,
} from './psoriasis-severity'
import type { PsoriasisSeverityInput, SeverityRuleSet } from './psoriasis-severity'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const at = (
  pasi: number,
  bsa: number,
  dlqi: number,
  upgradeCriteria?: boolean,
): PsoriasisSeverityInput =>
  upgradeCriteria === undefined ? { pasi, bsa, dlqi } : { pasi, bsa, dlqi, upgradeCriteria }

describe('Rule of Tens (Finlay 2005): BSA > 10 or PASI > 10 or DLQI > 10', () => {
  it.each([
    { input: at(10, 10, 10), band: 'not_severe', rule: null }, // all strict: 10 does not qualify
    { input: at(0, 0, 0), band: 'not_severe', rule: null },
    { input: at(10.1, 10, 10), band: 'severe', rule: 'any-over-10' },
    { input: at(10, 10.1, 10), band: 'severe', rule: 'any-over-10' },
    { input: at(10, 10, 11), band: 'severe', rule: 'any-over-10' },
    { input: at(72, 100, 30), band: 'severe', rule: 'any-over-10' },
  ])('$input.pasi / $input.bsa / $input.dlqi → $band', ({ input, band, rule }) => {
    expect(resultOf(assessPsoriasisSeverity(ruleOfTens, input))).toEqual({
      band,
      version: 'rule-of-tens@1',
      ruleSetId: 'rule-of-tens',
      matchedRuleId: rule,
    })
  })
})

describe('European consensus (Mrowietz 2011): (BSA > 10 or PASI > 10) and DLQI > 10', () => {
  it.each([
    { input: at(12, 5, 11), band: 'moderate_to_severe', rule: 'area-and-quality-of-life' },
    { input: at(5, 12, 11), band: 'moderate_to_severe', rule: 'area-and-quality-of-life' },
    { input: at(10.1, 10, 10.0 + 1), band: 'moderate_to_severe', rule: 'area-and-quality-of-life' },
    { input: at(10, 10, 10), band: 'mild', rule: 'mild' },
    { input: at(0, 0, 0), band: 'mild', rule: 'mild' },
    { input: at(3, 2, 4, false), band: 'mild', rule: 'mild' },
    // Upgrade criteria (scalp, genitals, palms/soles, nails, …) turn mild into moderate-to-severe.
    { input: at(3, 2, 4, true), band: 'moderate_to_severe', rule: 'mild-upgraded' },
    // The logic differs from the Rule of Tens: extent alone, or DLQI alone, is neither category.
    { input: at(12, 5, 10), band: 'unclassified', rule: null },
    { input: at(10, 10, 11), band: 'unclassified', rule: null },
    { input: at(10, 10, 11, true), band: 'unclassified', rule: null },
  ])(
    '$input.pasi / $input.bsa / $input.dlqi (upgrade $input.upgradeCriteria) → $band',
    ({ input, band, rule }) => {
      expect(resultOf(assessPsoriasisSeverity(europeanConsensus, input))).toEqual({
        band,
        version: 'european-consensus@1',
        ruleSetId: 'european-consensus',
        matchedRuleId: rule,
      })
    },
  )
})

describe('a configured rule set', () => {
  // Shaped like the SÚKL stopping rule (DLQI ≥ 5), to show ≥ and < work: an
  // illustration of configurability, not a verified Czech preset.
  const example: SeverityRuleSet<'continue' | 'modify'> = {
    id: 'example',
    version: 'example@1',
    source: 'test only',
    verified: false,
    bandIds: ['continue', 'modify'],
    rules: [
      {
        id: 'dlqi-5-or-more',
        band: 'modify',
        when: { kind: 'compare', metric: 'dlqi', comparator: '>=', threshold: 5 },
      },
      {
        id: 'pasi-below-1',
        band: 'continue',
        when: { kind: 'compare', metric: 'pasi', comparator: '<', threshold: 1 },
      },
    ],
    otherwise: 'modify',
  }

  it.each([
    { input: at(0.5, 0, 5), band: 'modify', rule: 'dlqi-5-or-more' }, // ≥ includes 5 (Mrowietz would say > 5)
    { input: at(0.5, 0, 4), band: 'continue', rule: 'pasi-below-1' },
    { input: at(1, 0, 4), band: 'modify', rule: null },
  ])('$input.pasi / $input.dlqi → $band', ({ input, band, rule }) => {
    const result = resultOf(assessPsoriasisSeverity(example, input))
    expect(result.band).toBe(band)
    expect(result.matchedRuleId).toBe(rule)
  })
})

describe('inputs are the displayed scores', () => {
  it.each([
    ...numberFieldCases('pasi', { min: 0, max: 72, step: 0.1 }),
    ...numberFieldCases('bsa', { min: 0, max: 100, step: 0.1 }),
    ...numberFieldCases('dlqi', { min: 0, max: 30, step: 1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(
      assessPsoriasisSeverity(ruleOfTens, withField(at(5, 5, 5), path, value)),
    )
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })

  it('rejects an exact PASI of 10.04 (shown as 10.0) instead of calling it > 10', () => {
    expect(issuesOf(assessPsoriasisSeverity(ruleOfTens, at(10.04, 0, 0)))[0]).toMatchObject({
      path: 'pasi',
      code: 'step_mismatch',
      step: 0.1,
    })
  })

  it('rejects upgradeCriteria that is not a boolean', () => {
    const input = withField(at(1, 1, 1), 'upgradeCriteria', 'yes')
    expect(issuesOf(assessPsoriasisSeverity(europeanConsensus, input))).toEqual([
      { path: 'upgradeCriteria', code: 'invalid_type', message: 'Expected true or false.' },
    ])
  })
})

describe('Czech preset (unverified): PASI > 10 as in the one SÚKL wording read', () => {
  it('is labelled unverified', () => {
    expect(czechSuklUnverified.verified).toBe(false)
    expect(ruleOfTens.verified).toBe(true)
    expect(europeanConsensus.verified).toBe(true)
  })
  it.each([
    { input: at(10, 50, 30), band: 'below_pasi_criterion', rule: null },
    { input: at(10.1, 0, 0), band: 'meets_pasi_criterion', rule: 'pasi-over-10' },
  ])('$input.pasi / $input.bsa / $input.dlqi → $band', ({ input, band, rule }) => {
    expect(resultOf(assessPsoriasisSeverity(czechSuklUnverified, input))).toEqual({
      band,
      version: 'czech-sukl-unverified@1',
      ruleSetId: 'czech-sukl-unverified',
      matchedRuleId: rule,
    })
  })
})

describe('the presets', () => {
  it('are listed by id in order, each id once', () => {
    expect(severityRuleSets.map((set) => set.id)).toEqual([...severityRuleSetIds])
    for (const id of severityRuleSetIds) expect(severityRuleSetById(id)?.id).toBe(id)
    expect(severityRuleSetById('sukl')).toBeUndefined()
  })
  it('every rule and otherwise give a band of the set', () => {
    for (const set of severityRuleSets) {
      const bands = set.bandIds as readonly string[]
      for (const rule of set.rules) expect(bands).toContain(rule.band)
      expect(bands).toContain(set.otherwise)
    }
  })
})
