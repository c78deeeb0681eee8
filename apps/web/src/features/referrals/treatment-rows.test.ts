import { describe, expect, it } from 'vitest'
import { monthOut } from './treatment-rows'

describe('a treatment month', () => {
  it('is typed as clinicians write it and sent as YYYY-MM', () => {
    expect(monthOut('03/2024')).toBe('2024-03')
    expect(monthOut('3/2024')).toBe('2024-03')
    expect(monthOut(' 3. 2024 ')).toBe('2024-03')
    expect(monthOut('2024-03')).toBe('2024-03')
    expect(monthOut('')).toBeNull()
    // Anything else goes as typed, so that the schema's message lands on the field.
    expect(monthOut('březen')).toBe('březen')
  })
})
