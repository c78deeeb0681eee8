import type { IndicationVerdictAnswer } from '@konzilium/contract/referrals/indication'
import { formatNumber } from '../../shared/i18n/format'
import { useScoreWords } from '../calculators'
import { useReferralMessages, type ReferralMessageKey } from './referral-messages'
import './referral-scores.css'

type CriterionAnswer = IndicationVerdictAnswer['criteria'][number]

/**
 * The indication criteria for biologic therapy, set by set and criterion by criterion: met, not
 * met, or not yet judgeable (a score missing). The form shows them live, the detail as the
 * server computed them. Unverified thresholds say so.
 */
export function IndicationVerdicts({
  verdicts,
  headingLevel = 3,
}: {
  verdicts: readonly IndicationVerdictAnswer[]
  headingLevel?: 2 | 3
}) {
  const { t } = useReferralMessages()
  if (verdicts.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="indication-verdicts" aria-live="polite" data-testid="indication-verdicts">
      <Heading className="indication-verdicts__title">{t('indication.title')}</Heading>
      <p className="referral-hint">{t('indication.hint')}</p>
      <ul className="indication-verdicts__list">
        {verdicts.map((verdict) => (
          <li
            key={verdict.setId}
            className={`indication-verdict indication-verdict--${verdict.status}`}
            data-verdict={verdict.setId}
            data-status={verdict.status}
          >
            <strong>{t(`indication.set.${verdict.setId}` as ReferralMessageKey)}</strong>{' '}
            <StatusBadge status={verdict.status} />
            {!verdict.verified && (
              <small
                className="indication-verdict__unverified"
                title={t('indication.unverifiedHint')}
              >
                {' '}
                ({t('indication.unverified')})
              </small>
            )}
            <ul className="indication-verdict__criteria">
              {verdict.criteria.map((criterion) => (
                <Criterion key={criterion.id} criterion={criterion} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}

function StatusBadge({ status }: { status: IndicationVerdictAnswer['status'] }) {
  const { t } = useReferralMessages()
  const mark = status === 'met' ? '✓' : status === 'not_met' ? '✗' : '?'
  return (
    <span className={`indication-status indication-status--${status}`}>
      <span aria-hidden="true">{mark} </span>
      {t(`indication.status.${status}`)}
    </span>
  )
}

function Criterion({ criterion }: { criterion: CriterionAnswer }) {
  const { t, locale } = useReferralMessages()
  const words = useScoreWords()
  const label =
    criterion.id === 'conventional'
      ? t('indication.criterion.conventional', {
          count: criterion.count ?? 0,
          required: criterion.required ?? 0,
        })
      : t('indication.criterion.severity')
  const detail =
    criterion.id === 'severity' &&
    criterion.score &&
    criterion.value !== null &&
    criterion.value !== undefined
      ? ` (${words.name(criterion.score)} ${formatNumber(locale, criterion.value)})`
      : ''
  return (
    <li data-criterion={criterion.id} data-status={criterion.status}>
      {label}
      {detail}: <StatusBadge status={criterion.status} />
    </li>
  )
}
