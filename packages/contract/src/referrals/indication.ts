import { z } from 'zod'
import {
  indicationVerdicts,
  scoreIds,
  type IndicationFamily,
  type IndicationVerdict,
  type PriorTreatment,
  type ScoreId,
  type ScoreValues,
} from '@konzilium/scores'

/**
 * The indication-criteria verdicts a referral's detail carries: computed by the server from the
 * stored scores (their displayed values) and previous-treatment rows, never sent by a client.
 */
const verdictStatusSchema = z.enum(['met', 'not_met', 'unknown'])

export const criterionVerdictSchema = z.object({
  id: z.enum(['severity', 'conventional']),
  status: verdictStatusSchema,
  verified: z.boolean(),
  band: z.string().nullable().optional(),
  score: z.enum(scoreIds).nullable().optional(),
  value: z.number().nullable().optional(),
  count: z.number().int().optional(),
  required: z.number().int().optional(),
})

export const indicationVerdictSchema = z.object({
  setId: z.string(),
  version: z.string(),
  verified: z.boolean(),
  status: verdictStatusSchema,
  criteria: z.array(criterionVerdictSchema),
})
export type IndicationVerdictAnswer = z.infer<typeof indicationVerdictSchema>

/** The verdicts of a referral of this family, from its scores' displayed values. */
export function referralVerdicts(
  family: IndicationFamily,
  scores: readonly { score: ScoreId; display: number }[],
  previousTreatments: readonly PriorTreatment[],
): IndicationVerdict[] {
  const values: ScoreValues = {}
  for (const entry of scores) values[entry.score] = entry.display
  return indicationVerdicts(family, values, previousTreatments)
}
