import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { patientListSchema } from '@konzilium/contract/patients'
import { holdsNul, nulPaths, responseSerializerCompiler } from './validation'

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

describe('response serializer', () => {
  const patient = {
    id: '0d6f4c1e-5a0b-4c4e-9a51-7b1f2d3c4e5f',
    firstName: 'Jana',
    lastName: 'Nováková "Janička"\n\u2028',
    birthNumber: '7651011234',
    birthDate: '1976-01-01',
    sex: 'female',
    insurer: '111',
    diagnoses: ['L40.0', 'M07.3'],
    referringDoctor: {
      id: '1d6f4c1e-5a0b-4c4e-9a51-7b1f2d3c4e5f',
      displayName: 'MUDr. Petr Dvořák',
      listName: 'Dvořák Petr',
    },
    center: null,
    centerDoctor: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  }
  const page = {
    items: [patient, { ...patient, birthNumber: null }],
    total: 531,
    page: 1,
    pageSize: 20,
  }
  const serialize = responseSerializerCompiler({
    schema: patientListSchema,
    method: 'GET',
    url: '/api/patients',
  })

  it('writes an answer that matches its schema as it is', () => {
    expect(JSON.parse(serialize(page))).toEqual(page)
  })

  it('refuses an answer that does not match its schema with zod’s issues', () => {
    expect(() => serialize({ ...page, total: 'many' })).toThrow(
      expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION', statusCode: 500 }),
    )
  })

  it('writes the declared fields only', () => {
    const leaky = {
      ...page,
      items: [
        {
          ...patient,
          passwordHash: '$argon2id$',
          center: { id: patient.id, name: 'FN', email: 'x@y.cz' },
        },
      ],
      sql: 'select',
    }
    const written = serialize(leaky)
    for (const text of ['passwordHash', 'x@y.cz', 'sql']) expect(written).not.toContain(text)
    expect(JSON.parse(written)).toEqual({
      ...page,
      items: [{ ...patient, center: { id: patient.id, name: 'FN' } }],
    })
  })

  it('writes what the schema makes of a value', () => {
    const trimmed = responseSerializerCompiler({
      schema: z.object({ name: z.string().trim() }),
      method: 'GET',
      url: '/x',
    })
    expect(trimmed({ name: ' Jana ', secret: 1 })).toBe('{"name":"Jana"}')
  })
})
