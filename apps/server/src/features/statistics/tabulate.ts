import type { RegionCode } from '@konzilium/contract/czech'
import {
  statisticsReferralStates as states,
  type Cell,
  type ReferralFigures,
  type Statistics,
} from '@konzilium/contract/statistics'
import { sumOf } from './suppression'

type State = (typeof states)[number]
export type CenterRow = { id: string; name: string; region: RegionCode }
export type DoctorCount = {
  region: RegionCode | null
  centerId: string | null
  invited: number
  active: number
}
export type ReferralCount = { centerId: string; month: string; state: State; count: number }

export type Counts = {
  from: string
  to: string
  months: string[]
  /** Every region and centre in the caller's scope: what the filters offer. */
  choices: { regions: RegionCode[]; centers: CenterRow[] }
  /** Those the filters chose. */
  regions: RegionCode[]
  centers: CenterRow[]
  doctors: DoctorCount[]
  referrals: ReferralCount[]
  /** Rows of outpatient doctors per region (not under a centre filter). */
  outpatientRows: boolean
  /** A row of outpatient doctors without a region (an administrator's unfiltered view). */
  unknownRegion: boolean
}

/** The finest counts of referrals: one per centre, month and state, zero where none. */
type Grid = Map<string, Record<State, number>>
const gridKey = (centerId: string, month: string) => `${centerId} ${month}`
const none = (): Record<State, number> =>
  Object.fromEntries(states.map((state) => [state, 0])) as Record<State, number>

/** Figures of referrals over a set of finest counts: each state, and the total of all of them. */
function figures(cells: Record<State, number>[]): ReferralFigures {
  const byState = Object.fromEntries(
    states.map((state) => [state, sumOf(cells.map((c) => c[state]))]),
  ) as Record<State, Cell>
  return { ...byState, total: sumOf(cells.flatMap((c) => states.map((state) => c[state]))) }
}

type DoctorCells = { invited: number; active: number }
function doctorFigures(cells: DoctorCells[]) {
  return { invited: sumOf(cells.map((c) => c.invited)), active: sumOf(cells.map((c) => c.active)) }
}

/**
 * The answer: the finest counts (every centre in scope, every month of the range, every state,
 * zero where nothing was counted, so a missing row never tells a count) and the sums the screen
 * shows, each suppressed by `suppression.ts`'s rule.
 */
export function tabulate(counts: Counts): Statistics {
  const grid: Grid = new Map()
  for (const center of counts.centers)
    for (const month of counts.months) grid.set(gridKey(center.id, month), none())
  for (const row of counts.referrals) {
    const cell = grid.get(gridKey(row.centerId, row.month))
    if (cell) cell[row.state] += row.count
  }
  const centerRef = (center: CenterRow) => ({ id: center.id, name: center.name })
  const cellsOf = (centers: CenterRow[], months: string[]) =>
    centers.flatMap((center) =>
      months.map((month) => grid.get(gridKey(center.id, month)) ?? none()),
    )
  const centersIn = (region: RegionCode) => counts.centers.filter((c) => c.region === region)
  return {
    threshold: 5,
    from: counts.from,
    to: counts.to,
    months: counts.months,
    regions: counts.choices.regions,
    centers: counts.choices.centers,
    doctors: tabulateDoctors(counts),
    referrals: {
      rows: counts.centers.flatMap((center) =>
        counts.months.map((month) => ({
          region: center.region,
          center: centerRef(center),
          month,
          ...figures(cellsOf([center], [month])),
        })),
      ),
      byMonth: counts.months.map((month) => ({
        month,
        ...figures(cellsOf(counts.centers, [month])),
      })),
      byCenter: counts.centers.map((center) => ({
        region: center.region,
        center: centerRef(center),
        ...figures(cellsOf([center], counts.months)),
      })),
      byRegion: counts.regions.map((region) => ({
        region,
        ...figures(cellsOf(centersIn(region), counts.months)),
      })),
      total: figures(cellsOf(counts.centers, counts.months)),
    },
  }
}

/** One row per centre, one per region for its outpatient doctors; the sums per region and all. */
function tabulateDoctors(counts: Counts): Statistics['doctors'] {
  const ofCenter = new Map<string, DoctorCells>()
  const outpatients = new Map<RegionCode | null, DoctorCells>()
  for (const row of counts.doctors) {
    const cells = { invited: row.invited, active: row.active }
    if (row.centerId) ofCenter.set(row.centerId, cells)
    else outpatients.set(row.region, cells)
  }
  const zero = { invited: 0, active: 0 }
  const centerCells = (center: CenterRow) => ofCenter.get(center.id) ?? zero
  const outpatientRegions: (RegionCode | null)[] = counts.outpatientRows ? [...counts.regions] : []
  if (counts.outpatientRows && counts.unknownRegion) outpatientRegions.push(null)
  const outpatientCells = (region: RegionCode | null) => outpatients.get(region) ?? zero
  const regionCells = (region: RegionCode | null) => [
    ...counts.centers.filter((c) => c.region === region).map(centerCells),
    ...(outpatientRegions.includes(region) ? [outpatientCells(region)] : []),
  ]
  const rows = [
    ...counts.centers.map((center) => ({
      region: center.region,
      center: { id: center.id, name: center.name },
      ...doctorFigures([centerCells(center)]),
    })),
    ...outpatientRegions.map((region) => ({
      region,
      center: null,
      ...doctorFigures([outpatientCells(region)]),
    })),
  ]
  const regions: (RegionCode | null)[] = [
    ...counts.regions,
    ...(outpatientRegions.includes(null) ? [null] : []),
  ]
  return {
    rows,
    byRegion: regions.map((region) => ({
      region,
      ...doctorFigures(regionCells(region)),
    })),
    total: doctorFigures([
      ...counts.centers.map(centerCells),
      ...outpatientRegions.map(outpatientCells),
    ]),
  }
}
