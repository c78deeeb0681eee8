import type { z } from 'zod'
import { calculateScore } from '@konzilium/scores'
import { strictScoreInputSchema } from '@konzilium/contract/calculators'
import {
  scoresForDiagnosis,
  type StoredScore,
  type createReferralInputSchema,
} from '@konzilium/contract/referrals'
import { RequestValidationError } from '../../platform/validation'

type Issue = z.core.$ZodIssue
type Entry = z.output<typeof createReferralInputSchema>['scores'][number]

const entryIssue = (index: number, message: string): Issue => ({
  code: 'custom',
  path: ['scores', index, 'score'],
  message,
  input: undefined,
})

/**
 * The input of one entry as its score's own schema reads it: unknown keys refused at every depth,
 * values typed and bounded. What is stored is this parsed value, never the body as sent.
 */
function parsedInput(entry: Entry, index: number): { input: unknown } | { issues: Issue[] } {
  const parsed = strictScoreInputSchema(entry.score).safeParse(entry.input, { reportInput: true })
  if (parsed.success) return { input: parsed.data }
  return {
    issues: parsed.error.issues.map((issue) => ({
      ...issue,
      path: ['scores', index, 'input', ...issue.path],
    })),
  }
}

/**
 * The scores recomputed from their parsed inputs; a result a client sent is never read. Problems
 * are answered as a validation failure of the body, worded in the caller's language.
 */
export function recomputeScores(
  diagnosis: z.output<typeof createReferralInputSchema>['diagnosis'],
  entries: z.output<typeof createReferralInputSchema>['scores'],
): StoredScore[] {
  const allowed = scoresForDiagnosis(diagnosis)
  const issues: Issue[] = []
  const seen = new Set<string>()
  const stored: StoredScore[] = []
  entries.forEach((entry, index) => {
    if (!allowed.includes(entry.score)) {
      issues.push(entryIssue(index, 'referral.scoreNotForDiagnosis'))
      return
    }
    if (seen.has(entry.score)) {
      issues.push(entryIssue(index, 'referral.scoreDuplicate'))
      return
    }
    seen.add(entry.score)
    const parsed = parsedInput(entry, index)
    if ('issues' in parsed) {
      issues.push(...parsed.issues)
      return
    }
    const outcome = calculateScore(entry.score, parsed.input)
    if (!outcome.ok) {
      // The schema holds the calculator's own checks, so this is a safety net only.
      for (const issue of outcome.issues)
        issues.push({
          code: 'custom',
          path: ['scores', index, 'input', ...(issue.path ? issue.path.split('.') : [])],
          message: issue.message,
          params: { code: issue.code },
          input: undefined,
        })
      return
    }
    const { value, display, band, version } = outcome.result
    stored.push({
      score: entry.score,
      input: parsed.input,
      result: { value, display, band, version },
    })
  })
  if (issues.length > 0) throw new RequestValidationError(issues, 'body')
  return stored
}
