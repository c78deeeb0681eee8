import type { ScoreId } from '@konzilium/scores'

/**
 * Scores a doctor carries from a calculator page into a new referral ("Use in a referral") or a
 * new examination of a patient ("Save to patient"). Kept in memory only, never in the address or
 * browser storage: the next form of that kind opens with them, and they are dropped when that form
 * is saved or abandoned (a reload forgets them too). One entry per score; carrying a score again
 * replaces it, so PASI, then DLQI, then BSA build up one draft.
 */
export interface CarriedScore {
  readonly score: ScoreId
  /** The picker's state as typed, so the form's picker shows what the calculator showed. */
  readonly values: Readonly<Record<string, string>>
  readonly input: Record<string, unknown>
}

/** Where carried scores go: the next new referral, or the next new examination. */
export type HandoffTarget = 'referral' | 'examination'

const carried: Record<HandoffTarget, readonly CarriedScore[]> = { referral: [], examination: [] }

export function carryScore(entry: CarriedScore, target: HandoffTarget = 'referral'): void {
  carried[target] = [...carried[target].filter((c) => c.score !== entry.score), entry]
}

export function carriedScores(target: HandoffTarget = 'referral'): readonly CarriedScore[] {
  return carried[target]
}

export function dropCarriedScores(target: HandoffTarget = 'referral'): void {
  carried[target] = []
}
