import {
  czechSuklUnverified,
  europeanConsensus,
  ruleOfTens,
  type Comparator,
  type SeverityCondition,
  type SeverityMetric,
  type SeverityRuleSet,
} from './psoriasis-severity'
import type { ScoreId } from './score-registry'

/**
 * Whether a referral meets the indication criteria for biologic (targeted) therapy, criterion by
 * criterion (docs/domain/scores.md, indication criteria). Pure: the server computes the verdicts
 * of a stored referral, the referral form the same ones live.
 *
 * Every threshold is data (a criteria set), never a constant in code: the binding Czech
 * thresholds of each biologic are not verified yet, so a set says whether it is.
 */
export type VerdictStatus = 'met' | 'not_met' | 'unknown'

/** The diagnoses whose indication criteria are known, by the scores that document them. */
export type IndicationFamily = 'psoriasis' | 'rheumatoid' | 'axial' | 'none'

/** A displayed score value, as the clinician sees it (the rules compare against it). */
export type ScoreValues = Partial<Record<ScoreId, number>>

/** A previous-treatment row as far as the criteria read it. */
export interface PriorTreatment {
  readonly drug: string
  readonly outcome: string | null
}

export type ScoreThreshold = {
  /** The first of these scores the referral carries is compared (DAS28-ESR before DAS28-CRP). */
  readonly scores: readonly ScoreId[]
  readonly comparator: Comparator
  readonly threshold: number
}

export type SeverityCriterion =
  | {
      readonly kind: 'psoriasis'
      readonly ruleSet: SeverityRuleSet<string>
      /** The bands of the rule set that count as severe enough. */
      readonly qualifying: readonly string[]
    }
  | ({ readonly kind: 'threshold' } & ScoreThreshold)

export interface IndicationCriteriaSet {
  readonly id: string
  /** Stored with each verdict; bump when a threshold, comparator or structure changes. */
  readonly version: string
  readonly family: Exclude<IndicationFamily, 'none'>
  /** False while the thresholds were not checked against the binding text. */
  readonly verified: boolean
  readonly severity: SeverityCriterion
  /** How many conventional systemic treatments must have failed, been contraindicated or not tolerated. */
  readonly conventional: { readonly minimum: number; readonly verified: boolean } | null
}

export interface CriterionVerdict {
  readonly id: 'severity' | 'conventional'
  readonly status: VerdictStatus
  readonly verified: boolean
  /** Severity: the band a rule set gave, or the compared score and its value. */
  readonly band?: string | null
  readonly score?: ScoreId | null
  readonly value?: number | null
  /** Conventional: how many rows count, and how many are required. */
  readonly count?: number
  readonly required?: number
}

export interface IndicationVerdict {
  readonly setId: string
  readonly version: string
  readonly verified: boolean
  /** Met when every criterion is met; not met when any is not; unknown otherwise. */
  readonly status: VerdictStatus
  readonly criteria: CriterionVerdict[]
}

/**
 * The conventional systemic treatments of psoriasis (methotrexate, ciclosporin, acitretin,
 * phototherapy PUVA/NB-UVB; fumarates as a conventional systemic agent too), matched in the
 * free-text drug name of a row, Czech or English spelling, diacritics and case ignored.
 */
const conventionalSystemicPatterns: readonly RegExp[] = [
  /\bmtx\b|meth?otrexat/,
  /c[iy]k?c?losporin|ciclosporin|cyclosporin|sandimmun/,
  /acitretin|neotigason/,
  /\bpuva\b|\bnb-?uvb\b|\buvb\b|fototerapi|phototherap/,
  /fumar|skilarence|fumaderm/,
]

/** Outcomes that count: the treatment failed, was contraindicated or was not tolerated. */
const countingOutcomes: ReadonlySet<string> = new Set([
  'inadequate_response',
  'loss_of_response',
  'intolerance',
  'contraindication',
])

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export function isConventionalSystemic(drug: string): boolean {
  const name = folded(drug)
  return conventionalSystemicPatterns.some((pattern) => pattern.test(name))
}

/**
 * The conventional systemic treatments that failed, were contraindicated or not tolerated; one
 * drug counts once however many rows name it (two courses of methotrexate are one kind).
 */
export function countConventionalFailures(rows: readonly PriorTreatment[]): number {
  const kinds = new Set<number>()
  for (const row of rows) {
    if (row.outcome === null || !countingOutcomes.has(row.outcome)) continue
    const name = folded(row.drug)
    const kind = conventionalSystemicPatterns.findIndex((pattern) => pattern.test(name))
    if (kind >= 0) kinds.add(kind)
  }
  return kinds.size
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

const severityMetricScore: Record<SeverityMetric, ScoreId> = {
  pasi: 'pasi',
  bsa: 'bsa',
  dlqi: 'dlqi',
}

/** PASI from the % form of the calculator counts as PASI. */
function metricValue(metric: SeverityMetric, values: ScoreValues): number | undefined {
  const value = values[severityMetricScore[metric]]
  return value ?? (metric === 'pasi' ? values['pasi-percent'] : undefined)
}

/**
 * A condition in three-valued logic: a score the referral does not carry is unknown, so "PASI
 * 12, BSA and DLQI not given" is met under the Rule of Tens (any) and unknown under the consensus.
 * Upgrade criteria are not recorded in a referral, so their flag never holds.
 */
function evaluate(condition: SeverityCondition, values: ScoreValues): VerdictStatus {
  switch (condition.kind) {
    case 'compare': {
      const value = metricValue(condition.metric, values)
      if (value === undefined) return 'unknown'
      return compare(value, condition.comparator, condition.threshold) ? 'met' : 'not_met'
    }
    case 'flag':
      return 'not_met'
    case 'all': {
      const inner = condition.conditions.map((c) => evaluate(c, values))
      if (inner.includes('not_met')) return 'not_met'
      return inner.every((s) => s === 'met') ? 'met' : 'unknown'
    }
    case 'any': {
      const inner = condition.conditions.map((c) => evaluate(c, values))
      if (inner.includes('met')) return 'met'
      return inner.every((s) => s === 'not_met') ? 'not_met' : 'unknown'
    }
  }
}

/** The band of an ordered rule set, or null when an undecided rule comes before the decision. */
function bandOf(ruleSet: SeverityRuleSet<string>, values: ScoreValues): string | null {
  for (const rule of ruleSet.rules) {
    const status = evaluate(rule.when, values)
    if (status === 'met') return rule.band
    if (status === 'unknown') return null
  }
  return ruleSet.otherwise
}

function severityVerdict(
  criterion: SeverityCriterion,
  values: ScoreValues,
  verified: boolean,
): CriterionVerdict {
  if (criterion.kind === 'psoriasis') {
    const band = bandOf(criterion.ruleSet, values)
    const status: VerdictStatus =
      band === null ? 'unknown' : criterion.qualifying.includes(band) ? 'met' : 'not_met'
    return { id: 'severity', status, verified, band }
  }
  const score = criterion.scores.find((id) => values[id] !== undefined) ?? null
  const value = score === null ? null : (values[score] ?? null)
  const status: VerdictStatus =
    value === null
      ? 'unknown'
      : compare(value, criterion.comparator, criterion.threshold)
        ? 'met'
        : 'not_met'
  return { id: 'severity', status, verified, score, value }
}

/** Every criterion of a set, and the set as a whole. */
export function judgeIndication(
  set: IndicationCriteriaSet,
  values: ScoreValues,
  treatments: readonly PriorTreatment[],
): IndicationVerdict {
  const criteria: CriterionVerdict[] = [severityVerdict(set.severity, values, set.verified)]
  if (set.conventional) {
    const count = countConventionalFailures(treatments)
    criteria.push({
      id: 'conventional',
      status: count >= set.conventional.minimum ? 'met' : 'not_met',
      verified: set.conventional.verified,
      count,
      required: set.conventional.minimum,
    })
  }
  const statuses = criteria.map((c) => c.status)
  const status: VerdictStatus = statuses.includes('not_met')
    ? 'not_met'
    : statuses.every((s) => s === 'met')
      ? 'met'
      : 'unknown'
  return { setId: set.id, version: set.version, verified: set.verified, status, criteria }
}

/**
 * Conventional systemic treatment: "at least two kinds, each for 3 months" is the Czech wording
 * for patients (not the binding reimbursement text, so unverified); the 3 months are not checked,
 * since a contraindicated treatment has no duration.
 */
const twoConventional = { minimum: 2, verified: false } as const

export const psoriasisRuleOfTensCriteria: IndicationCriteriaSet = {
  id: 'psoriasis-rule-of-tens',
  version: 'psoriasis-rule-of-tens@1',
  family: 'psoriasis',
  verified: ruleOfTens.verified,
  severity: { kind: 'psoriasis', ruleSet: ruleOfTens, qualifying: ['severe'] },
  conventional: twoConventional,
}

export const psoriasisConsensusCriteria: IndicationCriteriaSet = {
  id: 'psoriasis-european-consensus',
  version: 'psoriasis-european-consensus@1',
  family: 'psoriasis',
  verified: europeanConsensus.verified,
  severity: { kind: 'psoriasis', ruleSet: europeanConsensus, qualifying: ['moderate_to_severe'] },
  conventional: twoConventional,
}

/** Unverified until checked against each biologic's SÚKL reimbursement restriction. */
export const psoriasisCzechCriteria: IndicationCriteriaSet = {
  id: 'psoriasis-czech-unverified',
  version: 'psoriasis-czech-unverified@1',
  family: 'psoriasis',
  verified: false,
  severity: {
    kind: 'psoriasis',
    ruleSet: czechSuklUnverified,
    qualifying: ['meets_pasi_criterion'],
  },
  conventional: twoConventional,
}

/** Rheumatoid arthritis: high activity, DAS28 > 5.1 (ESR and CRP forms alike). */
export const das28HighCriteria: IndicationCriteriaSet = {
  id: 'das28-high',
  version: 'das28-high@1',
  family: 'rheumatoid',
  verified: false,
  severity: {
    kind: 'threshold',
    scores: ['das28-esr', 'das28-crp', 'das28-esr-3v', 'das28-crp-3v'],
    comparator: '>',
    threshold: 5.1,
  },
  conventional: null,
}

/** Axial spondyloarthritis (ASAS-EULAR): persistently high activity, ASDAS ≥ 2.1 preferred. */
export const asdasHighCriteria: IndicationCriteriaSet = {
  id: 'asdas-high',
  version: 'asdas-high@1',
  family: 'axial',
  verified: true,
  severity: {
    kind: 'threshold',
    scores: ['asdas-crp', 'asdas-esr'],
    comparator: '>=',
    threshold: 2.1,
  },
  conventional: null,
}

/** Axial spondyloarthritis: active disease, BASDAI ≥ 4. */
export const basdaiActiveCriteria: IndicationCriteriaSet = {
  id: 'basdai-active',
  version: 'basdai-active@1',
  family: 'axial',
  verified: true,
  severity: { kind: 'threshold', scores: ['basdai'], comparator: '>=', threshold: 4 },
  conventional: null,
}

/** The presets, verified ones first within each family. */
export const indicationCriteriaSets: readonly IndicationCriteriaSet[] = [
  psoriasisRuleOfTensCriteria,
  psoriasisConsensusCriteria,
  psoriasisCzechCriteria,
  das28HighCriteria,
  asdasHighCriteria,
  basdaiActiveCriteria,
]

/**
 * The verdicts of every preset of the family. A threshold criterion whose scores the referral
 * does not carry is left out (a referral for axial SpA with ASDAS only shows no BASDAI verdict);
 * the psoriasis presets are always shown, unknown until their scores are entered.
 */
export function indicationVerdicts(
  family: IndicationFamily,
  values: ScoreValues,
  treatments: readonly PriorTreatment[],
  sets: readonly IndicationCriteriaSet[] = indicationCriteriaSets,
): IndicationVerdict[] {
  return sets
    .filter((set) => set.family === family)
    .filter(
      (set) =>
        set.severity.kind === 'psoriasis' ||
        set.severity.scores.some((id) => values[id] !== undefined),
    )
    .map((set) => judgeIndication(set, values, treatments))
}
