import { formatDate } from '../../shared/i18n/format'
import { useReferralList } from './api'
import { useReferralMessages } from './referral-messages'

/**
 * Before a second referral of a patient is sent: the patient's open (pending) referrals, named,
 * with a warning. Sending stays possible (a patient may wait at two centres); the centre that
 * accepts may cancel the others.
 */
export function ParallelWarning({ patientId }: { patientId: string }) {
  const { t, locale } = useReferralMessages()
  const open = useReferralList({ patientId, state: 'pending', pageSize: 10 })
  const items = open.data?.items ?? []
  if (items.length === 0) return null
  const list = items
    .map(
      (r) => `${r.center.name}, ${r.center.city} (${formatDate(locale, Date.parse(r.createdAt))})`,
    )
    .join('; ')
  return (
    <p className="referral-parallel" role="status" data-testid="referral-parallel">
      {t('form.parallel', { list })}
    </p>
  )
}
