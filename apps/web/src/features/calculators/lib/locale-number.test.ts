import { describe, expect, it } from 'vitest'
import {
  formatInputNumber,
  formatLimit,
  formatScoreValue,
  parseLocaleNumber,
} from './locale-number'

describe('parseLocaleNumber', () => {
  it.each([
    ['4,12', 4.12],
    ['4.12', 4.12],
    [' 12 ', 12],
    ['0', 0],
    [',5', 0.5],
    ['.5', 0.5],
    ['4,', 4],
    ['-1,5', -1.5],
    ['\u22122', -2],
    ['+3', 3],
  ])('reads %j as %d', (text, value) => {
    expect(parseLocaleNumber(text)).toEqual({ kind: 'number', value })
  })

  it.each([
    '1,2,3',
    '1.2.3',
    '1,2.3',
    '1 234',
    '1e3',
    'abc',
    '4,12 mg',
    ',',
    '.',
    '--1',
    'NaN',
    'Infinity',
  ])('rejects %j instead of guessing', (text) => {
    expect(parseLocaleNumber(text)).toEqual({ kind: 'invalid' })
  })

  it('tells an empty field from a zero', () => {
    expect(parseLocaleNumber('')).toEqual({ kind: 'empty' })
    expect(parseLocaleNumber('   ')).toEqual({ kind: 'empty' })
  })
})

describe('number formatting', () => {
  it('writes a decimal comma in Czech and a point in English', () => {
    expect(formatScoreValue('cs', 4.12, 2)).toBe('4,12')
    expect(formatScoreValue('en', 4.12, 2)).toBe('4.12')
    expect(formatScoreValue('cs', 4.1, 2)).toBe('4,10')
    expect(formatScoreValue('en', 12, 1)).toBe('12.0')
    expect(formatInputNumber('cs', 4.12)).toBe('4,12')
    expect(formatInputNumber('en', 4.12)).toBe('4.12')
    expect(formatLimit('cs', 2.6)).toBe('2,6')
    expect(formatLimit('en', 10)).toBe('10')
  })
})
