import {
  cancelReasons,
  denyReasons,
  diagnoses,
  type CancelReason,
  type DenyReason,
} from '@konzilium/contract/codes'
import { formatPersonName } from '@konzilium/contract/czech'
import type { ReferralEvent, TreatmentRow } from '@konzilium/contract/referrals'
import { formatDateTime, formatDay, formatMonthRange } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { useReferral } from './api'
import { StateChip, UrgencyChip } from './referral-chips'
import { ReferralDecisions } from './referral-decisions'
import { ReferralScoresView } from './referral-scores-view'
import { ReferralEarlier } from './referral-earlier'
import { AcceptFacts, followUp } from './referral-follow-up'
import { ReferralPatientPanel } from './referral-patient-panel'
import { ReferralPrint } from './referral-print'
import { useReferralMessages } from './referral-messages'
import { RelatedConsultations } from '../consultations'

type Props = {
  id: string
  onBack: () => void
  onOpen: (id: string) => void
  onResubmit: (id: string) => void
}

/** `/app/requests?referral=<id>`: one referral, its history, scores and the caller's actions. */
export function ReferralDetailView({ id, onBack, onOpen, onResubmit }: Props) {
  const { t, locale } = useReferralMessages()
  const referral = useReferral(id)
  const r = referral.data
  const diagnosisName = (code: string) =>
    diagnoses.find((d) => d.code === code)?.[locale === 'cs' ? 'cs' : 'en'] ?? ''
  return (
    <div className="referral-detail">
      <p>
        <Button variant="text" onClick={onBack}>
          ← {t('detail.back')}
        </Button>
      </p>
      {referral.isError ? (
        <p role="alert">{t('detail.notFound')}</p>
      ) : !r ? (
        <p aria-busy="true">…</p>
      ) : (
        <>
          <ReferralPrint referral={r} />
          <header className="referral-detail__header">
            <h1>
              {t('detail.title')}: {formatPersonName(r.patient)}
            </h1>
            <p className="referral-detail__chips">
              <StateChip state={r.state} seenAt={r.seenAt} followedBy={r.followedBy} />
              <UrgencyChip urgency={r.urgency} />
              {r.closedAt && (
                <span className="referral-chip referral-chip--closed">{t('detail.closed')}</span>
              )}
              <span className="referral-move">{t(`move.${r.nextMove}`)}</span>
            </p>
          </header>
          <ReferralDecisions referral={r} onOpen={onOpen} onResubmit={onResubmit} />
          <Card title={t('detail.title')}>
            <dl className="referral-facts">
              <dt>{t('detail.patient')}</dt>
              <dd>
                {formatPersonName(r.patient)} ({t(`detail.born.${r.patient.sex}`)}{' '}
                {formatDay(locale, r.patient.birthDate)})
              </dd>
              <dt>{t('form.diagnosis')}</dt>
              <dd>
                {r.diagnosis} {diagnosisName(r.diagnosis)}
              </dd>
              <dt>{t('detail.center')}</dt>
              <dd>
                {r.center.name}, {r.center.city}
              </dd>
              <dt>{t('detail.from')}</dt>
              <dd>{r.fromDoctor.displayName}</dd>
              <dt>{t('detail.created')}</dt>
              <dd>{formatDateTime(locale, Date.parse(r.createdAt))}</dd>
              <dt>{t('detail.seen')}</dt>
              <dd>
                {r.seenAt
                  ? `${formatDateTime(locale, Date.parse(r.seenAt))}${r.seenBy ? `, ${r.seenBy.displayName}` : ''}`
                  : t('detail.notSeen')}
              </dd>
              {r.assignedDoctor && (
                <>
                  <dt>{t('detail.assigned')}</dt>
                  <dd>{r.assignedDoctor.displayName}</dd>
                </>
              )}
              <AcceptFacts referral={r} />
              {r.reasonCode && (
                <>
                  <dt>{t('detail.reason')}</dt>
                  <dd>{reasonLabel(t, r.state, r.reasonCode)}</dd>
                  <dt>{t('detail.comment')}</dt>
                  <dd>{r.comment}</dd>
                </>
              )}
              {r.note && (
                <>
                  <dt>{t('detail.note')}</dt>
                  <dd className="referral-note">{r.note}</dd>
                </>
              )}
            </dl>
            {r.redirectedFromId && (
              <p>
                <Button
                  variant="text"
                  onClick={() => {
                    onOpen(r.redirectedFromId ?? '')
                  }}
                >
                  {followUp(r).from === 'resubmitted'
                    ? t('detail.resubmittedFrom')
                    : t('detail.redirectedFrom')}
                </Button>
              </p>
            )}
            {r.redirectedToId && (
              <p>
                <Button
                  variant="text"
                  onClick={() => {
                    onOpen(r.redirectedToId ?? '')
                  }}
                >
                  {followUp(r).to === 'resubmitted'
                    ? t('detail.resubmittedTo')
                    : t('detail.redirectedTo')}
                </Button>
              </p>
            )}
          </Card>
          <ReferralPatientPanel referral={r} />
          <RelatedConsultations patientId={r.patient.id} referralId={r.id} />
          <ReferralScoresView indication={r.indication} />
          <Treatments
            title={t('detail.previousTreatments')}
            rows={r.indication.previousTreatments}
          />
          <Treatments title={t('detail.currentTreatments')} rows={r.indication.currentTreatments} />
          <ReferralHistory events={r.events} />
          <ReferralEarlier referrals={r.otherReferrals} onOpen={onOpen} />
        </>
      )}
    </div>
  )
}

/** What happened to the referral, oldest first: when, what, who and why. */
function ReferralHistory({ events }: { events: readonly ReferralEvent[] }) {
  const { t, locale } = useReferralMessages()
  return (
    <Card title={t('detail.history')}>
      <ol className="referral-history">
        {events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.occurredAt}>
              {formatDateTime(locale, Date.parse(event.occurredAt))}
            </time>{' '}
            <strong>{t(`event.${event.type}`)}</strong>
            {event.actor && <> · {event.actor.displayName}</>}
            {event.reasonCode && <> · {reasonLabel(t, event.type, event.reasonCode)}</>}
            {event.comment && <div className="referral-note">{event.comment}</div>}
          </li>
        ))}
      </ol>
    </Card>
  )
}

function reasonLabel(
  t: ReturnType<typeof useReferralMessages>['t'],
  kind: string,
  code: string,
): string {
  if (kind === 'denied' && (denyReasons as readonly string[]).includes(code))
    return t(`denyReason.${code as DenyReason}`)
  if (kind === 'cancelled' && (cancelReasons as readonly string[]).includes(code))
    return t(`cancelReason.${code as CancelReason}`)
  return code
}

function Treatments({ title, rows }: { title: string; rows: TreatmentRow[] }) {
  const { t, locale } = useReferralMessages()
  if (rows.length === 0) return null
  return (
    <Card title={title}>
      <ul className="referral-treatments">
        {rows.map((row, index) => (
          <li key={index}>
            <strong>{row.drug}</strong>
            {row.dose && <> · {row.dose}</>}
            {(row.from ?? row.to) && <> · {formatMonthRange(locale, row.from, row.to)}</>}
            {row.outcome && <> · {t(`outcome.${row.outcome}`)}</>}
          </li>
        ))}
      </ul>
    </Card>
  )
}
