import { describe, expect, it } from 'vitest'
import { prefixRange, searchPrefixes } from './czech-text'

// The prefix search as a range of the index (ADR 022); test/foundation/czech-text.test.ts checks
// in both databases that the range holds exactly the texts with the prefix.

describe('prefixRange', () => {
  it('ends where the last character is raised by one', () => {
    expect(prefixRange('nov')).toEqual({ from: 'nov', to: 'now' })
    expect(prefixRange('405101')).toEqual({ from: '405101', to: '405102' })
    expect(prefixRange('z')).toEqual({ from: 'z', to: '{' })
    expect(prefixRange('%')).toEqual({ from: '%', to: '&' })
  })

  it('counts code points, not UTF-16 units, and steps over the surrogates', () => {
    expect(prefixRange('a🩺')).toEqual({ from: 'a🩺', to: 'a🩻' })
    expect(prefixRange('a\u{d7ff}')).toEqual({ from: 'a\u{d7ff}', to: 'a\u{e000}' })
  })

  it('drops a trailing U+10FFFF, which has no successor; nothing else left gives no range', () => {
    expect(prefixRange('ab\u{10ffff}\u{10ffff}')).toEqual({ from: 'ab', to: 'ac' })
    expect(prefixRange('\u{10ffff}')).toBeUndefined()
    expect(prefixRange('')).toBeUndefined()
  })
})

describe('searchPrefixes', () => {
  it('gives one range per word of the search key', () => {
    expect(searchPrefixes('  Jan  Řehoř ')).toEqual([
      { from: 'jan', to: 'jao' },
      { from: 'rehor', to: 'rehos' },
    ])
    expect(searchPrefixes('\u{10ffff} nov')).toEqual([{ from: 'nov', to: 'now' }])
  })
})
