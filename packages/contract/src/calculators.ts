import {
  allScoreBandIds,
  bandLookupScoreIds,
  bandLookupValueField,
  fieldMessage,
  psoriasisSeverityFields,
  severityBandIds,
  severityRuleSetIds,
  scoreIds as scoreIdsOfScores,
  scoreIssueCodes,
  scoreRegistry,
} from '@konzilium/scores'
import type {
  CrossFieldCheck,
  FieldSpec,
  FieldSpecs,
  PsoriasisSeverityInput as SeverityInputOfScores,
  ScoreId as ScoreIdOfScores,
  ScoreInputs,
  SeverityCondition,
} from '@konzilium/scores'
import { z } from 'zod'

/**
 * zod input schemas of the clinical scores, built from the field metadata of @konzilium/scores
 * (ranges, steps, units, required): nothing here restates a range. Forms, the score API and the
 * OpenAPI document share them. Issue paths are the field names (`tjc28`, `head.erythema`,
 * `nails.3.bed`), and every issue of a field carries the same English message as the calculator's
 * own validation; custom (cross-field) issues carry the calculator's issue `code` in `params.code`.
 */

function numberSchema(spec: Extract<FieldSpec, { kind: 'number' }>): z.ZodType {
  const error = fieldMessage(spec)
  let schema = z.number({ error }).min(spec.min, { error }).max(spec.max, { error })
  if (spec.step === 1) schema = schema.int({ error })
  else if (spec.step !== undefined) schema = schema.multipleOf(spec.step, { error })
  return schema.meta({ description: `Unit: ${spec.unit}` })
}

function fieldSchema(spec: FieldSpec, strict: boolean): z.ZodType {
  const error = fieldMessage(spec)
  const schema = ((): z.ZodType => {
    switch (spec.kind) {
      case 'number':
        return numberSchema(spec)
      case 'choice':
        return z.enum(spec.options as [string, ...string[]], { error })
      case 'boolean':
        return z.boolean({ error })
      case 'group':
        return objectSchema(spec.fields, strict)
      case 'list':
        return z
          .array(objectSchema(spec.item, strict), { error })
          .min(spec.minItems, { error })
          .max(spec.maxItems, { error })
    }
  })()
  // An unanswered optional field may be absent or null: JSON and forms have no `undefined`.
  return spec.required ? schema : schema.nullish()
}

/** `strict`: a key the score does not know is refused instead of dropped. */
function objectSchema(fields: FieldSpecs, strict = false): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec, strict)]),
  )
  return strict
    ? z.strictObject(shape, { error: 'Expected an object.' })
    : z.object(shape, { error: 'Expected an object.' })
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const toPathSegment = (segment: string): string | number =>
  /^\d+$/.test(segment) ? Number(segment) : segment

/**
 * The schema of one score. The static type is the calculator's input type, asserted once here:
 * the runtime schema is generated from the same metadata that type is derived from, and
 * scores.test.ts checks that both accept and reject the same inputs.
 */
function inputSchemaFrom<T>(
  fields: FieldSpecs,
  crossFieldCheck: CrossFieldCheck | null,
  strict = false,
): z.ZodType<T> {
  const schema = objectSchema(fields, strict)
  if (crossFieldCheck === null) return schema as unknown as z.ZodType<T>
  const refined = schema.superRefine(
    (value, ctx) => {
      // Runs even when single fields failed (`when`), so a form sees every problem at once,
      // as the calculator reports them.
      if (!isRecord(value)) return
      for (const issue of crossFieldCheck(value)) {
        ctx.addIssue({
          code: 'custom',
          path: issue.path.split('.').map(toPathSegment),
          message: issue.message,
          params: { code: issue.code },
        })
      }
    },
    { when: () => true },
  )
  return refined as unknown as z.ZodType<T>
}

function scoreInputSchema<K extends ScoreIdOfScores>(
  id: K,
  strict = false,
): z.ZodType<ScoreInputs[K]> {
  const entry = scoreRegistry[id]
  return inputSchemaFrom<ScoreInputs[K]>(entry.definition.fields, entry.crossFieldCheck, strict)
}

const strictSchemas = new Map<ScoreIdOfScores, z.ZodType>()

/**
 * The input schema of a score that refuses unknown keys at every depth: for inputs that are
 * stored (a referral's indication), where a dropped key would hide a client's mistake and a kept
 * one would store whatever a caller sends. Built on first use, as few callers need it.
 */
export function strictScoreInputSchema<K extends ScoreIdOfScores>(
  id: K,
): z.ZodType<ScoreInputs[K]> {
  let schema = strictSchemas.get(id)
  if (!schema) {
    schema = scoreInputSchema(id, true)
    strictSchemas.set(id, schema)
  }
  return schema as z.ZodType<ScoreInputs[K]>
}

export const scoreIdSchema = z.enum(scoreIdsOfScores)
export type ScoreId = z.infer<typeof scoreIdSchema>
/** Every score id, in the order the index page lists them. */
export const scoreIds = scoreIdSchema.options

// Dermatology
export const pasiInputSchema = scoreInputSchema('pasi')
export type PasiInput = z.infer<typeof pasiInputSchema>
/** PASI with each region's area as the % of the region (converted to the 0–6 area score). */
export const pasiPercentInputSchema = scoreInputSchema('pasi-percent')
export type PasiPercentInput = z.infer<typeof pasiPercentInputSchema>
export const bsaInputSchema = scoreInputSchema('bsa')
export type BsaInput = z.infer<typeof bsaInputSchema>
export const dlqiInputSchema = scoreInputSchema('dlqi')
export type DlqiInput = z.infer<typeof dlqiInputSchema>
export const igaInputSchema = scoreInputSchema('iga')
export type IgaInput = z.infer<typeof igaInputSchema>
export const spgaInputSchema = scoreInputSchema('spga')
export type SpgaInput = z.infer<typeof spgaInputSchema>
export const napsiInputSchema = scoreInputSchema('napsi')
export type NapsiInput = z.infer<typeof napsiInputSchema>
/** NAPSI long form: 8 features × 4 quadrants, 0–32 per nail. */
export const napsiLongInputSchema = scoreInputSchema('napsi-long')
export type NapsiLongInput = z.infer<typeof napsiLongInputSchema>
export const pasiResponseInputSchema = scoreInputSchema('pasi-response')
export type PasiResponseInput = z.infer<typeof pasiResponseInputSchema>
export const igaResponseInputSchema = scoreInputSchema('iga-response')
export type IgaResponseInput = z.infer<typeof igaResponseInputSchema>

// Rheumatology
export const das28EsrInputSchema = scoreInputSchema('das28-esr')
export type Das28EsrInput = z.infer<typeof das28EsrInputSchema>
export const das28Esr3vInputSchema = scoreInputSchema('das28-esr-3v')
export type Das28Esr3vInput = z.infer<typeof das28Esr3vInputSchema>
export const das28CrpInputSchema = scoreInputSchema('das28-crp')
export type Das28CrpInput = z.infer<typeof das28CrpInputSchema>
export const das28Crp3vInputSchema = scoreInputSchema('das28-crp-3v')
export type Das28Crp3vInput = z.infer<typeof das28Crp3vInputSchema>
export const cdaiInputSchema = scoreInputSchema('cdai')
export type CdaiInput = z.infer<typeof cdaiInputSchema>
export const sdaiInputSchema = scoreInputSchema('sdai')
export type SdaiInput = z.infer<typeof sdaiInputSchema>
export const dapsaInputSchema = scoreInputSchema('dapsa')
export type DapsaInput = z.infer<typeof dapsaInputSchema>
export const basdaiInputSchema = scoreInputSchema('basdai')
export type BasdaiInput = z.infer<typeof basdaiInputSchema>
export const asdasCrpInputSchema = scoreInputSchema('asdas-crp')
export type AsdasCrpInput = z.infer<typeof asdasCrpInputSchema>
export const asdasEsrInputSchema = scoreInputSchema('asdas-esr')
export type AsdasEsrInput = z.infer<typeof asdasEsrInputSchema>
export const eularResponseInputSchema = scoreInputSchema('eular-response')
export type EularResponseInput = z.infer<typeof eularResponseInputSchema>

/** Score id → input schema, for `POST /api/scores/{score}` and `GET /api/scores`. */
export const scoreInputSchemas = {
  pasi: pasiInputSchema,
  'pasi-percent': pasiPercentInputSchema,
  bsa: bsaInputSchema,
  dlqi: dlqiInputSchema,
  iga: igaInputSchema,
  spga: spgaInputSchema,
  napsi: napsiInputSchema,
  'napsi-long': napsiLongInputSchema,
  'pasi-response': pasiResponseInputSchema,
  'iga-response': igaResponseInputSchema,
  'das28-esr': das28EsrInputSchema,
  'das28-esr-3v': das28Esr3vInputSchema,
  'das28-crp': das28CrpInputSchema,
  'das28-crp-3v': das28Crp3vInputSchema,
  cdai: cdaiInputSchema,
  sdai: sdaiInputSchema,
  dapsa: dapsaInputSchema,
  basdai: basdaiInputSchema,
  'asdas-crp': asdasCrpInputSchema,
  'asdas-esr': asdasEsrInputSchema,
  'eular-response': eularResponseInputSchema,
} as const satisfies { readonly [K in ScoreId]: z.ZodType<ScoreInputs[K]> }

/** Psoriasis severity (rule of tens, European consensus): a rule over displayed scores. */
export const psoriasisSeverityInputSchema = inputSchemaFrom<SeverityInputOfScores>(
  psoriasisSeverityFields,
  null,
)
export type PsoriasisSeverityInput = z.infer<typeof psoriasisSeverityInputSchema>

/** What every score answers (ADR 005): exact value, displayed value, band read from it, version. */
export const scoreResultSchema = z.object({
  value: z.number(),
  /** Rounded to the score's precision; formatting (decimal comma) is the UI's job. */
  display: z.number(),
  /** Band id from the displayed value; null for scores without bands (NAPSI). */
  band: z.enum(allScoreBandIds as [string, ...string[]]).nullable(),
  /** Formula version, e.g. `das28-crp@1`; stored with the inputs so a result can be recomputed. */
  version: z.string().regex(/^[a-z0-9-]+@\d+$/),
})
export type ScoreResult = z.infer<typeof scoreResultSchema>

/**
 * The inputs of one score. Only the inputs: whatever result a client sends is dropped by the
 * schema, and the server computes the result itself with `@konzilium/scores`. The input is read
 * by the named score's strict schema on the server (`strictScoreInputSchema`), so its type here
 * stays open and the form may build it field by field.
 */
export const scoreInputEntrySchema = z.object({
  score: scoreIdSchema,
  input: z.unknown().meta({
    description:
      "The score's input as its input schema in GET /api/scores describes it; a key the score " +
      'does not know is refused (400), at any depth.',
  }),
})

/** A score as stored: its inputs, the server's result and the formula version in it. */
export const storedScoreSchema = z.object({
  score: scoreIdSchema,
  input: z.unknown(),
  result: scoreResultSchema,
})
export type StoredScore = z.infer<typeof storedScoreSchema>

/** One field problem as the calculators report it; the UI translates by `code`. */
export const scoreIssueSchema = z.object({
  path: z.string(),
  code: z.enum(scoreIssueCodes),
  message: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  options: z.array(z.string()).optional(),
})
export type ScoreIssue = z.infer<typeof scoreIssueSchema>

const bandScaleSchema = z.object({
  steps: z.array(z.object({ band: z.string(), upTo: z.number(), inclusive: z.boolean() })),
  top: z.string(),
})

/** One entry of `GET /api/scores`: what a client needs to build a form and explain a result. */
export const scoreCatalogueEntrySchema = z.object({
  id: scoreIdSchema,
  version: z.string(),
  decimals: z.number().int(),
  source: z.string(),
  bandIds: z.array(z.string()),
  /** Thresholds on one axis, lowest first; null for rule- or matrix-based bands. */
  bands: bandScaleSchema.nullable(),
  /** JSON Schema of the input body of `POST /api/scores/{id}`. */
  inputSchema: z.record(z.string(), z.unknown()),
})
export type ScoreCatalogueEntry = z.infer<typeof scoreCatalogueEntrySchema>

export const scoreCatalogueSchema = z.object({ items: z.array(scoreCatalogueEntrySchema) })
export type ScoreCatalogue = z.infer<typeof scoreCatalogueSchema>

/** Scores whose band follows from their value alone (`GET /api/scores/bands`). */
export const bandLookupScoreIdSchema = z.enum(bandLookupScoreIds)
export type BandLookupScoreId = z.infer<typeof bandLookupScoreIdSchema>

const valueSchemas = Object.fromEntries(
  bandLookupScoreIds.map((id) => [id, numberSchema(bandLookupValueField(id))]),
) as Record<BandLookupScoreId, z.ZodType>

const decimalPattern = /^-?\d+(\.\d+)?$/

/**
 * `?score=das28-crp&value=3.21`: a value computed elsewhere, as displayed (a point, no more
 * decimals than the score shows), within the range the score can take.
 */
export const bandLookupQuerySchema = z
  .object({
    score: bandLookupScoreIdSchema,
    value: z
      .string({ error: 'Expected a number.' })
      .trim()
      .regex(decimalPattern, { error: 'Expected a number.' })
      .transform(Number),
  })
  .superRefine((query, ctx) => {
    // Runs even when `value` already failed as text; that issue is enough.
    if (typeof query.value !== 'number') return
    const checked = valueSchemas[query.score].safeParse(query.value)
    if (checked.success) return
    for (const issue of checked.error.issues) {
      ctx.addIssue({ ...issue, path: ['value', ...issue.path] })
    }
  })
export type BandLookupQuery = z.input<typeof bandLookupQuerySchema>

/** The band of the value, and the thresholds it was read from. */
export const bandLookupSchema = z.object({
  score: bandLookupScoreIdSchema,
  value: z.number(),
  band: z.string(),
  bands: bandScaleSchema,
  /** Version of the score whose bands were used. */
  version: z.string(),
})
export type BandLookupResult = z.infer<typeof bandLookupSchema>

export const severityRuleSetIdSchema = z.enum(severityRuleSetIds)
export type SeverityRuleSetId = z.infer<typeof severityRuleSetIdSchema>

/** Displayed PASI, BSA and DLQI (and upgrade criteria); one rule set, or every preset if none. */
export const psoriasisSeverityRequestSchema = objectSchema(psoriasisSeverityFields).extend({
  ruleSet: severityRuleSetIdSchema.optional(),
}) as unknown as z.ZodType<PsoriasisSeverityRequest, PsoriasisSeverityRequest>
export type PsoriasisSeverityRequest = SeverityInputOfScores & {
  ruleSet?: SeverityRuleSetId | undefined
}

export const severityAssessmentSchema = z.object({
  ruleSetId: severityRuleSetIdSchema,
  version: z.string(),
  /** False for a preset whose thresholds could not be checked (the Czech one): say so. */
  verified: z.boolean(),
  band: z.enum(severityBandIds as [string, ...string[]]),
  /** The rule that decided; null when the rule set's `otherwise` applied. */
  matchedRuleId: z.string().nullable(),
})
export const psoriasisSeverityAnswerSchema = z.object({
  items: z.array(severityAssessmentSchema),
})
export type PsoriasisSeverityAnswer = z.infer<typeof psoriasisSeverityAnswerSchema>

const severityConditionSchema: z.ZodType<SeverityCondition> = z.lazy(() =>
  z.union([
    z.object({
      kind: z.literal('compare'),
      metric: z.enum(['pasi', 'bsa', 'dlqi']),
      comparator: z.enum(['>', '>=', '<', '<=']),
      threshold: z.number(),
    }),
    z.object({ kind: z.literal('flag'), flag: z.literal('upgradeCriteria') }),
    z.object({ kind: z.literal('all'), conditions: z.array(severityConditionSchema) }),
    z.object({ kind: z.literal('any'), conditions: z.array(severityConditionSchema) }),
  ]),
)

/** A rule set as data: ordered rules (first match wins), then `otherwise`. */
export const severityRuleSetSchema = z.object({
  id: severityRuleSetIdSchema,
  version: z.string(),
  source: z.string(),
  verified: z.boolean(),
  bandIds: z.array(z.string()),
  rules: z.array(z.object({ id: z.string(), band: z.string(), when: severityConditionSchema })),
  otherwise: z.string(),
})
export const severityRuleSetListSchema = z.object({ items: z.array(severityRuleSetSchema) })
export type SeverityRuleSetList = z.infer<typeof severityRuleSetListSchema>
