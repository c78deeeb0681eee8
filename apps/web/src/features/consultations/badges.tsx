import type { ConsultationState } from '@konzilium/contract/consultations'
import { useConsultationMessages } from './consultation-messages'

/** The number of unread messages, named in words for a screen reader; nothing when all are read. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useConsultationMessages()
  if (count === 0) return null
  const label = t('unread.badge', { count })
  return (
    <span className="consultation-unread" title={label}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

export function StateBadge({ state }: { state: ConsultationState }) {
  const { t } = useConsultationMessages()
  return (
    <span className={`consultation-state consultation-state--${state}`}>{t(`state.${state}`)}</span>
  )
}
