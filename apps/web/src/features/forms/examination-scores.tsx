import { calculateScore, type ScoreId } from '@konzilium/scores'
import { formatNumber } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { ScorePicker, useScoreWords } from '../calculators'
import { useFormsMessages } from './forms-messages'

/** A score of the examination as entered: the picker's own state and the input it built. */
export type ScoreDraft = {
  score: ScoreId
  values: Readonly<Record<string, string>>
  input?: Record<string, unknown>
  /**
   * A saved score kept as it was: its input is sent again unchanged. The picker's own state is not
   * saved, so a picker cannot show it; "Enter again" starts the picker empty.
   */
  kept?: boolean
}

/** The input paths an issue about a score may name: the score as a whole, or its input. */
export const scoreFieldPaths = (drafts: readonly ScoreDraft[]): string[] =>
  drafts.flatMap((_, index) => [`scores.${String(index)}`, `scores.${String(index)}.input`])

/**
 * The examination's scores, each entered with its calculator's own picker (PASI's body figure,
 * DLQI's questions, the joint picker of DAS28...) and computed live with `@konzilium/scores`, the
 * package the server recomputes them with on save. One entry per score.
 */
export function ExaminationScores({
  available,
  drafts,
  onChange,
  errorOf,
}: {
  available: readonly ScoreId[]
  drafts: readonly ScoreDraft[]
  onChange: (drafts: ScoreDraft[]) => void
  /** The message of a score by its input path (`scores.1`), from the client check or the server. */
  errorOf: (path: string) => string | undefined
}) {
  const { t } = useFormsMessages()
  const words = useScoreWords()
  const unused = available.filter((score) => !drafts.some((d) => d.score === score))
  return (
    <fieldset className="forms-fieldset">
      <legend>{t('form.scores')}</legend>
      {drafts.length === 0 && <p className="forms-hint">{t('form.scoresHint')}</p>}
      {drafts.map((draft, index) => {
        const path = `scores.${String(index)}`
        const errors = [...new Set([errorOf(path), errorOf(`${path}.input`)])].filter(Boolean)
        return (
          <div key={draft.score} className="forms-score" data-score={draft.score}>
            <h3>{words.name(draft.score)}</h3>
            {draft.kept ? (
              <p className="forms-hint">
                {t('form.keptScore')}{' '}
                <Button
                  variant="secondary"
                  small
                  onClick={() => {
                    onChange(
                      drafts.map((d, i) => (i === index ? { score: d.score, values: {} } : d)),
                    )
                  }}
                >
                  {t('form.enterAgain')}
                  <span className="visually-hidden"> {words.name(draft.score)}</span>
                </Button>
              </p>
            ) : (
              <ScorePicker
                score={draft.score}
                value={draft.values}
                idPrefix={`examination-score-${String(index)}`}
                onChange={(picked) => {
                  onChange(
                    drafts.map((d, i) =>
                      i === index ? { ...d, values: picked.values, input: picked.input } : d,
                    ),
                  )
                }}
              />
            )}
            {errors.map((message) => (
              <p key={message} className="forms-score__error" role="alert">
                {message}
              </p>
            ))}
            <LiveResult draft={draft} />
            <Button
              variant="text"
              small
              onClick={() => {
                onChange(drafts.filter((_, i) => i !== index))
              }}
            >
              {t('form.removeScore')}
              <span className="visually-hidden"> {words.name(draft.score)}</span>
            </Button>
          </div>
        )
      })}
      {unused.length > 0 && (
        <div className="forms-score-add">
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
              {words.name(score)}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  )
}

/** The score's value and band as it stands, or what is still missing. */
function LiveResult({ draft }: { draft: ScoreDraft }) {
  const { t, locale } = useFormsMessages()
  const words = useScoreWords()
  const outcome = calculateScore(draft.score, draft.input ?? {})
  return (
    <p className="forms-score__result" aria-live="polite">
      {outcome.ok ? (
        <>
          <span>{t('form.result')}: </span>
          <strong data-testid={`live-${draft.score}`}>
            {formatNumber(locale, outcome.result.display)}
            {words.unit(draft.score)}
          </strong>{' '}
          {outcome.result.band && <span>({words.band(draft.score, outcome.result.band)})</span>}
        </>
      ) : (
        t('form.incomplete')
      )}
    </p>
  )
}
