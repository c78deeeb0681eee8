import { z } from 'zod'
import { chartScoreIds, type ChartScoreId } from '@konzilium/scores/score-series'
import { registerCustomMessages } from './validation-messages'

/**
 * The patient's chart: each score's saved values over time with its bands, the treatment periods
 * and the response markers (PASI 50/75/90/100, EULAR response, ASDAS improvement, IGA success),
 * all computed by `@konzilium/scores` (score-series.ts) from the saved examinations.
 */
export { chartScoreIds, type ChartScoreId }

registerCustomMessages({
  'charts.scoresInvalid': {
    cs: 'Vyberte skóre ze seznamu (např. pasi, dlqi, das28-crp).',
    en: 'Choose scores from the list (e.g. pasi, dlqi, das28-crp).',
  },
  'charts.dateInvalid': {
    cs: 'Zadejte skutečné datum ve tvaru RRRR-MM-DD.',
    en: 'Enter a real date as YYYY-MM-DD.',
  },
  'charts.rangeReversed': {
    cs: 'Začátek období musí být nejpozději v den jeho konce.',
    en: 'The period must start on or before its end.',
  },
})

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day as `YYYY-MM-DD` (2024-02-30 is refused, not moved to March). */
export function isCalendarDay(value: string): boolean {
  if (!isoDay.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const daySchema = z.string().trim().refine(isCalendarDay, { error: 'charts.dateInvalid' })

const chartScoreSchema = z.enum(chartScoreIds, { error: 'charts.scoresInvalid' })

/** `scores=pasi,dlqi`: a comma-separated list; absent or empty means every score. */
const scoresSchema = z
  .string()
  .max(400)
  .transform((value) => [...new Set(value.split(',').filter((score) => score !== ''))])
  .pipe(z.array(chartScoreSchema).max(chartScoreIds.length))

/** `GET /api/charts/chart1`: whose chart, which scores, which days (both ends included). */
export const chartQuerySchema = z
  .object({
    patient: z.uuid(),
    scores: scoresSchema.optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'charts.rangeReversed' })
    }
  })
export type ChartQuery = z.infer<typeof chartQuerySchema>

const bandScaleSchema = z.object({
  steps: z.array(z.object({ band: z.string(), upTo: z.number(), inclusive: z.boolean() })),
  top: z.string(),
})

export const treatmentPeriodSchema = z.object({
  drug: z.string(),
  kind: z.string(),
  start: z.string(),
  stop: z.string().nullable(),
})
export type ChartTreatment = z.infer<typeof treatmentPeriodSchema>

export const responseMarkerKinds = [
  'pasi50',
  'pasi75',
  'pasi90',
  'pasi100',
  'eular-moderate',
  'eular-good',
  'asdas-important',
  'asdas-major',
  'iga-success',
] as const

export const responseMarkerSchema = z.object({
  kind: z.enum(responseMarkerKinds),
  formId: z.string(),
  date: z.string(),
  value: z.number(),
  /** PASI: percent of baseline; DAS28 and ASDAS: points; IGA: grades (baseline − current). */
  change: z.number(),
  baseline: z.object({ formId: z.string(), date: z.string(), value: z.number() }),
  treatment: treatmentPeriodSchema.nullable(),
})
export type ChartMarker = z.infer<typeof responseMarkerSchema>

export const chartPointSchema = z.object({
  formId: z.string(),
  date: z.string(),
  value: z.number(),
  band: z.string().nullable(),
  formulaVersion: z.string(),
})
export type ChartPoint = z.infer<typeof chartPointSchema>

export const chartSeriesSchema = z.object({
  score: chartScoreSchema,
  decimals: z.number().int(),
  bands: bandScaleSchema.nullable(),
  range: z.object({ min: z.number(), max: z.number() }).nullable(),
  points: z.array(chartPointSchema),
  markers: z.array(responseMarkerSchema),
})
export type ChartSeries = z.infer<typeof chartSeriesSchema>

export const chartSchema = z.object({
  patient: z.object({ id: z.uuid(), name: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The scores the patient has saved values of (in the whole record), for the score selector. */
  available: z.array(chartScoreSchema),
  series: z.array(chartSeriesSchema),
  treatments: z.array(treatmentPeriodSchema),
})
export type Chart = z.infer<typeof chartSchema>
