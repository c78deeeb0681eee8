import { scoreIds, scoreRegistry, type ScoreId, type ScoreInputs } from '@konzilium/scores'
import type { z } from 'zod'
import { defineEndpoint, type Endpoint } from '../endpoint'
import type { scoreResultSchema } from '../calculators'

const scores = () => import('../calculators')
const tag = 'calculators'

type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>

/** The entry name of `POST /api/scores/<id>`: `das28-esr-3v` → `computeDas28Esr3v`. */
export type ComputeScoreName<K extends ScoreId> = `compute${PascalCase<K>}`

export function computeScoreName<K extends ScoreId>(id: K): ComputeScoreName<K> {
  const pascal = id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
  return `compute${pascal}` as ComputeScoreName<K>
}

/**
 * The schemas of one score's endpoint: its own input body, the one result shape. The body is
 * typed as the calculator's input both ways (a caller sends exactly that; the schema, generated
 * from the same metadata, does not transform it).
 */
export type ComputeScoreSchemas<K extends ScoreId> = {
  body: z.ZodType<ScoreInputs[K], ScoreInputs[K]>
  response: typeof scoreResultSchema
}

type ComputeScoreEndpoints = {
  [K in ScoreId as ComputeScoreName<K>]: Endpoint<ComputeScoreSchemas<K>>
}

function computeScoreEndpoint<K extends ScoreId>(id: K): Endpoint<ComputeScoreSchemas<K>> {
  return defineEndpoint({
    method: 'POST',
    path: `/api/scores/${id}`,
    summary: `Compute ${id.toUpperCase()}`,
    description: scoreRegistry[id].definition.source,
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      scores().then((m) => ({
        body: m.scoreInputSchemas[id] as ComputeScoreSchemas<K>['body'],
        response: m.scoreResultSchema,
      })),
  })
}

const computeScoreEndpoints = Object.fromEntries(
  scoreIds.map((id) => [computeScoreName(id), computeScoreEndpoint(id)]),
) as ComputeScoreEndpoints

/**
 * Public score endpoints: the catalogue, and one `POST /api/scores/<id>` per score, so each
 * validates with its own schema and the OpenAPI document shows every input.
 */
export const calculatorsEndpoints = {
  listScores: defineEndpoint({
    method: 'GET',
    path: '/api/scores',
    summary: 'Available clinical scores with their input schemas, bands and sources',
    tag,
    auth: 'public',
    access: 'public',
    errors: [429],
    schemas: () => scores().then((m) => ({ response: m.scoreCatalogueSchema })),
  }),
  lookupScoreBand: defineEndpoint({
    method: 'GET',
    path: '/api/scores/bands',
    summary: 'The band of a score value computed elsewhere, with the thresholds used',
    description:
      'The value as displayed (decimal point, no more decimals than the score shows), within the ' +
      "range the score can take; bands are read from it exactly as the score's calculator does.",
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      scores().then((m) => ({ query: m.bandLookupQuerySchema, response: m.bandLookupSchema })),
  }),
  listSeverityRuleSets: defineEndpoint({
    method: 'GET',
    path: '/api/scores/psoriasis-severity/rule-sets',
    summary: 'Psoriasis severity rule sets (Rule of Tens, European consensus, unverified Czech)',
    tag,
    auth: 'public',
    access: 'public',
    errors: [429],
    schemas: () => scores().then((m) => ({ response: m.severityRuleSetListSchema })),
  }),
  assessPsoriasisSeverity: defineEndpoint({
    method: 'POST',
    path: '/api/scores/psoriasis-severity',
    summary: 'Psoriasis severity from displayed PASI, BSA and DLQI under one or every rule set',
    description:
      'Rule sets are data (GET /api/scores/psoriasis-severity/rule-sets); a preset with ' +
      '`verified: false` could not be checked against its primary source.',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      scores().then((m) => ({
        body: m.psoriasisSeverityRequestSchema,
        response: m.psoriasisSeverityAnswerSchema,
      })),
  }),
  ...computeScoreEndpoints,
}
