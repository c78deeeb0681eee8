import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { degreeListSchema } from '@konzilium/contract/degrees'
import {
  formatPersonName,
  formatPersonNameLastFirst,
  isValidIco,
  isValidPhone,
  normalizePhone,
} from '@konzilium/contract/czech'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/degrees', () => {
  it('lists degrees before and after the name, filterable', async () => {
    const all = degreeListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/degrees' })).json(),
    )
    expect(all.items).toContainEqual({ value: 'MUDr.', position: 'before' })
    expect(all.items).toContainEqual({ value: 'Ph.D.', position: 'after' })
    const after = degreeListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/degrees?position=after' })).json(),
    )
    expect(after.items.every((degree) => degree.position === 'after')).toBe(true)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/degrees?position=middle' })).statusCode,
    ).toBe(400)
  })
})

describe('Czech identifiers and names', () => {
  it('checks the IČO checksum (weights 8..2, mod 11)', () => {
    for (const valid of [
      '41197518',
      '47114975',
      '47672234',
      '47114321',
      '46354182',
      '47114304',
      '47673036',
      '27082440',
      '12345679',
    ])
      expect(isValidIco(valid), valid).toBe(true)
    for (const invalid of ['12345678', '4119751', '411975180', '4119751a', '47114976', ''])
      expect(isValidIco(invalid), invalid).toBe(false)
  })

  it('normalizes Czech phone numbers to E.164', () => {
    expect(normalizePhone('603 123 456')).toBe('+420603123456')
    expect(normalizePhone('00420 603 123 456')).toBe('+420603123456')
    expect(isValidPhone('+420 603 123 456')).toBe(true)
    expect(isValidPhone('123')).toBe(false)
    expect(isValidPhone('+49 30 1234567')).toBe(true)
  })

  it('writes names the Czech way', () => {
    expect(
      formatPersonName({
        degreesBefore: 'prof. MUDr.',
        firstName: 'Petr',
        lastName: 'Vzorový',
        degreesAfter: 'CSc., MBA',
      }),
    ).toBe('prof. MUDr. Petr Vzorový, CSc., MBA')
    expect(
      formatPersonName({
        degreesBefore: null,
        firstName: 'Karel',
        lastName: 'Smyšlený',
        degreesAfter: null,
      }),
    ).toBe('Karel Smyšlený')
    expect(
      formatPersonName({
        degreesBefore: 'MUDr.',
        firstName: 'Jana',
        lastName: 'Fiktivní',
        degreesAfter: ' ',
      }),
    ).toBe('MUDr. Jana Fiktivní')
    expect(formatPersonNameLastFirst({ firstName: 'Jana', lastName: 'Fiktivní' })).toBe(
      'Fiktivní Jana',
    )
  })
})
