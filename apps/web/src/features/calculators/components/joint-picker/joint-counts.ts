import type { FormState, ParamSpec } from '../../lib/form-state'
import { setMembers } from '../../lib/form-state'
import { NOT_A_NUMBER, type FieldIssue } from '../../lib/issues'
import { parseLocaleNumber } from '../../lib/locale-number'
import type { NumberInput } from '../../lib/fields'
import { jointIds, jointSets, swellingJointIds, type JointSetId } from './joints'

/** The two counts of a joint-based score and the joints they come from. */
export interface JointCountsConfig {
  readonly set: JointSetId
  /** The score's tender count field (`tjc28`, `tjc68`). */
  readonly tender: NumberInput
  /** The score's swollen count field (`sjc28`, `sjc66`). */
  readonly swollen: NumberInput
}

/** URL parameters of the picks: `tender` and `swollen` hold joint ids. */
export const TENDER_PICKS = 'tender'
export const SWOLLEN_PICKS = 'swollen'

export function jointCountSpecs(config: JointCountsConfig): ParamSpec[] {
  const joints = jointSets[config.set]
  return [
    { kind: 'set', name: TENDER_PICKS, options: jointIds(joints) },
    { kind: 'set', name: SWOLLEN_PICKS, options: swellingJointIds(joints) },
    { kind: 'number', name: config.tender.name },
    { kind: 'number', name: config.swollen.name },
  ]
}

export interface JointCount {
  /** The count the score gets; null when the typed text is no number. */
  readonly value: number | null
  /** Whether it comes from the diagram (then the field shows it and typing replaces the picks). */
  readonly fromPicks: boolean
  /** What the count field shows. */
  readonly text: string
  readonly parseIssue?: FieldIssue
}

function count(picks: string, typed: string): JointCount {
  const picked = setMembers(picks).length
  if (picked > 0) return { value: picked, fromPicks: true, text: String(picked) }
  const parsed = parseLocaleNumber(typed)
  switch (parsed.kind) {
    // No joint marked and nothing typed: the examined patient has no such joint, count 0.
    case 'empty':
      return { value: 0, fromPicks: false, text: '' }
    case 'number':
      return { value: parsed.value, fromPicks: false, text: typed }
    case 'invalid':
      return { value: null, fromPicks: false, text: typed, parseIssue: { code: NOT_A_NUMBER } }
  }
}

/**
 * The counts from the form: marked joints when there are any, else the typed number, else 0.
 * Typing a count clears that kind's marks; marking a joint clears that kind's typed count.
 */
export function jointCounts(
  values: FormState,
  config: JointCountsConfig,
): { tender: JointCount; swollen: JointCount } {
  return {
    tender: count(values[TENDER_PICKS] ?? '', values[config.tender.name] ?? ''),
    swollen: count(values[SWOLLEN_PICKS] ?? '', values[config.swollen.name] ?? ''),
  }
}
