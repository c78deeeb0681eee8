import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  bandLookupSchema,
  psoriasisSeverityAnswerSchema,
  severityRuleSetListSchema,
} from '@konzilium/contract/calculators'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

let nextIp = 1
const freshIp = () => `198.51.100.${100 + nextIp++}`

function lookup(query: string, options: { ip?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/scores/bands?${query}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
  })
}

function assess(payload: unknown, options: { ip?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/scores/psoriasis-severity',
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
  })
}

describe('GET /api/scores/bands', () => {
  it.each([
    { query: 'score=pasi&value=10', band: 'not_severe' },
    { query: 'score=pasi&value=10.1', band: 'severe' },
    { query: 'score=bsa&value=0', band: 'clear' },
    { query: 'score=bsa&value=3', band: 'moderate' },
    { query: 'score=dlqi&value=11', band: 'very_large' },
    { query: 'score=das28-crp&value=3.21', band: 'moderate' },
    { query: 'score=asdas-crp&value=3.5', band: 'high' },
    { query: 'score=pasi-response&value=-12.5', band: 'below_pasi50' },
  ])('$query → $band', async ({ query, band }) => {
    const response = await lookup(query)
    expect(response.statusCode).toBe(200)
    const body = bandLookupSchema.parse(response.json())
    expect(body.band).toBe(band)
  })

  it('answers the thresholds and the version it used', async () => {
    const body = bandLookupSchema.parse((await lookup('score=das28-esr&value=2.6')).json())
    expect(body).toEqual({
      score: 'das28-esr',
      value: 2.6,
      band: 'low',
      bands: {
        steps: [
          { band: 'remission', upTo: 2.6, inclusive: false },
          { band: 'low', upTo: 3.2, inclusive: true },
          { band: 'moderate', upTo: 5.1, inclusive: true },
        ],
        top: 'high',
      },
      version: 'das28-esr@1',
    })
  })

  it.each([
    { query: 'score=pasi&value=72.1', message: 'Must be at most 72.' },
    { query: 'score=pasi&value=-0.1', message: 'Must be at least 0.' },
    { query: 'score=dlqi&value=10.5', message: 'Enter a whole number.' },
    { query: 'score=bsa&value=abc', message: undefined },
    { query: 'score=bsa&value=', message: undefined },
    { query: 'score=bsa', message: undefined },
  ])('rejects $query at value', async ({ query, message }) => {
    const response = await lookup(query, { language: 'en' })
    expect(response.statusCode).toBe(400)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues?.map((issue) => issue.path)).toEqual(['value'])
    if (message) expect(body.issues?.[0]?.message).toBe(message)
  })

  it('rejects a value with more decimals than the score shows (bands read the displayed value)', async () => {
    const response = await lookup('score=das28-crp&value=3.205')
    expect(response.statusCode).toBe(400)
  })

  it.each(['napsi', 'eular-response', 'iga-response', 'unknown'])(
    'rejects score=%s, which has no one-axis bands',
    async (score) => {
      const response = await lookup(`score=${score}&value=1`)
      expect(response.statusCode).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json()).issues?.[0]?.path).toBe('score')
    },
  )
})

describe('psoriasis severity', () => {
  it('lists the presets as data, the Czech one unverified', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/scores/psoriasis-severity/rule-sets',
      remoteAddress: freshIp(),
    })
    expect(response.statusCode).toBe(200)
    const { items } = severityRuleSetListSchema.parse(response.json())
    expect(items.map((set) => [set.id, set.verified])).toEqual([
      ['rule-of-tens', true],
      ['european-consensus', true],
      ['czech-sukl-unverified', false],
    ])
    expect(items[0]?.rules[0]?.when).toMatchObject({ kind: 'any' })
  })

  it('assesses under every preset when no rule set is named', async () => {
    const response = await assess({ pasi: 12.4, bsa: 8, dlqi: 4 })
    expect(response.statusCode).toBe(200)
    const { items } = psoriasisSeverityAnswerSchema.parse(response.json())
    expect(items).toEqual([
      {
        ruleSetId: 'rule-of-tens',
        version: 'rule-of-tens@1',
        verified: true,
        band: 'severe',
        matchedRuleId: 'any-over-10',
      },
      {
        ruleSetId: 'european-consensus',
        version: 'european-consensus@1',
        verified: true,
        band: 'unclassified',
        matchedRuleId: null,
      },
      {
        ruleSetId: 'czech-sukl-unverified',
        version: 'czech-sukl-unverified@1',
        verified: false,
        band: 'meets_pasi_criterion',
        matchedRuleId: 'pasi-over-10',
      },
    ])
  })

  it('assesses under the named rule set only, upgrade criteria included', async () => {
    const response = await assess({
      pasi: 3,
      bsa: 2,
      dlqi: 4,
      upgradeCriteria: true,
      ruleSet: 'european-consensus',
    })
    const { items } = psoriasisSeverityAnswerSchema.parse(response.json())
    expect(items).toEqual([
      expect.objectContaining({ band: 'moderate_to_severe', matchedRuleId: 'mild-upgraded' }),
    ])
  })

  it('rejects undisplayed values and unknown rule sets, naming each field', async () => {
    const response = await assess({ pasi: 10.04, bsa: 101, ruleSet: 'sukl' }, { language: 'en' })
    expect(response.statusCode).toBe(400)
    const paths = errorEnvelopeSchema.parse(response.json()).issues?.map((issue) => issue.path)
    expect(paths).toEqual(expect.arrayContaining(['pasi', 'bsa', 'dlqi', 'ruleSet']))
  })

  it('shares the score routes rate limit', async () => {
    const ip = '203.0.113.88'
    for (let i = 0; i < 120; i++) {
      const response = i % 2 ? await lookup('score=bsa&value=5', { ip }) : await assess({}, { ip })
      expect(response.statusCode, `call ${i + 1}`).not.toBe(429)
    }
    expect((await lookup('score=bsa&value=5', { ip })).statusCode).toBe(429)
    expect((await assess({ pasi: 1, bsa: 1, dlqi: 1 }, { ip })).statusCode).toBe(429)
  })
})
