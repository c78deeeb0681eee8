import type { SummaryItem } from '../../lib/copy-text'
import { setMembers } from '../../lib/form-state'
import type { CalculatorT } from '../../lib/issues'
import { JointCountSection } from './joint-count-section'
import {
  jointCounts,
  jointCountSpecs,
  SWOLLEN_PICKS,
  TENDER_PICKS,
  type JointCountsConfig,
} from './joint-counts'
import { jointName } from './joint-names'
import { jointSets, type JointSetId } from './joints'

/** The marked joints by name, for the print view ("Bolestivé klouby: Levé koleno, …"). */
function markedJoints(
  t: CalculatorT,
  values: Readonly<Record<string, string>>,
  set: JointSetId,
): SummaryItem[] {
  const joints = jointSets[set]
  const names = (param: string) => {
    const marked = new Set(setMembers(values[param] ?? ''))
    return joints.filter((joint) => marked.has(joint.id)).map((joint) => jointName(t, joint))
  }
  return (
    [
      [t('print.tenderJoints'), names(TENDER_PICKS)],
      [t('print.swollenJoints'), names(SWOLLEN_PICKS)],
    ] as const
  ).flatMap(([label, list]) => (list.length === 0 ? [] : [{ label, value: list.join(', ') }]))
}

/**
 * What a calculator with joint counts needs of the joint picker. A score's configuration hands it
 * to the shared score calculator (`joints.support`), so that only the page of the joint-based
 * scores (rheumatology) carries the picker and its homunculi, not every calculator page.
 */
export const jointSupport = {
  specs: jointCountSpecs,
  counts: jointCounts,
  Section: JointCountSection,
  markedJoints,
}

export type JointSupport = typeof jointSupport

/** The joint counts of a score with the picker that fills them. */
export interface JointCountsWithPicker extends JointCountsConfig {
  readonly support: JointSupport
}
