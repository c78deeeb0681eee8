import type { ReferralDetail } from '@konzilium/contract/referrals'
import { formatDateTime } from '../../shared/i18n/format'
import { useReferralMessages } from './referral-messages'

type Link = 'redirected' | 'resubmitted' | null

/**
 * How a referral is linked to the one before and after it: redirected to another centre or
 * completed and sent again to the same one. The history tells: the new one's `created` event
 * names its origin, the old one's `redirected` or `resubmitted` event its successor.
 */
export function followUp(referral: Pick<ReferralDetail, 'events'>): { from: Link; to: Link } {
  const created = referral.events.find((e) => e.type === 'created')
  const from: Link = created?.details?.resubmittedFromId
    ? 'resubmitted'
    : created?.details?.redirectedFromId
      ? 'redirected'
      : null
  const next = referral.events.find((e) => e.type === 'redirected' || e.type === 'resubmitted')
  return { from, to: next ? (next.type as 'redirected' | 'resubmitted') : null }
}

/** What the accepting centre left for the referrer: the first visit and a message. */
export function AcceptFacts({ referral }: { referral: ReferralDetail }) {
  const { t, locale } = useReferralMessages()
  return (
    <>
      {referral.firstVisitAt && (
        <>
          <dt>{t('detail.firstVisit')}</dt>
          <dd data-testid="referral-first-visit">
            {formatDateTime(locale, Date.parse(referral.firstVisitAt))}
          </dd>
        </>
      )}
      {referral.acceptMessage && (
        <>
          <dt>{t('detail.acceptMessage')}</dt>
          <dd className="referral-note">{referral.acceptMessage}</dd>
        </>
      )}
    </>
  )
}
