import { describe, expect, it } from 'vitest'
import { insurerLabel } from './codes'

describe('insurer labels', () => {
  it('shows code and abbreviation, the insurers’ own names in both languages', () => {
    expect(insurerLabel('111', 'cs')).toBe('111 – VZP ČR')
    expect(insurerLabel('111', 'en')).toBe('111 – VZP ČR')
  })

  it('translates the descriptive entries into English', () => {
    expect(insurerLabel('000', 'cs')).toBe('000 – Bez pojištění')
    expect(insurerLabel('000', 'en')).toBe('000 – No insurance')
    expect(insurerLabel('333', 'en')).toBe('333 – VZP – foreigners')
  })

  it('shows a code not in the list as stored', () => {
    expect(insurerLabel('217', 'cs')).toBe('217')
  })
})
