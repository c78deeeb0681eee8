import type { z } from 'zod'
import {
  scoresForDiagnosis,
  type StoredScore,
  type createReferralInputSchema,
} from '@konzilium/contract/referrals'
import { recomputeScoreEntries } from '../calculators'

/**
 * A referral's scores recomputed from their parsed inputs (a result a client sent is never
 * read): only the scores of the referral's diagnosis, each once.
 */
export function recomputeScores(
  diagnosis: z.output<typeof createReferralInputSchema>['diagnosis'],
  entries: z.output<typeof createReferralInputSchema>['scores'],
): StoredScore[] {
  const allowed = scoresForDiagnosis(diagnosis)
  return recomputeScoreEntries(entries, {
    refuse: (score) => (allowed.includes(score) ? null : 'referral.scoreNotForDiagnosis'),
    duplicate: 'referral.scoreDuplicate',
  })
}
