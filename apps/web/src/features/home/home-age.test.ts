import { describe, expect, it } from 'vitest'
import { daysSince } from './home-age'

describe('daysSince', () => {
  const now = Date.UTC(2026, 10, 24, 12)
  it('counts whole days, today as 0 and never negative', () => {
    expect(daysSince(new Date(now - 3_600_000).toISOString(), now)).toBe(0)
    expect(daysSince(new Date(now - 86_400_000).toISOString(), now)).toBe(1)
    expect(daysSince(new Date(now - 10.5 * 86_400_000).toISOString(), now)).toBe(10)
    expect(daysSince(new Date(now + 86_400_000).toISOString(), now)).toBe(0)
  })
})
