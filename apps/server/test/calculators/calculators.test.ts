import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { scoreCatalogueSchema, scoreIds, scoreResultSchema } from '@konzilium/contract/calculators'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

let nextIp = 1
/** Each test calls from its own address, so the per-IP limit of one test never touches another. */
const freshIp = () => `198.51.100.${nextIp++}`

function compute(
  score: string,
  payload: unknown,
  options: { ip?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/scores/${score}`,
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
  })
}

// One valid input per score, with its result computed by hand from the published formula.
const examples: Record<
  string,
  { input: unknown; display: number; band: string | null; version: string }
> = {
  pasi: {
    input: {
      head: { erythema: 2, induration: 2, desquamation: 1, area: 2 },
      upperLimbs: { erythema: 2, induration: 1, desquamation: 1, area: 3 },
      trunk: { erythema: 3, induration: 2, desquamation: 2, area: 2 },
      lowerLimbs: { erythema: 2, induration: 2, desquamation: 2, area: 3 },
    },
    // 0.1*5*2 + 0.2*4*3 + 0.3*7*2 + 0.4*6*3 = 1 + 2.4 + 4.2 + 7.2
    display: 14.8,
    band: 'severe',
    version: 'pasi@1',
  },
  'das28-crp': {
    input: { tjc28: 6, sjc28: 4, crpMgPerL: 12, patientGlobalMm: 55 },
    // 0.56*sqrt(6) + 0.28*sqrt(4) + 0.36*ln(12+1) + 0.014*55 + 0.96 = 1.372 + 0.56 + 0.923 + 0.77 + 0.96
    display: 4.59,
    band: 'moderate',
    version: 'das28-crp@1',
  },
  cdai: {
    input: { tjc28: 6, sjc28: 4, patientGlobal: 5.5, evaluatorGlobal: 4 },
    display: 19.5,
    band: 'moderate',
    version: 'cdai@1',
  },
  'pasi-percent': {
    input: {
      head: { erythema: 2, induration: 2, desquamation: 1, areaPercent: 9.5 }, // <10 % → 1
      upperLimbs: { erythema: 2, induration: 1, desquamation: 1, areaPercent: 30 }, // → 3
      trunk: { erythema: 3, induration: 2, desquamation: 2, areaPercent: 10 }, // → 2
      lowerLimbs: { erythema: 2, induration: 2, desquamation: 2, areaPercent: 49.9 }, // → 3
    },
    // 0.1*5*1 + 0.2*4*3 + 0.3*7*2 + 0.4*6*3 = 0.5 + 2.4 + 4.2 + 7.2
    display: 14.3,
    band: 'severe',
    version: 'pasi-percent@1',
  },
  'napsi-long': {
    input: {
      nails: [
        {
          pitting: 4,
          leukonychia: 1,
          lunulaRedSpots: 0,
          crumbling: 2,
          onycholysis: 3,
          splinterHaemorrhages: 0,
          oilDrop: 1,
          hyperkeratosis: 4,
        },
        {
          pitting: 1,
          leukonychia: 0,
          lunulaRedSpots: 0,
          crumbling: 0,
          onycholysis: 0,
          splinterHaemorrhages: 2,
          oilDrop: 0,
          hyperkeratosis: 0,
        },
      ],
    },
    // 15 + 3: every feature in every quadrant counts
    display: 18,
    band: null,
    version: 'napsi-long@1',
  },
  basdai: {
    input: { q1: 5, q2: 6, q3: 4, q4: 3, q5: 6, q6: 4 },
    display: 4.6,
    band: 'active',
    version: 'basdai@1',
  },
}

describe('POST /api/scores/{score}', () => {
  it.each(Object.entries(examples))(
    'computes %s with the shared package',
    async (score, example) => {
      const response = await compute(score, example.input)
      expect(response.statusCode).toBe(200)
      const result = scoreResultSchema.parse(response.json())
      expect(result).toMatchObject({
        display: example.display,
        band: example.band,
        version: example.version,
      })
    },
  )

  it('answers every listed score', async () => {
    const catalogue = scoreCatalogueSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/scores', remoteAddress: freshIp() })).json(),
    )
    expect(catalogue.items.map((item) => item.id)).toEqual([...scoreIds])
    // An empty body is a validation error for every score: each route validates with its own schema.
    for (const id of scoreIds) {
      const response = await compute(id, {})
      expect(response.statusCode, id).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json()).code, id).toBe('VALIDATION_FAILED')
    }
  })

  it('names every offending field with its limits, in Czech by default', async () => {
    const response = await compute('das28-crp', { tjc28: 29, sjc28: 2.5, crpMgPerL: -1 })
    expect(response.statusCode).toBe(400)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body.statusMessage).toBe('Zkontrolujte zadané údaje.')
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'tjc28', message: 'Musí být nejvýše 28.' },
        { path: 'sjc28', message: 'Zadejte celé číslo.' },
        { path: 'crpMgPerL', message: 'Musí být alespoň 0.' },
        { path: 'patientGlobalMm', message: 'Vyplňte toto pole.' },
      ]),
    )
  })

  it('words cross-field rules in the caller language (DLQI question 7)', async () => {
    const answers = { q1: 1, q2: 1, q3: 0, q4: 2, q5: 1, q6: 0, q8: 1, q9: 0, q10: 1 }
    const response = await compute(
      'dlqi',
      { ...answers, q7: 'yes', q7b: 'a_lot' },
      { language: 'en' },
    )
    expect(response.statusCode).toBe(400)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body.statusMessage).toBe('Please check the highlighted fields.')
    expect(body.issues).toContainEqual({
      path: 'q7b',
      message: 'This answer does not apply given the previous answer; leave it empty.',
    })
  })

  it('rejects wrong types and non-JSON without computing, never clamping', async () => {
    const text = await compute('bsa', { percent: '12' })
    expect(text.statusCode).toBe(400)
    const tooBig = await compute('bsa', { percent: 100.5 })
    expect(errorEnvelopeSchema.parse(tooBig.json()).issues?.[0]?.path).toBe('percent')
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/scores/bsa',
      payload: '{"percent":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    })
    expect(malformed.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(malformed.json()).code).toBe('MALFORMED_BODY')
  })

  it('answers an unknown score with 404', async () => {
    const response = await compute('not-a-score', {})
    expect(response.statusCode).toBe(404)
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND')
  })
})

describe('GET /api/scores', () => {
  it('lists each score with version, source, bands and a JSON schema of its input', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/scores',
      remoteAddress: freshIp(),
    })
    expect(response.statusCode).toBe(200)
    const das28 = scoreCatalogueSchema
      .parse(response.json())
      .items.find((item) => item.id === 'das28-crp')
    expect(das28).toMatchObject({
      version: 'das28-crp@1',
      decimals: 2,
      bandIds: ['remission', 'low', 'moderate', 'high'],
    })
    expect(das28?.source).toMatch(/Prevoo|DAS28/)
    expect(das28?.bands?.steps.map((step) => step.upTo)).toEqual([2.6, 3.2, 5.1])
    expect(das28?.inputSchema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['tjc28', 'sjc28']) as unknown,
    })
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After past 120 calls a minute from one address, also for invalid bodies', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 120; i++) {
      const response = await compute('bsa', i % 2 ? { percent: 5 } : { percent: -1 }, { ip })
      expect(response.statusCode, `call ${i + 1}`).not.toBe(429)
    }
    const limited = await compute('bsa', { percent: 5 }, { ip })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(errorEnvelopeSchema.parse(limited.json())).toMatchObject({ code: 'RATE_LIMITED' })
    // Other callers are not affected.
    expect((await compute('bsa', { percent: 5 })).statusCode).toBe(200)
    t.clock.advance(61)
    expect((await compute('bsa', { percent: 5 }, { ip })).statusCode).toBe(200)
  })
})
