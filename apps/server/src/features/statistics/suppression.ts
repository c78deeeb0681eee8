import type { Cell } from '@konzilium/contract/statistics'
import { suppressionThreshold } from '@konzilium/contract/statistics'

/**
 * Small-number suppression (ADR 045). Every figure published is either one of the finest counts
 * (a centre's referrals in one state and one month; a centre's, or a region's outpatient,
 * doctors in one state) or a sum of them. A finest count from 1 to 4 is published as `small`; a
 * sum is published only when none of its parts is small, otherwise it is `withheld`. Every
 * published number is then a sum of published numbers, so no total, subtotal or difference of
 * two answers (another filter, another range of months) says anything about a small count.
 */
export function cellOf(count: number): Cell {
  if (count === 0) return 0
  return count < suppressionThreshold ? 'small' : count
}

/**
 * The sum of finest counts, or `withheld` when one of them is small (a sum of one count is that
 * count's own cell).
 */
export function sumOf(counts: readonly number[]): Cell {
  if (counts.length === 1) return cellOf(counts[0] ?? 0)
  let sum = 0
  for (const count of counts) {
    if (count > 0 && count < suppressionThreshold) return 'withheld'
    sum += count
  }
  return sum
}
