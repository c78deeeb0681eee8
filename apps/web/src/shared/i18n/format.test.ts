import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatMonth, formatMonthRange } from './format'

describe('dates and months as a reader writes them', () => {
  it('writes a day the Czech way, and the English way in English', () => {
    expect(formatDate('cs', new Date(2026, 10, 28))).toBe('28. 11. 2026')
    expect(formatDate('en', new Date(2026, 10, 28))).toBe('28 Nov 2026')
    // A stored day (a birth date) stays that day.
    expect(formatDay('cs', '1976-01-01')).toBe('1. 1. 1976')
  })

  it('names a stored month in the nominative, and a treatment range with an en dash', () => {
    expect(formatMonth('cs', '2024-03')).toBe('březen 2024')
    expect(formatMonthRange('cs', '2024-03', '2024-10')).toBe('březen 2024 – říjen 2024')
    expect(formatMonthRange('en', '2024-03', '2024-10')).toBe('March 2024 – October 2024')
  })

  it('reads a stored day as a date, an open end as an ellipsis, anything else as stored', () => {
    expect(formatMonth('cs', '2024-03-15')).toBe('15. 3. 2024')
    expect(formatMonthRange('cs', '2024-03', null)).toBe('březen 2024 – …')
    expect(formatMonth('en', 'někdy')).toBe('někdy')
  })
})
