import { consultationsEndpoints } from '@konzilium/contract/endpoints/consultations'
import { formatDateTime } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { useConsultationList } from './api'
import { StateBadge, UnreadBadge } from './badges'
import { useConsultationMessages } from './consultation-messages'
import './consultations.css'

const shown = 10

/**
 * On a patient's record or a referral's view: the caller's consultations about it, and
 * "Konzultovat", which opens the new-consultation dialog about that patient or referral. Nothing
 * for a role that takes no part in consultations.
 */
export function RelatedConsultations({
  patientId,
  referralId,
}: {
  patientId: string
  referralId?: string
}) {
  const role = useSessionUser()?.role
  const mayRead = mayCall(role, consultationsEndpoints.listConsultations)
  if (!mayRead) return null
  return <RelatedList patientId={patientId} {...(referralId ? { referralId } : {})} />
}

function RelatedList({ patientId, referralId }: { patientId: string; referralId?: string }) {
  const { t, locale } = useConsultationMessages()
  const role = useSessionUser()?.role
  const list = useConsultationList(
    referralId ? { referralId, pageSize: shown } : { patientId, pageSize: shown },
  )
  const items = list.data?.items ?? []
  return (
    <Card title={t('consultations.title')} className="related-consultations">
      {list.isSuccess && items.length === 0 && <p>{t('consultations.none')}</p>}
      {items.length > 0 && (
        <ul className="related-consultations__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={to.consultation(item.id)}>{item.subject}</Link>{' '}
              <StateBadge state={item.state} />{' '}
              <span className="consultation-muted">
                {formatDateTime(locale, Date.parse(item.lastActivityAt))}
              </span>{' '}
              <UnreadBadge count={item.unreadCount} />
            </li>
          ))}
        </ul>
      )}
      {mayCall(role, consultationsEndpoints.createConsultation) && (
        <ButtonLink
          variant="secondary"
          to={to.newConsultation({
            patient: patientId,
            ...(referralId ? { referral: referralId } : {}),
          })}
        >
          {t('consultations.consult')}
        </ButtonLink>
      )}
    </Card>
  )
}
