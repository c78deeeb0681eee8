import type { z } from 'zod'
import { calculateScore } from '@konzilium/scores'
import type { ErrorIssue } from '@konzilium/contract/errors'
import {
  scoresForDiagnosis,
  type StoredScore,
  type createReferralInputSchema,
} from '@konzilium/contract/referrals'
import { AppError } from '../../platform/app-error'

/** The scores recomputed from their inputs; a result a client sent is never read. */
export function recomputeScores(
  diagnosis: z.output<typeof createReferralInputSchema>['diagnosis'],
  entries: z.output<typeof createReferralInputSchema>['scores'],
): StoredScore[] {
  const allowed = scoresForDiagnosis(diagnosis)
  const issues: ErrorIssue[] = []
  const seen = new Set<string>()
  const stored: StoredScore[] = []
  entries.forEach((entry, index) => {
    if (!allowed.includes(entry.score)) {
      issues.push({ path: `scores.${index}.score`, message: 'referral.scoreNotForDiagnosis' })
      return
    }
    if (seen.has(entry.score)) {
      issues.push({ path: `scores.${index}.score`, message: 'referral.scoreDuplicate' })
      return
    }
    seen.add(entry.score)
    const outcome = calculateScore(entry.score, entry.input)
    if (!outcome.ok) {
      for (const issue of outcome.issues)
        issues.push({
          path: `scores.${index}.input${issue.path ? `.${issue.path}` : ''}`,
          message: issue.message,
        })
      return
    }
    const { value, display, band, version } = outcome.result
    stored.push({
      score: entry.score,
      input: entry.input,
      result: { value, display, band, version },
    })
  })
  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'Score input failed validation', issues)
  return stored
}
