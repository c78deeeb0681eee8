import { describe, expect, it } from 'vitest'
import { safeEncode, z } from 'zod'
import { endpoints } from '@konzilium/contract/endpoints'
import { patientListSchema } from '@konzilium/contract/patients'
import { compileResponseEncoder } from './response-encoder'
import { responseSerializerCompiler } from './validation'

/** What zod writes for a value (`encode`, then JSON.stringify), or undefined where it refuses it. */
function byZod(schema: z.ZodType, value: unknown) {
  const result = safeEncode(schema, value)
  return result.success ? JSON.stringify(result.data) : undefined
}

function compiled(schema: z.ZodType) {
  const encode = compileResponseEncoder(schema)
  if (!encode) throw new Error('not compiled')
  return encode
}

/**
 * For each value, the compiled writer gives what zod gives (the same JSON, keys in any order) or
 * leaves it to zod, and leaves nothing to zod that zod returns as it is; where zod refuses a
 * value, so does the writer.
 */
function expectSameAsZod(schema: z.ZodType, values: unknown[]) {
  const encode = compiled(schema)
  for (const value of values) {
    const label = JSON.stringify(value)
    const written = encode(value)
    const expected = byZod(schema, value)
    if (expected === undefined) expect(written, label).toBeUndefined()
    else if (expected === JSON.stringify(value)) expect(written, label).toBe(expected)
    else if (written !== undefined) expect(JSON.parse(written), label).toEqual(JSON.parse(expected))
  }
}

const patient = {
  id: '0d6f4c1e-5a0b-4c4e-9a51-7b1f2d3c4e5f',
  firstName: 'Jana',
  lastName: 'Nováková "Janička"\n\u2028',
  birthNumber: '7651011234',
  birthDate: '1976-01-01',
  sex: 'female',
  insurer: '111',
  diagnoses: ['L40.0', 'M07.3'],
  referringDoctor: { id: '1d6f4c1e-5a0b-4c4e-9a51-7b1f2d3c4e5f', name: 'MUDr. Petr Dvořák' },
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

describe('compiled response encoder', () => {
  it('writes a list page as it is, and leaves one with an undeclared field to zod', () => {
    expectSameAsZod(patientListSchema, [page, { ...page, items: [] }])
    expect(compiled(patientListSchema)(page)).toBe(JSON.stringify(page))
    const leaky = [
      { ...page, sql: 'select' },
      { ...page, items: [{ ...patient, passwordHash: '$argon2id$' }] },
      { ...page, items: [{ ...patient, center: { id: patient.id, name: 'FN', email: 'x@y.cz' } }] },
      { ...page, items: [Object.assign(Object.create({ inherited: 1 }) as object, patient)] },
    ]
    for (const value of leaky) expect(compiled(patientListSchema)(value)).toBeUndefined()
  })

  it('reads an object as zod does, inherited keys included', () => {
    const { firstName, ...rest } = patient
    const inherited = Object.assign(Object.create({ firstName }) as object, rest)
    const withGetter = Object.assign(
      Object.create({
        get firstName() {
          return firstName
        },
      }) as object,
      rest,
    )
    expectSameAsZod(patientListSchema, [
      { ...page, items: [inherited] },
      { ...page, items: [withGetter] },
    ])
  })

  it('refuses, as zod does, every wrong value of a field', () => {
    const wrong = [
      undefined,
      null,
      42,
      1.5,
      '',
      'x',
      true,
      {},
      [],
      ['L40.0', 7],
      { id: 'x', name: 'y' },
    ]
    const values = Object.keys(patient).flatMap((key) => [
      Object.fromEntries(Object.entries(patient).filter(([name]) => name !== key)),
      ...wrong.map((value) => ({ ...patient, [key]: value })),
    ])
    expectSameAsZod(
      patientListSchema,
      values.map((item) => ({ ...page, items: [item] })),
    )
    expectSameAsZod(patientListSchema, [
      { ...page, total: 1.5 },
      { ...page, total: 2 ** 60 },
      { ...page, total: Infinity },
      { ...page, total: NaN },
      { ...page, items: {} },
      [page],
      null,
    ])
  })

  it('holds strings and numbers to their checks', () => {
    expectSameAsZod(z.uuid(), [
      '0d6f4c1e-5a0b-4c4e-9a51-7b1f2d3c4e5f',
      '0d6f4c1e',
      'ZZZZZZZZ-5a0b-4c4e-9a51-7b1f2d3c4e5f',
    ])
    expectSameAsZod(z.iso.datetime(), [
      '2026-11-01T10:00:00.000Z',
      '2026-11-01',
      '2026-02-30T10:00:00Z',
    ])
    expectSameAsZod(z.email(), ['lekar@nemocnice.cz', 'lekar@', '@nemocnice.cz'])
    expectSameAsZod(z.iso.date(), ['2026-11-27', '2026-02-30', '27. 11. 2026'])
    expectSameAsZod(z.guid(), ['00000000-0000-0000-0000-00000000000a', 'x'])
    expectSameAsZod(z.string().regex(/^L\d\d$/g), ['L40', 'L40', 'M05x'])
    expectSameAsZod(z.string().min(2).max(3), ['a', 'ab', 'abc', 'abcd'])
    expectSameAsZod(z.string().length(2), ['a', 'ab', 'abc'])
    expectSameAsZod(z.number().int().positive(), [1, 0, -1, 1.5, 2 ** 53, '1'])
    expectSameAsZod(z.number().min(0).max(10), [0, 10, -0.1, 10.1, -0])
    expectSameAsZod(z.number(), [1.5, -0, 1e21, Infinity, -Infinity, NaN])
    expectSameAsZod(z.array(z.string()).min(1).max(2), [[], ['a'], ['a', 'b'], ['a', 'b', 'c']])
  })

  it('writes enums, literals, unions, records, optional and recursive parts as zod does', () => {
    expectSameAsZod(z.enum(['new', 'seen']), ['new', 'seen', 'accepted', 1])
    expectSameAsZod(z.literal([1, true, null, 'a']), [1, true, null, 'a', false, '1'])
    // The first option that accepts the value writes it (here without `b`).
    expectSameAsZod(
      z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() })]),
      [{ a: 'x', b: 1 }, { a: 'x' }, { b: 1 }],
    )
    expectSameAsZod(z.record(z.string(), z.number().optional()), [
      { a: 1, b: undefined },
      { a: 'x' },
      {},
      [],
      JSON.parse('{"__proto__": 1, "a": 2}'),
    ])
    expectSameAsZod(z.object({ a: z.string().optional(), b: z.number().nullable() }), [
      { b: null },
      { a: undefined, b: 1 },
      { a: 'x' },
    ])
    expectSameAsZod(z.array(z.string().optional()), [['a', undefined]])
    // A missing key is refused where an undefined value is taken.
    expectSameAsZod(z.object({ a: z.unknown() }), [{}, { a: undefined }, { a: { deep: [1, 'x'] } }])
    expectSameAsZod(z.object({ a: z.unknown().optional(), b: z.any() }), [{ b: 1 }, {}])
    type Node = { name: string; children: Node[] }
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      children: z.lazy(() => z.array(node)),
    })
    const viaGetter = z.object({
      name: z.string(),
      get children() {
        return z.array(viaGetter)
      },
    })
    expectSameAsZod(viaGetter, [
      { name: 'a', children: [{ name: 'b', children: [] }] },
      { name: 'a', children: [{ name: 'b', children: [], extra: 1 }] },
      { name: 'a', children: [{ name: 2, children: [] }] },
    ])
    expectSameAsZod(node, [
      { name: 'a', children: [{ name: 'b', children: [], extra: 1 }] },
      { name: 'a', children: [{ name: 2, children: [] }] },
    ])
  })

  it('leaves to zod a schema with a part it does not write', () => {
    for (const schema of [
      z.string().trim(),
      z.string().transform((value) => value.length),
      z.object({ a: z.string().default('x') }),
      z.record(z.enum(['a', 'b']), z.number()),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.string() }).catchall(z.number()),
      z.object({ at: z.date() }),
      z.object({ a: z.lazy(() => z.string().trim()) }),
      z.number().multipleOf(2),
      z.url(),
      z.object({ site: z.url().nullable() }),
    ])
      expect(compileResponseEncoder(schema), schema._zod.def.type).toBeUndefined()
  })

  it('writes the answers of the lists and the record pages', async () => {
    const lists = [
      endpoints.patients.listPatients,
      endpoints.patients.getPatient,
      endpoints.referrals.listReferrals,
      endpoints.users.listUsers,
      endpoints.doctors.listCenterDoctors,
      endpoints.centers.listCenters,
      endpoints.audit.listAuditEvents,
    ]
    for (const endpoint of lists) {
      const { response } = await endpoint.schemas()
      expect(compileResponseEncoder(response), endpoint.path).toBeDefined()
    }
  })
})

describe('response serializer', () => {
  const serialize = responseSerializerCompiler({ crossCheck: false })({
    schema: patientListSchema,
    method: 'GET',
    url: '/api/patients',
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

  it('writes through zod what it does not compile', () => {
    const trimmed = responseSerializerCompiler({ crossCheck: true })({
      schema: z.object({ name: z.string().trim() }),
      method: 'GET',
      url: '/x',
    })
    expect(trimmed({ name: ' Jana ', secret: 1 })).toBe('{"name":"Jana"}')
  })
})
