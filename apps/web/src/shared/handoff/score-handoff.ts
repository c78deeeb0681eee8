import type { ScoreId } from '@konzilium/scores'

/**
 * Scores a doctor carries from a calculator page into a new referral ("Use in a referral"). Kept
 * in memory only, never in the address or browser storage: the next referral form opens with
 * them, and they are dropped when that referral is sent or abandoned (a reload forgets them too).
 * One entry per score; carrying a score again replaces it, so PASI, then DLQI, then BSA build up
 * one referral's draft.
 */
export interface CarriedScore {
  readonly score: ScoreId
  /** The picker's state as typed, so the form's picker shows what the calculator showed. */
  readonly values: Readonly<Record<string, string>>
  readonly input: Record<string, unknown>
}

let carried: readonly CarriedScore[] = []

export function carryScore(entry: CarriedScore): void {
  carried = [...carried.filter((c) => c.score !== entry.score), entry]
}

export function carriedScores(): readonly CarriedScore[] {
  return carried
}

export function dropCarriedScores(): void {
  carried = []
}
