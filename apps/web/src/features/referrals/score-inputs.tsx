import {
  calculateScore,
  scoreRegistry,
  type FieldSpecs,
  type ScoreId,
  type ScoreIssue,
} from '@konzilium/scores'
import { formatNumber } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { TextField } from '../../shared/ui/text-field'
import { ScorePicker, hasScorePicker, useScoreWords } from '../calculators'
import { useReferralMessages, type ReferralMessageKey } from './referral-messages'

/**
 * The score inputs of a referral, computed live with `@konzilium/scores` (the package the
 * calculators and the server use). A score with a calculator picker (PASI's regions, DLQI's
 * questions, the joint picker of DAS28...) is entered with it, and the picker gives the input;
 * the others (IGA) with plain number fields. The server recomputes on send.
 */
export type ScoreDraft = {
  score: ScoreId
  /** The fields as typed (a picker's own state for a picker score). */
  values: Readonly<Record<string, string>>
  /** The input a picker built from its state. */
  input?: Record<string, unknown>
}

export function numberFieldsOf(score: ScoreId): [string, { min: number; max: number }][] | null {
  const fields: FieldSpecs = scoreRegistry[score].definition.fields
  const entries = Object.entries(fields)
  if (entries.some(([, spec]) => spec.kind !== 'number')) return null
  return entries.map(([name, spec]) => [
    name,
    spec.kind === 'number' ? { min: spec.min, max: spec.max } : { min: 0, max: 0 },
  ])
}

/** The typed values as the score's input (decimal comma accepted); empty fields are left out. */
export function inputOf(draft: ScoreDraft): Record<string, unknown> {
  if (draft.input) return draft.input
  const input: Record<string, number> = {}
  for (const [name, text] of Object.entries(draft.values)) {
    const trimmed = text.trim().replace(',', '.')
    if (trimmed !== '') input[name] = Number(trimmed)
  }
  return input
}

/**
 * The input paths of the scores' fields (`scores.0.input.tjc28`) and of each score as a whole
 * (`scores.0`, for an issue about the score itself), so an issue lands on its field.
 */
export function scoreFieldPaths(drafts: readonly ScoreDraft[]): string[] {
  return drafts.flatMap((draft, index) => [
    `scores.${String(index)}`,
    ...(numberFieldsOf(draft.score) ?? []).map(([name]) => `scores.${String(index)}.input.${name}`),
  ])
}

const noError = () => undefined

/** The messages of a picker score: about the score as a whole, or about one of its fields. */
function scoreErrors(
  draft: ScoreDraft,
  index: number,
  errorOf: (path: string) => string | undefined,
): string[] {
  const paths = scoreFieldPaths([draft]).map((path) =>
    path.replace(/^scores\.0/, `scores.${String(index)}`),
  )
  return [...new Set(paths.flatMap((path) => errorOf(path) ?? []))]
}

export function ScoreInputs({
  available,
  drafts,
  onChange,
  errorOf = noError,
  onLeave,
}: {
  available: ScoreId[]
  drafts: ScoreDraft[]
  onChange: (drafts: ScoreDraft[]) => void
  /** The message of a field by its input path; an issue about a whole score shows on its first. */
  errorOf?: (path: string) => string | undefined
  /** A field by its input path was left. */
  onLeave?: (path: string) => void
}) {
  const { t, keys, locale } = useReferralMessages()
  // Scores named as the calculators name them, in the reader's language (DAS28-FW in Czech).
  const scoreWords = useScoreWords()
  const known = new Set(keys())
  const fieldLabel = (name: string) => {
    const key = `field.${name}`
    return known.has(key) ? t(key as ReferralMessageKey) : name
  }
  // PASI's picker is one: the % form of the area is not offered as a second PASI.
  const offered = available.filter(
    (score) =>
      score !== 'pasi-percent' && (hasScorePicker(score) || numberFieldsOf(score) !== null),
  )
  // A value out of its range is named with the range; otherwise something is still to fill in.
  const incompleteText = (issues: readonly ScoreIssue[]) => {
    const wrong = issues.filter((issue) => issue.code !== 'required' && issue.path !== '')
    if (wrong.length === 0) return t('form.incomplete')
    const named = wrong.filter((issue) => known.has(`field.${issue.path}`))
    if (named.length === 0) return t('form.fixValues')
    const fields = named.map((issue) =>
      issue.min !== undefined && issue.max !== undefined
        ? `${fieldLabel(issue.path)}: ${formatNumber(locale, issue.min)}–${formatNumber(locale, issue.max)}`
        : fieldLabel(issue.path),
    )
    return t('form.outOfRange', { fields: fields.join(', ') })
  }
  const unused = offered.filter((score) => !drafts.some((d) => d.score === score))
  return (
    <fieldset className="referral-fieldset">
      <legend>{t('form.scores')}</legend>
      <p className="referral-hint">{t('form.scoresHint')}</p>
      {drafts.map((draft, index) => {
        const outcome = calculateScore(draft.score, inputOf(draft))
        return (
          <div key={draft.score} className="referral-score" data-score={draft.score}>
            <h3>{scoreWords.name(draft.score)}</h3>
            {hasScorePicker(draft.score) ? (
              <>
                <ScorePicker
                  score={draft.score}
                  value={draft.values}
                  idPrefix={`referral-score-${String(index)}`}
                  onChange={(picked) => {
                    onChange(
                      drafts.map((d, i) =>
                        i === index ? { ...d, values: picked.values, input: picked.input } : d,
                      ),
                    )
                  }}
                />
                {scoreErrors(draft, index, errorOf).map((message) => (
                  <p key={message} className="referral-score__error" role="alert">
                    {message}
                  </p>
                ))}
              </>
            ) : (
              <div className="referral-score__fields">
                {(numberFieldsOf(draft.score) ?? []).map(([name, range], position) => (
                  <TextField
                    key={name}
                    label={`${fieldLabel(name)} (${range.min}–${range.max})`}
                    inputMode="decimal"
                    name={`${draft.score}.${name}`}
                    value={draft.values[name] ?? ''}
                    error={
                      errorOf(`scores.${String(index)}.input.${name}`) ??
                      (position === 0 ? errorOf(`scores.${String(index)}`) : undefined)
                    }
                    onBlur={() => {
                      onLeave?.(`scores.${String(index)}.input.${name}`)
                    }}
                    onChange={(event) => {
                      const next = [...drafts]
                      next[index] = {
                        ...draft,
                        values: { ...draft.values, [name]: event.target.value },
                      }
                      onChange(next)
                    }}
                  />
                ))}
              </div>
            )}
            <p className="referral-score__result" aria-live="polite">
              {outcome.ok ? (
                <>
                  <strong data-testid={`live-${draft.score}`}>
                    {formatNumber(locale, outcome.result.display)}
                    {scoreWords.unit(draft.score)}
                  </strong>{' '}
                  {outcome.result.band && (
                    <span>({scoreWords.band(draft.score, outcome.result.band)})</span>
                  )}
                </>
              ) : (
                incompleteText(outcome.issues)
              )}
            </p>
            <Button
              variant="text"
              small
              onClick={() => {
                onChange(drafts.filter((_, i) => i !== index))
              }}
            >
              {t('form.removeScore')}
              <span className="visually-hidden"> {scoreWords.name(draft.score)}</span>
            </Button>
          </div>
        )
      })}
      {unused.length > 0 && (
        <div className="referral-score-add">
          {unused.map((score) => (
            <Button
              key={score}
              variant="secondary"
              small
              onClick={() => {
                onChange([...drafts, { score, values: {} }])
              }}
            >
              <span aria-hidden="true">+ </span>
              <span className="visually-hidden">{t('form.addScore')} </span>
              {scoreWords.name(score)}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  )
}
