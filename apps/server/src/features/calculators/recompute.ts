import type { z } from 'zod'
import { calculateScore } from '@konzilium/scores'
import {
  strictScoreInputSchema,
  type ScoreId,
  type ScoreResult,
  type StoredScore,
} from '@konzilium/contract/calculators'
import { RequestValidationError } from '../../platform/validation'

type Issue = z.core.$ZodIssue

/** A score as a client sends it: the inputs and, optionally, the result it computed itself. */
export type ScoreEntry = { score: ScoreId; input: unknown; result?: Partial<ScoreResult> }

export type RecomputeRules = {
  /** The message of a score the caller may not give here (null: allowed). */
  refuse?: (score: ScoreId) => string | null
  /** The message of a score given twice. */
  duplicate: string
}

const custom = (path: (string | number)[], message: string): Issue => ({
  code: 'custom',
  path,
  message,
  input: undefined,
})

/**
 * The input of one entry as its score's own schema reads it: unknown keys refused at every depth,
 * values typed and bounded. What is stored is this parsed value, never the body as sent.
 */
function parsedInput(entry: ScoreEntry, index: number): { input: unknown } | { issues: Issue[] } {
  const parsed = strictScoreInputSchema(entry.score).safeParse(entry.input, { reportInput: true })
  if (parsed.success) return { input: parsed.data }
  return {
    issues: parsed.error.issues.map((issue) => ({
      ...issue,
      path: ['scores', index, 'input', ...issue.path],
    })),
  }
}

/** Does a result a client sent disagree with the server's in any part it gave? */
function disagrees(sent: Partial<ScoreResult>, computed: ScoreResult): boolean {
  if (sent.value !== undefined) {
    const tolerance = 1e-9 * Math.max(1, Math.abs(computed.value))
    if (Math.abs(sent.value - computed.value) > tolerance) return true
  }
  if (sent.display !== undefined && sent.display !== computed.display) return true
  if (sent.band !== undefined && sent.band !== computed.band) return true
  return sent.version !== undefined && sent.version !== computed.version
}

function computed(entry: ScoreEntry, index: number, input: unknown): StoredScore | Issue[] {
  const outcome = calculateScore(entry.score, input)
  if (!outcome.ok)
    // The schema holds the calculator's own checks, so this is a safety net only.
    return outcome.issues.map((issue) => ({
      code: 'custom',
      path: ['scores', index, 'input', ...(issue.path ? issue.path.split('.') : [])],
      message: issue.message,
      params: { code: issue.code },
      input: undefined,
    }))
  const { value, display, band, version } = outcome.result
  const result = { value, display, band, version }
  if (entry.result !== undefined && disagrees(entry.result, result))
    return [custom(['scores', index, 'result'], 'form.resultMismatch')]
  return { score: entry.score, input, result }
}

/**
 * The scores of a body (`scores`) recomputed on the server with `@konzilium/scores` from their
 * parsed inputs, as they are stored: inputs, result and formula version. A result the client
 * sent is only compared: one that disagrees is refused on `scores.N.result`. Problems are
 * answered as a validation failure of the body, worded in the caller's language.
 */
export function recomputeScoreEntries(
  entries: readonly ScoreEntry[],
  rules: RecomputeRules,
): StoredScore[] {
  const issues: Issue[] = []
  const seen = new Set<string>()
  const stored: StoredScore[] = []
  entries.forEach((entry, index) => {
    const refused = rules.refuse?.(entry.score) ?? null
    if (refused !== null) {
      issues.push(custom(['scores', index, 'score'], refused))
      return
    }
    if (seen.has(entry.score)) {
      issues.push(custom(['scores', index, 'score'], rules.duplicate))
      return
    }
    seen.add(entry.score)
    const parsed = parsedInput(entry, index)
    if ('issues' in parsed) {
      issues.push(...parsed.issues)
      return
    }
    const outcome = computed(entry, index, parsed.input)
    if (Array.isArray(outcome)) issues.push(...outcome)
    else stored.push(outcome)
  })
  if (issues.length > 0) throw new RequestValidationError(issues, 'body')
  return stored
}
