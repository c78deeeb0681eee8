import { describe, expect, it } from 'vitest'
import { auditQueryParsers, dayRange } from './audit-query'

describe('audit screen address', () => {
  it('keeps ids and real days, and drops anything else', () => {
    expect(auditQueryParsers.patient.parse('0b6c3f2e-8a51-4f0e-9c1a-2d4e5f6a7b8c')).toBe(
      '0b6c3f2e-8a51-4f0e-9c1a-2d4e5f6a7b8c',
    )
    expect(auditQueryParsers.patient.parse('Novák')).toBeNull()
    expect(auditQueryParsers.user.parse('850315/1239')).toBeNull()
    expect(auditQueryParsers.from.parse('2025-02-28')).toBe('2025-02-28')
    expect(auditQueryParsers.from.parse('2025-02-30')).toBeNull()
    expect(auditQueryParsers.to.parse('yesterday')).toBeNull()
    expect(auditQueryParsers.page.parse('0')).toBeNull()
  })

  it('turns a day range into inclusive instants: the start of the first day, the end of the last', () => {
    const range = dayRange('2025-03-01', '2025-03-02')
    expect(new Date(range.from ?? '').getTime()).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).getTime())
    expect(new Date(range.to ?? '').getTime()).toBe(new Date(2025, 2, 2, 23, 59, 59, 999).getTime())
    expect(dayRange(null, null)).toEqual({})
    expect(dayRange('2025-03-01', null)).not.toHaveProperty('to')
  })
})
