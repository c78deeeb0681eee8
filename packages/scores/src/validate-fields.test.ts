import { describe, expect, it } from 'vitest'
import type { FieldSpecs } from './field-spec'
import { isMultipleOf, validateFields } from './validate-fields'

const fields = {
  count: { kind: 'number', min: 0, max: 28, step: 1, unit: 'joints', required: true },
  answer: { kind: 'choice', options: ['yes', 'no'], required: false },
  flag: { kind: 'boolean', required: false },
  group: {
    kind: 'group',
    required: true,
    fields: { level: { kind: 'number', min: 0, max: 4, unit: 'points', required: true } },
  },
  items: {
    kind: 'list',
    required: true,
    minItems: 1,
    maxItems: 2,
    item: { x: { kind: 'number', min: 0, max: 1, step: 0.5, unit: 'points', required: true } },
  },
} as const satisfies FieldSpecs

const valid = { count: 3, answer: 'yes', flag: true, group: { level: 2.5 }, items: [{ x: 0.5 }] }

describe('validateFields', () => {
  it('accepts a valid input, ignores unknown keys and allows absent or null optional fields', () => {
    expect(validateFields(fields, valid)).toEqual([])
    expect(validateFields(fields, { ...valid, extra: 'ignored' })).toEqual([])
    expect(validateFields(fields, { ...valid, answer: null, flag: undefined })).toEqual([])
  })

  it.each([null, undefined, 'text', 42, [1, 2]])('rejects a whole input of %s', (input) => {
    expect(validateFields(fields, input)).toEqual([
      { path: '', code: 'invalid_type', message: 'Expected an object.' },
    ])
  })

  it('names every offending field, nested paths included, with its allowed range', () => {
    const input = {
      count: 2.5,
      answer: 'maybe',
      flag: 'true',
      group: { level: 5 },
      items: [{ x: 0.25 }, 7],
    }
    expect(validateFields(fields, input)).toEqual([
      {
        path: 'count',
        code: 'not_integer',
        min: 0,
        max: 28,
        step: 1,
        message: 'Expected a whole number from 0 to 28 joints.',
      },
      {
        path: 'answer',
        code: 'invalid_option',
        options: ['yes', 'no'],
        message: 'Expected one of: yes, no.',
      },
      { path: 'flag', code: 'invalid_type', message: 'Expected true or false.' },
      {
        path: 'group.level',
        code: 'too_big',
        min: 0,
        max: 4,
        message: 'Expected a number from 0 to 4.',
      },
      {
        path: 'items.0.x',
        code: 'step_mismatch',
        min: 0,
        max: 1,
        step: 0.5,
        message: 'Expected a multiple of 0.5 from 0 to 1.',
      },
      { path: 'items.1', code: 'invalid_type', message: 'Expected an object.' },
    ])
  })
})

describe('isMultipleOf', () => {
  it.each([
    [7.3, 0.1, true], // 7.3 / 0.1 = 72.99999999999999 in binary
    [72, 0.1, true],
    [4.23, 0.01, true],
    [1.15, 0.01, true],
    [0.07, 0.01, true],
    [10.04, 0.1, false],
    [4.236, 0.01, false],
    [0.15, 0.1, false],
  ])('%s is a multiple of %s: %s', (value, step, expected) => {
    expect(isMultipleOf(value, step)).toBe(expected)
  })
})
