import { describe, expect, it } from 'vitest'
import { birthNumberSchema, formatBirthNumber, parseBirthNumber } from './czech'

/** The test vectors of docs/domain/czech.md, birth number (all numbers fictional). */
const today = new Date(2025, 5, 1)
const parse = (value: string) => parseBirthNumber(value, today)

describe('parseBirthNumber', () => {
  it.each([
    ['850315/1239', '1985-03-15', 'male'],
    ['906102/4566', '1990-11-02', 'female'],
    ['102507/0310', '2010-05-07', 'male'],
    ['157228/6540', '2015-02-28', 'female'],
    ['736028/5163', '1973-10-28', 'female'],
    ['780123/0020', '1978-01-23', 'male'],
    ['520315/123', '1952-03-15', 'male'],
  ] as const)('%s is valid: %s, %s', (input, birthDate, sex) => {
    expect(parse(input)).toEqual({
      ok: true,
      value: { digits: input.replace('/', ''), birthDate, sex },
    })
  })

  it('accepts the number without the slash and with spaces', () => {
    expect(parse('8503151239')).toMatchObject({ ok: true, value: { digits: '8503151239' } })
    expect(parse(' 850315 / 1239 ')).toMatchObject({ ok: true, value: { digits: '8503151239' } })
  })

  it('accepts the remainder-10 check digit 0 after 1985 with a warning, not before', () => {
    expect(parse('900101/0030')).toEqual({
      ok: true,
      value: { digits: '9001010030', birthDate: '1990-01-01', sex: 'male', warning: 'checkDigit' },
    })
    // Until 1985 it is the rule: no warning.
    expect(parse('780123/0020')).toEqual({
      ok: true,
      value: { digits: '7801230020', birthDate: '1978-01-23', sex: 'male' },
    })
  })

  it('refuses a remainder-10 number whose check digit is not 0', () => {
    expect(parse('900101/0031')).toEqual({ ok: false, problem: 'checksum' })
  })

  it('rejects a number divisible by 11 whose date does not exist', () => {
    expect(parse('398800/2183')).toEqual({ ok: false, problem: 'date' })
  })

  it('rejects the +20 and +70 months before 2004', () => {
    expect(parse('852507/0001')).toEqual({ ok: false, problem: 'date' })
    expect(parse('857207/0001')).toEqual({ ok: false, problem: 'date' })
  })

  it('rejects a wrong check digit', () => {
    expect(parse('850315/1238')).toEqual({ ok: false, problem: 'checksum' })
  })

  it('rejects dates that do not exist or lie in the future', () => {
    // 30 February 1985 (digits chosen divisible by 11 so only the date fails).
    expect(parse('850230/0004')).toEqual({ ok: false, problem: 'date' })
    expect(parse('851301/0000')).toEqual({ ok: false, problem: 'date' })
    // 29 February exists in 2000 (a leap year) but not in 2001.
    expect(parse('000229/0002')).toMatchObject({ ok: true, value: { birthDate: '2000-02-29' } })
    expect(parse('010229/0001').ok).toBe(false)
    // 1 January 2030 has not come yet.
    expect(parse('300101/0001')).toEqual({ ok: false, problem: 'date' })
  })

  it('rejects wrong lengths, letters and a 9-digit number after 1953', () => {
    expect(parse('85031512')).toEqual({ ok: false, problem: 'format' })
    expect(parse('85031512390')).toEqual({ ok: false, problem: 'format' })
    expect(parse('85031A/1239')).toEqual({ ok: false, problem: 'format' })
    expect(parse('')).toEqual({ ok: false, problem: 'format' })
    expect(parse('550315/123')).toEqual({ ok: false, problem: 'nineDigits' })
    expect(parse('780101123')).toEqual({ ok: false, problem: 'nineDigits' })
  })
})

describe('birthNumberSchema', () => {
  it('answers the bare digits', () => {
    expect(birthNumberSchema.parse('850315/1239')).toBe('8503151239')
  })
  it('reports the problem as a message key', () => {
    const result = birthNumberSchema.safeParse('850315/1238')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('birthNumber.checksum')
  })
})

it('formats the digits with the slash', () => {
  expect(formatBirthNumber('8503151239')).toBe('850315/1239')
  expect(formatBirthNumber('520315123')).toBe('520315/123')
})
