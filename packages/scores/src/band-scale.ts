/**
 * Banding of a score on one axis, as data: the UI shows these thresholds ("the thresholds used")
 * and the calculator classifies with the same object, so the two cannot disagree.
 */
export interface BandStep<B extends string> {
  readonly band: B
  /** The band covers values below `upTo` (or up to and including it when `inclusive`). */
  readonly upTo: number
  readonly inclusive: boolean
}

export interface BandScale<B extends string> {
  /** Ascending; a value belongs to the first step it does not exceed. */
  readonly steps: readonly BandStep<B>[]
  /** The band above the last step. */
  readonly top: B
}

/**
 * Classifies a value. Callers pass the displayed (rounded) value, never the exact one
 * (docs/domain/scores.md, conventions): a screen must never show "ASDAS 3.5, very high" when
 * very high starts above 3.5.
 */
export function bandFor<B extends string>(scale: BandScale<B>, displayed: number): B {
  for (const step of scale.steps) {
    if (step.inclusive ? displayed <= step.upTo : displayed < step.upTo) return step.band
  }
  return scale.top
}

/** Every band id of a scale, lowest first. */
export function bandIdsOf<B extends string>(scale: BandScale<B>): readonly B[] {
  return [...scale.steps.map((step) => step.band), scale.top]
}
