import {
  cancelReasons,
  denyReasons,
  diagnoses,
  type CancelReason,
  type DenyReason,
} from '@konzilium/contract/codes'
import { formatPersonName } from '@konzilium/contract/czech'
import type { ReferralDetail, TreatmentRow } from '@konzilium/contract/referrals'
import { useEffect, useRef, useState } from 'react'
import { formatDate, formatDateTime, formatNumber } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Dialog } from '../../shared/ui/dialog'
import { Select } from '../../shared/ui/select'
import { useScoreWords } from '../calculators'
import { useCenters } from '../centers'
import { useReferral, useReferralDecision } from './api'
import { StateChip, UrgencyChip } from './referral-chips'
import { useReferralMessages } from './referral-messages'

type Props = { id: string; onBack: () => void; onOpen: (id: string) => void }

/** `/app/requests?referral=<id>`: one referral, its history, scores and the caller's actions. */
export function ReferralDetailView({ id, onBack, onOpen }: Props) {
  const { t, locale } = useReferralMessages()
  const score = useScoreWords()
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
          <header className="referral-detail__header">
            <h1>
              {t('detail.title')}: {formatPersonName(r.patient)}
            </h1>
            <p className="referral-detail__chips">
              <StateChip state={r.state} seenAt={r.seenAt} />
              <UrgencyChip urgency={r.urgency} />
              <span className="referral-move">{t(`move.${r.nextMove}`)}</span>
            </p>
          </header>
          <Actions referral={r} onOpen={onOpen} />
          <Card title={t('detail.title')}>
            <dl className="referral-facts">
              <dt>{t('detail.patient')}</dt>
              <dd>
                {formatPersonName(r.patient)} ({t('detail.born')}{' '}
                {formatDate(locale, Date.parse(r.patient.birthDate))})
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
                  {t('detail.redirectedFrom')}
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
                  {t('detail.redirectedTo')}
                </Button>
              </p>
            )}
          </Card>
          <Card title={t('detail.scores')}>
            {r.indication.scores.length === 0 ? (
              <p>{t('detail.noScores')}</p>
            ) : (
              <ul className="referral-scores">
                {r.indication.scores.map((s) => (
                  <li key={s.score}>
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
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Treatments
            title={t('detail.previousTreatments')}
            rows={r.indication.previousTreatments}
          />
          <Treatments title={t('detail.currentTreatments')} rows={r.indication.currentTreatments} />
          <Card title={t('detail.history')}>
            <ol className="referral-history">
              {r.events.map((event) => (
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
        </>
      )}
    </div>
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
  const { t } = useReferralMessages()
  if (rows.length === 0) return null
  return (
    <Card title={title}>
      <ul className="referral-treatments">
        {rows.map((row, index) => (
          <li key={index}>
            <strong>{row.drug}</strong>
            {row.dose && <> · {row.dose}</>}
            {(row.from ?? row.to) && (
              <>
                {' '}
                · {row.from ?? '…'} – {row.to ?? '…'}
              </>
            )}
            {row.outcome && <> · {t(`outcome.${row.outcome}`)}</>}
          </li>
        ))}
      </ul>
    </Card>
  )
}

type Open = null | 'accept' | 'deny' | 'cancel' | 'redirect'

/** Only the actions the server allows the caller now (`allowedActions`). */
function Actions({ referral, onOpen }: { referral: ReferralDetail; onOpen: (id: string) => void }) {
  const { t } = useReferralMessages()
  const [open, setOpen] = useState<Open>(null)
  const [doctorId, setDoctorId] = useState('')
  const [reason, setReason] = useState('')
  const [comment, setComment] = useState('')
  const [centerId, setCenterId] = useState('')
  // Field messages appear after a submission that lacks something; the first invalid field then
  // takes the focus (in an effect, once React has marked it invalid).
  const [errors, setErrors] = useState<{ reason?: string; comment?: string; centerId?: string }>({})
  const [focusRequest, setFocusRequest] = useState(0)
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusRequest > 0) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])
  const decision = useReferralDecision(referral.id)
  const centers = useCenters(referral.allowedActions.includes('redirect'))
  if (referral.allowedActions.length === 0) return null
  const close = () => {
    setOpen(null)
    setReason('')
    setComment('')
    setCenterId('')
    setErrors({})
  }
  const submit = () => {
    const missing: typeof errors = {}
    if (open === 'deny' || open === 'cancel') {
      if (reason === '') missing.reason = t('error.reason')
      if (comment.trim() === '') missing.comment = t('error.comment')
    }
    if (open === 'redirect' && centerId === '') missing.centerId = t('error.center')
    setErrors(missing)
    if (Object.keys(missing).length > 0) {
      setFocusRequest((n) => n + 1)
      return
    }
    const done = (answer: ReferralDetail) => {
      close()
      if (answer.id !== referral.id) onOpen(answer.id)
    }
    if (open === 'accept') decision.mutate({ action: 'accept', doctorId }, { onSuccess: done })
    if (open === 'deny')
      decision.mutate(
        { action: 'deny', reason: reason as DenyReason, comment },
        { onSuccess: done },
      )
    if (open === 'cancel')
      decision.mutate(
        { action: 'cancel', reason: reason as CancelReason, comment },
        { onSuccess: done },
      )
    if (open === 'redirect') decision.mutate({ action: 'redirect', centerId }, { onSuccess: done })
  }
  const ready = open !== 'accept' || doctorId !== ''
  const reasons = open === 'deny' ? denyReasons : cancelReasons
  return (
    <div className="referral-actions">
      {referral.allowedActions.map((action) => (
        <Button
          key={action}
          variant={action === 'accept' ? 'primary' : 'secondary'}
          onClick={() => {
            setOpen(action)
            if (action === 'accept') setDoctorId(referral.assignableDoctors[0]?.id ?? '')
          }}
        >
          {t(`action.${action}`)}
        </Button>
      ))}
      <Dialog
        open={open !== null}
        title={open ? t(`${open}.title`) : ''}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('action.close')}
            </Button>
            <Button disabled={!ready || decision.isPending} onClick={submit}>
              {t('confirm')}
            </Button>
          </>
        }
      >
        <div ref={body}>
          {open === 'accept' &&
            (referral.assignableDoctors.length === 0 ? (
              <p>{t('accept.noDoctors')}</p>
            ) : (
              <Select
                label={t('accept.doctor')}
                value={doctorId}
                options={referral.assignableDoctors.map((d) => ({
                  value: d.id,
                  label: d.displayName,
                }))}
                onChange={(event) => {
                  setDoctorId(event.target.value)
                }}
              />
            ))}
          {(open === 'deny' || open === 'cancel') && (
            <>
              <Select
                label={t('reason')}
                value={reason}
                required
                error={errors.reason}
                options={[
                  { value: '', label: '—' },
                  ...reasons.map((code) => ({
                    value: code,
                    label:
                      open === 'deny'
                        ? t(`denyReason.${code as DenyReason}`)
                        : t(`cancelReason.${code as CancelReason}`),
                  })),
                ]}
                onChange={(event) => {
                  setReason(event.target.value)
                  setErrors((e) => ({ ...e, reason: undefined }))
                }}
              />
              <div>
                <label className="referral-textarea">
                  <span>{t('comment')}</span>
                  <textarea
                    required
                    rows={4}
                    maxLength={2000}
                    value={comment}
                    aria-invalid={errors.comment ? true : undefined}
                    aria-describedby={errors.comment ? 'referral-comment-error' : undefined}
                    onChange={(event) => {
                      setComment(event.target.value)
                      setErrors((e) => ({ ...e, comment: undefined }))
                    }}
                  />
                </label>
                {errors.comment && (
                  <span id="referral-comment-error" className="field__error">
                    {errors.comment}
                  </span>
                )}
              </div>
            </>
          )}
          {open === 'redirect' && (
            <Select
              label={t('redirect.center')}
              value={centerId}
              required
              error={errors.centerId}
              options={[
                { value: '', label: t('form.chooseCenter') },
                ...(centers.data?.items ?? [])
                  .filter((c) => c.visible && c.id !== referral.center.id)
                  .map((c) => ({ value: c.id, label: `${c.name}, ${c.city}` })),
              ]}
              onChange={(event) => {
                setCenterId(event.target.value)
                setErrors((e) => ({ ...e, centerId: undefined }))
              }}
            />
          )}
        </div>
      </Dialog>
    </div>
  )
}
