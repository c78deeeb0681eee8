import { calculateScore, scoreRegistry, type ScoreId } from '@konzilium/scores'
import {
  scoreInputSchemas,
  type ScoreCatalogue,
  type ScoreResult,
} from '@konzilium/contract/scores'
import { z } from 'zod'
import { AppError } from '../../platform/app-error'

/**
 * Scores computed on the server with the very package the calculator pages use, so a result
 * saved with an examination can be recomputed and checked here (ADR 005).
 */
export function computeScore(id: ScoreId, input: unknown): ScoreResult {
  const outcome = calculateScore(id, input)
  if (outcome.ok) return outcome.result
  // The route's zod schema is generated from the same metadata, so this is a guard, not a path
  // a valid request takes; if it ever disagrees the caller still gets field issues, not a 500.
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    'Score input failed validation',
    outcome.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  )
}

/** The catalogue never changes while the process runs: built once. */
export function listScores(): ScoreCatalogue {
  return {
    items: (Object.keys(scoreRegistry) as ScoreId[]).map((id) => {
      const { definition } = scoreRegistry[id]
      return {
        id,
        version: definition.version,
        decimals: definition.decimals,
        source: definition.source,
        bandIds: [...definition.bandIds],
        bands: definition.bands
          ? {
              steps: definition.bands.steps.map((step) => ({ ...step })),
              top: definition.bands.top,
            }
          : null,
        inputSchema: z.toJSONSchema(scoreInputSchemas[id], { unrepresentable: 'any' }),
      }
    }),
  }
}
