import type { ReferralDetail } from '@konzilium/contract/referrals'
import { formatNumber } from '../../shared/i18n/format'
import { Card } from '../../shared/ui/card'
import { useScoreWords } from '../calculators'
import { IndicationVerdicts } from './indication-verdicts'
import { useReferralMessages } from './referral-messages'
import { scoreComponents } from './score-components'

/**
 * The referral's scores as the server computed them, each total with its components beside it
 * (TJC, SJC, ESR or CRP and VAS of DAS28; PASI's four regions; DLQI's answers) and the formula's
 * version, then the indication-criteria verdicts.
 */
export function ReferralScoresView({ indication }: { indication: ReferralDetail['indication'] }) {
  const { t, locale, keys } = useReferralMessages()
  const score = useScoreWords()
  const known = new Set(keys())
  const { scores, verdicts } = indication
  return (
    <Card title={t('detail.scores')}>
      {scores.length === 0 ? (
        <p>{t('detail.noScores')}</p>
      ) : (
        <ul className="referral-scores">
          {scores.map((s) => {
            const parts = scoreComponents(s.score, s.input, t, locale, known)
            return (
              <li key={s.score} data-score={s.score}>
                <strong>{score.name(s.score)}</strong>{' '}
                <span data-testid={`score-${s.score}`}>
                  {formatNumber(locale, s.result.display)}
                  {score.unit(s.score)}
                </span>{' '}
                {s.result.band && (
                  <span data-testid={`score-band-${s.score}`}>
                    ({score.band(s.score, s.result.band)})
                  </span>
                )}{' '}
                {/* The stored version in words; its id (ADR 005) on hover, for a query. */}
                <small className="referral-score-version" title={s.result.version}>
                  {score.version(s.result.version, s.score)}
                </small>
                {parts.length > 0 && (
                  <dl
                    className="score-components"
                    aria-label={t('component.title', { score: score.name(s.score) })}
                    data-testid={`components-${s.score}`}
                  >
                    {parts.map((part) => (
                      <div key={part.key} className="score-components__item">
                        <dt>{part.label}</dt>
                        <dd>{part.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <IndicationVerdicts verdicts={verdicts} />
    </Card>
  )
}
