import { describe, expect, it } from 'vitest'
import { upkeepPlan } from './embedded-upkeep'

const quiet = {
  name: 'public.t',
  rows: 10_000,
  dead: 0,
  changedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  neverAnalyzed: false,
  xidAge: 1_000,
}

describe("the embedded database's upkeep follows autovacuum's default thresholds", () => {
  it('leaves a quiet table alone', () => {
    expect(upkeepPlan([quiet])).toEqual({ vacuum: [], analyze: [] })
  })

  it('analyses a table never analysed, and one changed by more than 50 rows + 10 %', () => {
    expect(upkeepPlan([{ ...quiet, rows: -1, neverAnalyzed: true }]).analyze).toEqual(['public.t'])
    expect(upkeepPlan([{ ...quiet, changedSinceAnalyze: 1_050 }]).analyze).toEqual([])
    expect(upkeepPlan([{ ...quiet, changedSinceAnalyze: 1_051 }]).analyze).toEqual(['public.t'])
  })

  it('vacuums (and so analyses) on dead rows, inserted rows or the age of its transactions', () => {
    expect(upkeepPlan([{ ...quiet, dead: 2_050 }]).vacuum).toEqual([])
    expect(upkeepPlan([{ ...quiet, dead: 2_051 }])).toEqual({ vacuum: ['public.t'], analyze: [] })
    expect(upkeepPlan([{ ...quiet, insertedSinceVacuum: 3_000 }]).vacuum).toEqual([])
    expect(upkeepPlan([{ ...quiet, insertedSinceVacuum: 3_001 }]).vacuum).toEqual(['public.t'])
    expect(upkeepPlan([{ ...quiet, xidAge: 150_000_001 }]).vacuum).toEqual(['public.t'])
    expect(
      upkeepPlan([{ ...quiet, dead: 9_999, changedSinceAnalyze: 9_999, neverAnalyzed: true }]),
    ).toEqual({ vacuum: ['public.t'], analyze: [] })
  })

  it('counts a small table by the base alone', () => {
    expect(upkeepPlan([{ ...quiet, rows: 0, dead: 50 }]).vacuum).toEqual([])
    expect(upkeepPlan([{ ...quiet, rows: 0, dead: 51 }]).vacuum).toEqual(['public.t'])
  })
})
