import {
  denyReasons,
  cancelReasons,
  type CancelReason,
  type DenyReason,
} from '@konzilium/contract/codes'
import type { OtherReferral } from '@konzilium/contract/referrals'
import { formatDate } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { StateChip } from './referral-chips'
import { useReferralMessages } from './referral-messages'

/**
 * The patient's other referrals, newest first: where the patient was sent, when, and how it ended
 * (state, reason, closed); each opens in this view.
 */
export function ReferralEarlier({
  referrals,
  onOpen,
}: {
  referrals: readonly OtherReferral[]
  onOpen: (id: string) => void
}) {
  const { t, locale } = useReferralMessages()
  const reason = (r: OtherReferral) => {
    if (!r.reasonCode) return null
    if (r.state === 'denied' && (denyReasons as readonly string[]).includes(r.reasonCode))
      return t(`denyReason.${r.reasonCode as DenyReason}`)
    if (r.state === 'cancelled' && (cancelReasons as readonly string[]).includes(r.reasonCode))
      return t(`cancelReason.${r.reasonCode as CancelReason}`)
    return null
  }
  return (
    <Card title={t('earlier.title')}>
      {referrals.length === 0 ? (
        <p>{t('earlier.none')}</p>
      ) : (
        <ul className="referral-earlier">
          {referrals.map((r) => (
            <li key={r.id}>
              <time dateTime={r.createdAt}>{formatDate(locale, Date.parse(r.createdAt))}</time> ·{' '}
              {r.diagnosis} · {r.center.name}, {r.center.city} ·{' '}
              <StateChip state={r.state} seenAt={null} />
              {reason(r) && <> · {reason(r)}</>}
              {r.closedAt && <> · {t('detail.closed')}</>}{' '}
              <Button
                variant="text"
                onClick={() => {
                  onOpen(r.id)
                }}
              >
                {t('detail.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
