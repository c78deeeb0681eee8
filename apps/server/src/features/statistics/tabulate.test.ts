import { describe, expect, it } from 'vitest'
import type { RegionCode } from '@konzilium/contract/czech'
import {
  statisticsReferralStates as states,
  statisticsSchema,
  type Cell,
} from '@konzilium/contract/statistics'
import { cellOf, sumOf } from './suppression'
import { tabulate, type CenterRow, type ReferralCount } from './tabulate'

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const published = (cell: Cell): cell is number => typeof cell === 'number'

describe('small-number suppression', () => {
  it('publishes 0 and counts from 5, and a sum only without a small part', () => {
    expect([0, 1, 4, 5, 12].map(cellOf)).toEqual([0, 'small', 'small', 5, 12])
    expect(sumOf([5, 0, 7])).toBe(12)
    expect(sumOf([5, 3, 7])).toBe('withheld')
    expect(sumOf([3])).toBe('small')
    expect(sumOf([])).toBe(0)
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'gives no small count away through any published sum (seed %i)',
    (seed) => {
      const next = random(seed)
      const regions: RegionCode[] = ['CZ010', 'CZ020', 'CZ064']
      const centers: CenterRow[] = Array.from({ length: 6 }, (_, i) => ({
        id: `00000000-0000-4000-8000-00000000000${String(i)}`,
        name: `Centrum ${String(i)}`,
        region: regions[i % regions.length] ?? 'CZ010',
      }))
      const months = ['2026-01', '2026-02', '2026-03']
      const referrals: ReferralCount[] = centers.flatMap((center) =>
        months.flatMap((month) =>
          states.map((state) => ({
            centerId: center.id,
            month,
            state,
            // Mostly zero or large, often small: the cases that matter.
            count: [0, 0, 1, 2, 4, 5, 6, 9, 14][Math.floor(next() * 9)] ?? 0,
          })),
        ),
      )
      const answer = tabulate({
        from: '2026-01',
        to: '2026-03',
        months,
        choices: { regions, centers },
        regions,
        centers,
        doctors: [],
        referrals,
        outpatientRows: true,
        unknownRegion: false,
      })
      expect(() => statisticsSchema.parse(answer)).not.toThrow()
      const exact = (centerIds: string[], ms: string[], sts: readonly string[]) =>
        referrals.filter(
          (r) => centerIds.includes(r.centerId) && ms.includes(r.month) && sts.includes(r.state),
        )
      const check = (cell: Cell, parts: ReferralCount[]) => {
        const sum = parts.reduce((a, r) => a + r.count, 0)
        if (published(cell)) {
          // A published number is the true sum, and none of its parts is small.
          expect(cell).toBe(sum)
          expect(parts.some((r) => r.count > 0 && r.count < 5)).toBe(false)
        } else expect(parts.some((r) => r.count > 0 && r.count < 5)).toBe(true)
      }
      const ids = centers.map((c) => c.id)
      for (const row of answer.referrals.byMonth) {
        for (const state of states) check(row[state], exact(ids, [row.month], [state]))
        check(row.total, exact(ids, [row.month], states))
      }
      for (const row of answer.referrals.byRegion) {
        const inRegion = centers.filter((c) => c.region === row.region).map((c) => c.id)
        for (const state of states) check(row[state], exact(inRegion, months, [state]))
      }
      for (const state of states) check(answer.referrals.total[state], exact(ids, months, [state]))
    },
  )
})
