import { describe, expect, it } from 'vitest'
import { matchesQuery, normalizeForSearch } from './search'

describe('calculator search', () => {
  it('ignores case and diacritics', () => {
    expect(normalizeForSearch('Závažnost Psoriázy')).toBe('zavaznost psoriazy')
    expect(matchesQuery('zavaznost', ['Závažnost psoriázy'])).toBe(true)
    expect(matchesQuery('KVALITA života', ['DLQI', 'vliv na kvalitu života'])).toBe(false)
    expect(matchesQuery('kvalitu zivota', ['DLQI', 'vliv na kvalitu života'])).toBe(true)
  })

  it('needs every word, in any order', () => {
    expect(matchesQuery('crp das', ['DAS28-CRP'])).toBe(true)
    expect(matchesQuery('das esr', ['DAS28-CRP'])).toBe(false)
    expect(matchesQuery('  ', ['anything'])).toBe(true)
  })
})
