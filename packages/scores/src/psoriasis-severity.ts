import type { FieldSpecs, InputOf } from './field-spec'
import { runScore } from './score-definition'
import type { Outcome } from './score-result'

/**
 * Psoriasis severity as configurable rule sets, not hard-coded constants (docs/domain/scores.md,
 * psoriasis severity rule sets): the Czech/SÚKL criteria are not verified yet and differ in `>` vs
 * `≥` and in AND/OR structure, so a new preset must be data, not code.
 *
 * Inputs are the **displayed** scores (PASI and BSA 1 dp, DLQI integer), because the rules compare
 * against what the clinician sees: PASI 10.04 is shown as 10.0 and is not "> 10".
 */
export const psoriasisSeverityFields = {
  pasi: { kind: 'number', min: 0, max: 72, step: 0.1, unit: 'points', required: true },
  bsa: { kind: 'number', min: 0, max: 100, step: 0.1, unit: '%', required: true },
  dlqi: { kind: 'number', min: 0, max: 30, step: 1, unit: 'points', required: true },
  /** Consensus "upgrade" criteria present: visible areas, scalp, genitals, palms/soles, severe nails… */
  upgradeCriteria: { kind: 'boolean', required: false },
} as const satisfies FieldSpecs

export type PsoriasisSeverityInput = InputOf<typeof psoriasisSeverityFields>

export type SeverityMetric = 'pasi' | 'bsa' | 'dlqi'
export type Comparator = '>' | '>=' | '<' | '<='

export type SeverityCondition =
  | {
      readonly kind: 'compare'
      readonly metric: SeverityMetric
      readonly comparator: Comparator
      readonly threshold: number
    }
  | { readonly kind: 'flag'; readonly flag: 'upgradeCriteria' }
  | { readonly kind: 'all'; readonly conditions: readonly SeverityCondition[] }
  | { readonly kind: 'any'; readonly conditions: readonly SeverityCondition[] }

export interface SeverityRule<B extends string> {
  /** Stable id the page can name ("which rule matched"). */
  readonly id: string
  readonly band: B
  readonly when: SeverityCondition
}

export interface SeverityRuleSet<B extends string> {
  readonly id: string
  /** Stored with each assessment; bump when any threshold or structure changes. */
  readonly version: string
  readonly source: string
  /** False for presets whose thresholds could not be checked against the primary text. */
  readonly verified: boolean
  readonly bandIds: readonly B[]
  /** Tried in order; the first rule whose condition holds gives the band. */
  readonly rules: readonly SeverityRule<B>[]
  /** The band when no rule holds. */
  readonly otherwise: B
}

export interface SeverityAssessment<B extends string> {
  readonly band: B
  readonly version: string
  readonly ruleSetId: string
  /** Id of the rule that decided, or null when `otherwise` applied. */
  readonly matchedRuleId: string | null
}

function compare(value: number, comparator: Comparator, threshold: number): boolean {
  switch (comparator) {
    case '>':
      return value > threshold
    case '>=':
      return value >= threshold
    case '<':
      return value < threshold
    case '<=':
      return value <= threshold
  }
}

function holds(condition: SeverityCondition, input: PsoriasisSeverityInput): boolean {
  switch (condition.kind) {
    case 'compare':
      return compare(input[condition.metric], condition.comparator, condition.threshold)
    case 'flag':
      return input[condition.flag] === true
    case 'all':
      return condition.conditions.every((inner) => holds(inner, input))
    case 'any':
      return condition.conditions.some((inner) => holds(inner, input))
  }
}

const over10 = (metric: SeverityMetric): SeverityCondition => ({
  kind: 'compare',
  metric,
  comparator: '>',
  threshold: 10,
})
const atMost10 = (metric: SeverityMetric): SeverityCondition => ({
  kind: 'compare',
  metric,
  comparator: '<=',
  threshold: 10,
})

export type RuleOfTensBand = 'not_severe' | 'severe'

/** Finlay 2005: severe if BSA > 10 **or** PASI > 10 **or** DLQI > 10; all strict. */
export const ruleOfTens: SeverityRuleSet<RuleOfTensBand> = {
  id: 'rule-of-tens',
  version: 'rule-of-tens@1',
  source:
    'Finlay AY, Br J Dermatol 2005;152:861 ("Current severe psoriasis and the rule of tens").',
  verified: true,
  bandIds: ['not_severe', 'severe'],
  rules: [
    {
      id: 'any-over-10',
      band: 'severe',
      when: { kind: 'any', conditions: [over10('bsa'), over10('pasi'), over10('dlqi')] },
    },
  ],
  otherwise: 'not_severe',
}

export type EuropeanConsensusBand = 'mild' | 'moderate_to_severe' | 'unclassified'

const allAtMost10: SeverityCondition = {
  kind: 'all',
  conditions: [atMost10('bsa'), atMost10('pasi'), atMost10('dlqi')],
}

/**
 * Mrowietz 2011: moderate-to-severe = (BSA > 10 **or** PASI > 10) **and** DLQI > 10; mild =
 * all three ≤ 10, upgraded to moderate-to-severe when upgrade criteria are present. The two
 * definitions leave gaps (e.g. PASI 12 with DLQI 4): those are `unclassified`, a matter for
 * clinical judgement, not a silent default to mild.
 */
export const europeanConsensus: SeverityRuleSet<EuropeanConsensusBand> = {
  id: 'european-consensus',
  version: 'european-consensus@1',
  source: 'Mrowietz U et al., Arch Dermatol Res 2011;303:1-10 (PubMed 20857129).',
  verified: true,
  bandIds: ['mild', 'moderate_to_severe', 'unclassified'],
  rules: [
    {
      id: 'area-and-quality-of-life',
      band: 'moderate_to_severe',
      when: {
        kind: 'all',
        conditions: [{ kind: 'any', conditions: [over10('bsa'), over10('pasi')] }, over10('dlqi')],
      },
    },
    {
      id: 'mild-upgraded',
      band: 'moderate_to_severe',
      when: { kind: 'all', conditions: [allAtMost10, { kind: 'flag', flag: 'upgradeCriteria' }] },
    },
    { id: 'mild', band: 'mild', when: allAtMost10 },
  ],
  otherwise: 'unclassified',
}

/** Applies a rule set; invalid inputs give issues exactly like a score calculator. */
export function assessPsoriasisSeverity<B extends string>(
  ruleSet: SeverityRuleSet<B>,
  input: PsoriasisSeverityInput,
): Outcome<SeverityAssessment<B>> {
  return runScore(psoriasisSeverityFields, input, (valid) => {
    const matched = ruleSet.rules.find((rule) => holds(rule.when, valid))
    return {
      band: matched?.band ?? ruleSet.otherwise,
      version: ruleSet.version,
      ruleSetId: ruleSet.id,
      matchedRuleId: matched?.id ?? null,
    }
  })
}

export type CzechSuklBand = 'meets_pasi_criterion' | 'below_pasi_criterion'

/**
 * **Unverified** Czech preset: the only Czech wording that could be read is
 * the SÚKL reimbursement condition of dimethyl fumarate (Skilarence, not a biologic), "středně
 * těžká až těžká psoriáza s PASI více než 10". The ČDS JEP 2019 guideline's thresholds and each
 * biologic's "indikační omezení úhrady" were not read, so this preset must be shown as unverified
 * and is no statement of eligibility; the prior-therapy conditions are not modelled.
 */
export const czechSuklUnverified: SeverityRuleSet<CzechSuklBand> = {
  id: 'czech-sukl-unverified',
  version: 'czech-sukl-unverified@1',
  source:
    'SÚKL reimbursement condition of dimethyl fumarate (code 0222270): "PASI více než 10"; ' +
    'ČDS JEP guideline (Čes-slov Derm 2019;94:135) not verified.',
  verified: false,
  bandIds: ['below_pasi_criterion', 'meets_pasi_criterion'],
  rules: [{ id: 'pasi-over-10', band: 'meets_pasi_criterion', when: over10('pasi') }],
  otherwise: 'below_pasi_criterion',
}

/** The presets a page or API client can pick from, verified ones first. */
export const severityRuleSets = [ruleOfTens, europeanConsensus, czechSuklUnverified] as const

export const severityRuleSetIds = [
  'rule-of-tens',
  'european-consensus',
  'czech-sukl-unverified',
] as const
export type SeverityRuleSetId = (typeof severityRuleSetIds)[number]

/** Every band id any preset can give. */
export const severityBandIds: readonly string[] = [
  ...new Set(severityRuleSets.flatMap((set) => set.bandIds as readonly string[])),
]

export function severityRuleSetById(id: string): SeverityRuleSet<string> | undefined {
  return severityRuleSets.find((set) => set.id === id)
}
