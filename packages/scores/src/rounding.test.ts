import { describe, expect, it } from 'vitest'
import { roundForDisplay } from './rounding'

describe('roundForDisplay', () => {
  it.each([
    // Halves round away from zero even where binary floating point stores them just below.
    { value: 2.845, decimals: 2, expected: 2.85 }, // stored as 2.84499999999999997…
    { value: 1.005, decimals: 2, expected: 1.01 },
    { value: 3.35, decimals: 1, expected: 3.4 },
    { value: 1.25, decimals: 1, expected: 1.3 },
    { value: 2.5, decimals: 0, expected: 3 },
    { value: -2.5, decimals: 0, expected: -3 },
    { value: 0.1 + 0.2, decimals: 1, expected: 0.3 },
    { value: 4.2449, decimals: 2, expected: 4.24 },
    { value: 4.154697988704682, decimals: 2, expected: 4.15 },
    { value: 72, decimals: 1, expected: 72 },
    { value: 0, decimals: 2, expected: 0 },
  ])('$value to $decimals dp → $expected', ({ value, decimals, expected }) => {
    expect(roundForDisplay(value, decimals)).toBe(expected)
  })

  it('never returns −0', () => {
    expect(Object.is(roundForDisplay(-0.001, 1), 0)).toBe(true)
  })
})
