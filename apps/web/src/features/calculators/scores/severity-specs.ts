import type { ParamSpec } from '../lib/form-state'

// What the page needs of the psoriasis severity before its code has loaded (it loads on demand,
// scores/lazy-calculators.ts): its URL parameters.

/** The rule sets applied: both verified presets, or one preset (the Czech one is unverified). */
export const RULES = 'rules'
export const ruleChoices = [
  'verified',
  'rule-of-tens',
  'european-consensus',
  'czech-sukl-unverified',
] as const

/** The inputs, named as their own calculators name them in the URL. */
export const severityInputNames = ['pasi', 'bsa', 'dlqi'] as const

/**
 * `pasi`, `bsa`, `dlqi` as displayed by their calculators, `upgrade=1` for upgrade criteria and
 * `rules=` the chosen rule set (absent: both verified presets).
 */
export const severitySpecs: readonly ParamSpec[] = [
  ...severityInputNames.map((name): ParamSpec => ({ kind: 'number', name })),
  { kind: 'flag', name: 'upgrade' },
  { kind: 'choice', name: RULES, options: ruleChoices, default: 'verified' },
]
