import {
  assessPsoriasisSeverity as assessWithRuleSet,
  calculateScore,
  lookupScoreBand,
  scoreRegistry,
  severityRuleSets,
  type ScoreId,
  type ScoreIssue,
} from '@konzilium/scores'
import {
  scoreInputSchemas,
  type BandLookupResult,
  type BandLookupScoreId,
  type PsoriasisSeverityAnswer,
  type PsoriasisSeverityRequest,
  type ScoreCatalogue,
  type ScoreResult,
  type SeverityRuleSetId,
  type SeverityRuleSetList,
} from '@konzilium/contract/calculators'
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
  throw invalid(outcome.issues)
}

function invalid(issues: readonly ScoreIssue[]): AppError {
  return new AppError(
    400,
    'VALIDATION_FAILED',
    'Score input failed validation',
    issues.map((issue) => ({ path: issue.path, message: issue.message })),
  )
}

/** The band of a displayed value computed elsewhere (the query schema checked the range). */
export function lookupBand(score: BandLookupScoreId, value: number): BandLookupResult {
  const outcome = lookupScoreBand(score, value)
  if (!outcome.ok) throw invalid(outcome.issues)
  const { bands, ...rest } = outcome.result
  return { ...rest, bands: { steps: bands.steps.map((step) => ({ ...step })), top: bands.top } }
}

/** Every preset rule set, as the data the assessment applies. */
export function listSeverityRuleSets(): SeverityRuleSetList {
  return structuredClone({ items: [...severityRuleSets] }) as unknown as SeverityRuleSetList
}

/** Severity under the requested rule set, or under every preset in their order. */
export function assessSeverity(request: PsoriasisSeverityRequest): PsoriasisSeverityAnswer {
  const { ruleSet, ...input } = request
  const chosen = severityRuleSets.filter((set) => ruleSet === undefined || set.id === ruleSet)
  const items = chosen.map((set) => {
    const outcome = assessWithRuleSet<string>(set, input)
    if (!outcome.ok) throw invalid(outcome.issues)
    return { ...outcome.result, ruleSetId: set.id as SeverityRuleSetId, verified: set.verified }
  })
  return { items }
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
