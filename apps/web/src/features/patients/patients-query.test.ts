import { describe, expect, it } from 'vitest'
import { maskBirthNumber } from './patients-query'

describe('maskBirthNumber', () => {
  it('reveals no digit of the number, only its length and that there is one', () => {
    expect(maskBirthNumber('8503151239')).toBe('••••••/••••')
    expect(maskBirthNumber('520315123')).toBe('••••••/•••')
    expect(maskBirthNumber('8503151239')).not.toMatch(/\d/)
    expect(maskBirthNumber(null)).toBe('—')
  })
})
