import { calculateScore, scoreRegistry, severityRuleSets, validateInput } from '@konzilium/scores'
import type {
  FieldSpecs,
  PasiInput as ScoresPasiInput,
  DlqiInput as ScoresDlqiInput,
  ScoreInputs,
} from '@konzilium/scores'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import {
  bandLookupQuerySchema,
  das28CrpInputSchema,
  dlqiInputSchema,
  napsiInputSchema,
  pasiInputSchema,
  psoriasisSeverityInputSchema,
  psoriasisSeverityRequestSchema,
  scoreIdSchema,
  scoreIds,
  scoreInputSchemas,
  scoreIssueSchema,
  scoreResultSchema,
  severityRuleSetListSchema,
  strictScoreInputSchema,
} from './calculators'
import type { DlqiInput, PasiInput, ScoreId } from './calculators'

const region = { erythema: 2, induration: 1, desquamation: 1, area: 2 }

/** One valid input per score; the test below fails if a score is added without one. */
const examples: { readonly [K in ScoreId]: ScoreInputs[K] } = {
  pasi: { head: region, upperLimbs: region, trunk: region, lowerLimbs: region },
  'pasi-percent': {
    head: { erythema: 2, induration: 1, desquamation: 1, areaPercent: 9.5 },
    upperLimbs: { erythema: 1, induration: 1, desquamation: 0, areaPercent: 0 },
    trunk: { erythema: 3, induration: 2, desquamation: 2, areaPercent: 35 },
    lowerLimbs: { erythema: 2, induration: 2, desquamation: 2, areaPercent: 100 },
  },
  bsa: { percent: 4.5 },
  dlqi: {
    q1: 'a_lot',
    q2: 'a_little',
    q3: 'not_relevant',
    q4: 'not_at_all',
    q5: 'very_much',
    q6: 'not_at_all',
    q7: 'no',
    q7b: 'a_little',
    q8: 'a_lot',
    q9: null,
    q10: 'a_little',
  },
  iga: { grade: 3 },
  spga: { erythema: 3, induration: 2, scaling: 2 },
  napsi: {
    nails: [
      { matrix: 2, bed: 1 },
      { matrix: 0, bed: 4 },
    ],
  },
  'napsi-long': {
    nails: [
      {
        pitting: 3,
        leukonychia: 0,
        lunulaRedSpots: 1,
        crumbling: 0,
        onycholysis: 2,
        splinterHaemorrhages: 0,
        oilDrop: 4,
        hyperkeratosis: 1,
      },
    ],
  },
  'pasi-response': { baseline: 24.6, current: 4.2 },
  'iga-response': { baseline: 3, current: 1 },
  'das28-esr': { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 },
  'das28-esr-3v': { tjc28: 4, sjc28: 5, esr: 7 },
  'das28-crp': { tjc28: 6, sjc28: 4, crpMgPerL: 12, patientGlobalMm: 55 },
  'das28-crp-3v': { tjc28: 6, sjc28: 4, crpMgPerL: 12 },
  cdai: { tjc28: 4, sjc28: 5, patientGlobal: 5.5, evaluatorGlobal: 6 },
  sdai: { tjc28: 4, sjc28: 5, patientGlobal: 5.5, evaluatorGlobal: 6, crpMgPerL: 12.4 },
  dapsa: { tjc68: 12, sjc66: 3, patientGlobal: 6, patientPain: 7.5, crpMgPerL: 9 },
  basdai: { q1: 5, q2: 6, q3: 3, q4: 4, q5: 7, q6: 5 },
  'asdas-crp': {
    backPain: 6,
    morningStiffnessDuration: 5,
    patientGlobal: 7,
    peripheralPain: 2,
    crpMgPerL: 1.2,
  },
  'asdas-esr': {
    backPain: 6,
    morningStiffnessDuration: 5,
    patientGlobal: 7,
    peripheralPain: 2,
    esr: 30,
  },
  'eular-response': { baseline: 5.43, current: 3.12 },
}

/** Bad values for every number field of a field list, nested ones included, as (path, value). */
function badValues(fields: FieldSpecs, example: unknown, prefix = ''): [string, unknown][] {
  const record = example as Record<string, unknown>
  return Object.entries(fields).flatMap(([name, spec]): [string, unknown][] => {
    const path = prefix === '' ? name : `${prefix}.${name}`
    switch (spec.kind) {
      case 'number': {
        const values: unknown[] = [
          spec.min - 1,
          spec.max + 1,
          Number.NaN,
          Number.POSITIVE_INFINITY,
          String(spec.min),
        ]
        if (spec.step !== undefined) values.push(spec.min + spec.step / 2)
        if (spec.required) values.push(undefined, null)
        return values.map((value) => [path, value])
      }
      case 'choice':
        return [
          [path, 'not-an-option'],
          [path, 3],
        ]
      case 'boolean':
        return [[path, 'true']]
      case 'group':
        return [[path, 'text'], ...badValues(spec.fields, record[name], path)]
      case 'list': {
        const items = record[name] as unknown[]
        return [[path, []], [path, 'text'], ...badValues(spec.item, items[0], `${path}.0`)]
      }
    }
  })
}

function withValue(example: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(example) as Record<string, unknown>
  const segments = path.split('.')
  const last = segments.pop() ?? ''
  let target = copy
  for (const segment of segments) target = target[segment] as Record<string, unknown>
  if (value === undefined) Reflect.deleteProperty(target, last)
  else target[last] = value
  return copy
}

const zodPaths = (error: z.ZodError) => error.issues.map((issue) => issue.path.join('.'))

describe('score input schemas', () => {
  it('exist for exactly the score ids', () => {
    expect(Object.keys(scoreInputSchemas).sort()).toEqual([...scoreIds].sort())
    expect(scoreIdSchema.parse('das28-crp')).toBe('das28-crp')
    expect(scoreIdSchema.safeParse('das28').success).toBe(false)
  })

  it('infer the same input types as the calculators', () => {
    expectTypeOf<PasiInput>().toEqualTypeOf<ScoresPasiInput>()
    expectTypeOf<DlqiInput>().toEqualTypeOf<ScoresDlqiInput>()
    expectTypeOf<z.infer<typeof das28CrpInputSchema>>().toEqualTypeOf<ScoreInputs['das28-crp']>()
  })

  it.each(scoreIds)('%s: accepts its example unchanged, and the calculator scores it', (id) => {
    const parsed = scoreInputSchemas[id].parse(examples[id])
    expect(parsed).toEqual(examples[id])
    const outcome = calculateScore(id, parsed)
    expect(outcome.ok).toBe(true)
    if (outcome.ok) expect(scoreResultSchema.parse(outcome.result)).toEqual(outcome.result)
  })

  it.each(
    scoreIds.flatMap((id) =>
      badValues(scoreRegistry[id].definition.fields, examples[id]).map(([path, value]) => ({
        id,
        path,
        value,
      })),
    ),
  )(
    '$id: $path = $value is rejected at the same field by zod and by the calculator',
    ({ id, path, value }) => {
      const input = withValue(examples[id], path, value)
      const zodResult = scoreInputSchemas[id].safeParse(input)
      const issues = validateInput(
        scoreRegistry[id].definition.fields,
        input,
        scoreRegistry[id].crossFieldCheck,
      )
      expect(zodResult.success).toBe(false)
      expect(issues.map((issue) => issue.path)).toContain(path)
      if (!zodResult.success) {
        expect(zodPaths(zodResult.error)).toContain(path)
        // The same words at the field on the page and in the API answer.
        const zodMessage = zodResult.error.issues.find(
          (issue) => issue.path.join('.') === path,
        )?.message
        expect(zodMessage).toBe(issues.find((issue) => issue.path === path)?.message)
      }
    },
  )

  it('reports nested paths as zod paths, list indexes as numbers', () => {
    const result = napsiInputSchema.safeParse({
      nails: [
        { matrix: 1, bed: 1 },
        { matrix: 5, bed: 1 },
      ],
    })
    expect(result.success).toBe(false)
    if (!result.success)
      expect(result.error.issues.map((issue) => issue.path)).toEqual([['nails', 1, 'matrix']])
    const pasi = pasiInputSchema.safeParse({ ...examples.pasi, trunk: { ...region, area: 7 } })
    if (!pasi.success)
      expect(pasi.error.issues.map((issue) => issue.path)).toEqual([['trunk', 'area']])
    expect(pasi.success).toBe(false)
  })
})

describe('DLQI cross-field rules in the schema', () => {
  const customIssues = (input: unknown) => {
    const result = dlqiInputSchema.safeParse(input)
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          code:
            issue.code === 'custom'
              ? (issue.params as { code?: string } | undefined)?.code
              : issue.code,
        }))
  }

  it('requires the follow-up when question 7 is "no"', () => {
    expect(customIssues({ ...examples.dlqi, q7b: null })).toEqual([
      { path: 'q7b', code: 'required' },
    ])
  })

  it('rejects the follow-up when question 7 is not "no"', () => {
    expect(customIssues({ ...examples.dlqi, q7: 'yes' })).toEqual([
      { path: 'q7b', code: 'not_applicable' },
    ])
  })

  it('names every unanswered question when two or more are unanswered', () => {
    expect(customIssues({ ...examples.dlqi, q1: null })).toEqual([
      { path: 'q1', code: 'too_many_unanswered' },
      { path: 'q9', code: 'too_many_unanswered' },
    ])
  })

  it('reports a cross-field issue together with a field issue elsewhere', () => {
    expect(customIssues({ ...examples.dlqi, q1: 'not_relevant', q7b: undefined })).toEqual([
      { path: 'q1', code: 'invalid_value' },
      { path: 'q7b', code: 'required' },
    ])
  })
})

describe('psoriasisSeverityInputSchema', () => {
  it('accepts displayed scores and rejects an exact PASI with more than one decimal', () => {
    expect(psoriasisSeverityInputSchema.parse({ pasi: 12.3, bsa: 8, dlqi: 11 })).toEqual({
      pasi: 12.3,
      bsa: 8,
      dlqi: 11,
    })
    const result = psoriasisSeverityInputSchema.safeParse({
      pasi: 10.04,
      bsa: 8,
      dlqi: 11,
      upgradeCriteria: true,
    })
    expect(result.success ? [] : zodPaths(result.error)).toEqual(['pasi'])
  })
})

describe('JSON Schema for the OpenAPI document', () => {
  it.each(scoreIds)('%s: converts to JSON Schema', (id) => {
    expect(() => z.toJSONSchema(scoreInputSchemas[id], { io: 'input' })).not.toThrow()
  })

  it('carries the ranges, integer-ness and units of the metadata', () => {
    const schema = z.toJSONSchema(das28CrpInputSchema, { io: 'input' }) as {
      properties: Record<string, unknown>
      required: string[]
    }
    expect(schema.properties.tjc28).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 28,
      description: 'Unit: joints',
    })
    expect(schema.properties.crpMgPerL).toMatchObject({
      type: 'number',
      minimum: 0,
      maximum: 500,
      description: 'Unit: mg/L',
    })
    expect(schema.required).toEqual(['tjc28', 'sjc28', 'crpMgPerL', 'patientGlobalMm'])
  })
})

describe('scoreResultSchema and scoreIssueSchema', () => {
  it('accept what the calculators answer and reject a bad version id', () => {
    const good = { value: 4.1547, display: 4.15, band: 'moderate', version: 'das28-crp@1' }
    expect(scoreResultSchema.parse(good)).toEqual(good)
    expect(scoreResultSchema.safeParse({ ...good, version: 'das28' }).success).toBe(false)
    expect(scoreResultSchema.safeParse({ ...good, band: 'medium' }).success).toBe(false)
    expect(
      scoreResultSchema.parse({ value: 5, display: 5, band: null, version: 'napsi@1' }).band,
    ).toBeNull()
    const outcome = calculateScore('cdai', {
      tjc28: 29,
      sjc28: 0,
      patientGlobal: 0,
      evaluatorGlobal: 0,
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(z.array(scoreIssueSchema).parse(outcome.issues)).toEqual(outcome.issues)
  })
})

describe('bandLookupQuerySchema', () => {
  it.each([
    { query: { score: 'pasi', value: '10.1' }, value: 10.1 },
    { query: { score: 'das28-crp', value: ' 3.21 ' }, value: 3.21 },
    { query: { score: 'pasi-response', value: '-20' }, value: -20 },
  ])('accepts $query.score $query.value', ({ query, value }) => {
    expect(bandLookupQuerySchema.parse(query)).toEqual({ score: query.score, value })
  })

  it.each([
    { query: { score: 'pasi', value: '72.1' }, code: 'too_big' },
    { query: { score: 'pasi', value: '-1' }, code: 'too_small' },
    { query: { score: 'pasi', value: '10.05' }, code: 'not_multiple_of' },
    { query: { score: 'dlqi', value: '10.5' }, code: 'invalid_type' },
    { query: { score: 'bsa', value: '' }, code: 'invalid_format' },
    { query: { score: 'bsa', value: 'abc' }, code: 'invalid_format' },
    { query: { score: 'bsa', value: '1e3' }, code: 'invalid_format' },
  ])('rejects $query.score "$query.value" at value ($code)', ({ query, code }) => {
    const result = bandLookupQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path, issue.code])).toEqual([
      [['value'], code],
    ])
  })

  it('rejects a score without one-axis bands', () => {
    for (const score of ['napsi', 'napsi-long', 'eular-response', 'iga-response', 'x']) {
      expect(bandLookupQuerySchema.safeParse({ score, value: '1' }).success).toBe(false)
    }
  })
})

describe('psoriasis severity schemas', () => {
  it('take an optional rule set of the presets', () => {
    const body = { pasi: 12.4, bsa: 8, dlqi: 11 }
    expect(psoriasisSeverityRequestSchema.safeParse(body).success).toBe(true)
    expect(
      psoriasisSeverityRequestSchema.safeParse({ ...body, ruleSet: 'czech-sukl-unverified' })
        .success,
    ).toBe(true)
    expect(psoriasisSeverityRequestSchema.safeParse({ ...body, ruleSet: 'sukl' }).success).toBe(
      false,
    )
    expect(psoriasisSeverityRequestSchema.safeParse({ ...body, pasi: 12.45 }).success).toBe(false)
  })

  it('describe every preset as data', () => {
    const parsed = severityRuleSetListSchema.parse({ items: severityRuleSets })
    expect(parsed.items.map((set) => [set.id, set.verified])).toEqual([
      ['rule-of-tens', true],
      ['european-consensus', true],
      ['czech-sukl-unverified', false],
    ])
  })
})

describe('strict score input schemas', () => {
  it('accept every score’s valid input as it is', () => {
    for (const id of scoreIds) {
      const parsed = strictScoreInputSchema(id).safeParse(examples[id])
      expect(parsed.success, id).toBe(true)
      expect(parsed.data, id).toEqual(examples[id])
    }
  })

  it('refuse a key the score does not know, at the top, in a group and in a list item', () => {
    const unknownKeyPaths = (id: ScoreId, input: unknown) =>
      strictScoreInputSchema(id)
        .safeParse(input)
        .error?.issues.filter((issue) => issue.code === 'unrecognized_keys')
        .map((issue) => issue.path.join('.'))
    expect(unknownKeyPaths('iga', { grade: 3, note: 'x' })).toEqual([''])
    expect(unknownKeyPaths('pasi', { ...examples.pasi, head: { ...region, x: 1 } })).toEqual([
      'head',
    ])
    expect(unknownKeyPaths('napsi', { nails: [{ matrix: 2, bed: 1, colour: 'x' }] })).toEqual([
      'nails.0',
    ])
    // The public calculator schemas still drop such keys.
    expect(scoreInputSchemas.iga.safeParse({ grade: 3, note: 'x' }).data).toEqual({ grade: 3 })
  })

  it('keep the cross-field checks of their score', () => {
    // q7b follows only a "no" to q7.
    const dlqi = { ...examples.dlqi, q7: 'yes', q7b: 'a_little' }
    const issues = strictScoreInputSchema('dlqi').safeParse(dlqi).error?.issues ?? []
    expect(issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['q7b', 'custom']])
  })
})
