import { z } from 'zod'
import { regionCodeSchema } from './czech'
import { referralStates } from './referrals/lifecycle'
import { registerCustomMessages } from './validation-messages'

/**
 * Aggregate statistics for representatives (their regions) and administrators (everything):
 * doctors invited and active per region and centre, referrals by state per month and centre
 * (ADR 045). No patient data: only counts, and no count from 1 to 4 ever leaves the server.
 *
 * A figure is a `cell`: a count of 0 or of at least five, `small` for a count from 1 to 4 (shown
 * as "< 5"), or `withheld` for a sum that includes a small count (its value would give that count
 * away by subtraction). The response schema itself refuses a number from 1 to 4.
 */
export const suppressionThreshold = 5

export const cellSchema = z.union([
  z.literal(0),
  z.number().int().min(suppressionThreshold),
  z.enum(['small', 'withheld']),
])
export type Cell = z.infer<typeof cellSchema>

/** A month as `YYYY-MM`, in Prague time. */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'statistics.month' })

/** The longest span of months one answer covers. */
export const maxStatisticsMonths = 24

export const statisticsQuerySchema = z
  .object({
    region: regionCodeSchema.optional(),
    centerId: z.uuid().optional(),
    from: monthSchema.optional(),
    to: monthSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.range' })
    else if (monthsBetween(query.from, query.to) > maxStatisticsMonths)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics.span' })
  })
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>

/** How many months `from` to `to` covers, both included (`2026-01`..`2026-03` is 3). */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
  return index(to) - index(from) + 1
}

/** The month `delta` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The months from `from` to `to`, both included. */
export function monthRange(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, monthsBetween(from, to)) }, (_, i) => shiftMonth(from, i))
}

export const statisticsReferralStates = referralStates
const stateCells = z.object(
  Object.fromEntries(referralStates.map((state) => [state, cellSchema])) as Record<
    (typeof referralStates)[number],
    typeof cellSchema
  >,
)
const referralFigures = stateCells.extend({ total: cellSchema })
export type ReferralFigures = z.infer<typeof referralFigures>

const doctorFigures = z.object({ invited: cellSchema, active: cellSchema })
export type DoctorFigures = z.infer<typeof doctorFigures>

const centerRef = z.object({ id: z.uuid(), name: z.string(), region: regionCodeSchema })

export const statisticsSchema = z.object({
  threshold: z.literal(suppressionThreshold),
  from: monthSchema,
  to: monthSchema,
  months: z.array(monthSchema),
  /** Every region and centre the caller's statistics cover, whatever the filters (their choices). */
  regions: z.array(regionCodeSchema),
  centers: z.array(centerRef),
  doctors: z.object({
    /**
     * One row per centre (its doctors) and one per region for the outpatient doctors there
     * (`center` null); `region` null holds outpatient doctors without a region (admins only).
     */
    rows: z.array(
      doctorFigures.extend({
        region: regionCodeSchema.nullable(),
        center: centerRef.pick({ id: true, name: true }).nullable(),
      }),
    ),
    byRegion: z.array(doctorFigures.extend({ region: regionCodeSchema.nullable() })),
    total: doctorFigures,
  }),
  referrals: z.object({
    /** One row per centre and month, every centre in scope and every month of the range. */
    rows: z.array(
      referralFigures.extend({
        region: regionCodeSchema,
        center: centerRef.pick({ id: true, name: true }),
        month: monthSchema,
      }),
    ),
    byMonth: z.array(referralFigures.extend({ month: monthSchema })),
    byCenter: z.array(
      referralFigures.extend({
        region: regionCodeSchema,
        center: centerRef.pick({ id: true, name: true }),
      }),
    ),
    byRegion: z.array(referralFigures.extend({ region: regionCodeSchema })),
    total: referralFigures,
  }),
})
export type Statistics = z.infer<typeof statisticsSchema>

registerCustomMessages({
  'statistics.month': { cs: 'Zadejte měsíc ve tvaru RRRR-MM.', en: 'Enter a month as YYYY-MM.' },
  'statistics.range': {
    cs: 'Konec období musí být stejný nebo pozdější než začátek.',
    en: 'The end of the period must not be before its start.',
  },
  'statistics.span': {
    cs: `Období může mít nejvýše ${maxStatisticsMonths} měsíců.`,
    en: `The period may cover at most ${maxStatisticsMonths} months.`,
  },
})
