import { describe, expect, it } from 'vitest'
import { holdsNul, nulPaths } from './validation'

/** `{"a":{"a":…{"a":leaf}}}`, as JSON.parse builds it from a body within the size limit. */
function nested(depth: number, leaf: unknown): unknown {
  return JSON.parse(`${'{"a":'.repeat(depth)}${JSON.stringify(leaf)}${'}'.repeat(depth)}`)
}

describe('U+0000 in a request part', () => {
  it('is found in values and keys at any depth, and nowhere else', () => {
    expect(holdsNul({ a: [{ b: 'x\u0000' }] })).toBe(true)
    expect(holdsNul({ a: [{ 'b\u0000': 1 }] })).toBe(true)
    expect(holdsNul({ a: [{ b: 'x', c: 1, d: null, e: true }] })).toBe(false)
    // An uploaded file's bytes are not text.
    expect(holdsNul(Buffer.from([0, 1, 2]))).toBe(false)
  })

  it('is named by paths in the order of the request, a key with its NUL written out', () => {
    const value = { first: 'a\u0000', list: ['ok', { 'k\u0000': 1 }], last: 'z\u0000' }
    expect(nulPaths(value)).toEqual([['first'], ['list', 1, 'k\\u0000'], ['last']])
  })

  it('is found without recursion in a body nested deeper than the call stack', () => {
    const deep = nested(200_000, 'x\u0000')
    expect(holdsNul(deep)).toBe(true)
    expect(nulPaths(deep)[0]).toHaveLength(200_000)
    expect(holdsNul(nested(200_000, 'x'))).toBe(false)
  })

  it('names at most twenty paths', () => {
    expect(nulPaths(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20)
  })
})
