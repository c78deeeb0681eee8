import { formatPersonName } from '@konzilium/contract/czech'
import type { FormDetail } from '@konzilium/contract/forms'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { formatDateTime, formatDay, formatNumber } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { Button, ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Dialog } from '../../shared/ui/dialog'
import { PageHeader } from '../../shared/ui/page-header'
import { PrintButton, PrintHeader } from '../../shared/ui/print-sheet'
import { useScoreWords } from '../calculators'
import { usePatient } from '../patients'
import { useDeleteForm, useFormDetail } from './api'
import { FormAttachments } from './form-attachments'
import { useFormsMessages } from './forms-messages'
import './forms.css'

/** A version asked for in the address: a whole number from 1, or none (the current one). */
const versionOf = (text: string | null): number | undefined => {
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

/**
 * /app/detail/read-form?form=<id>[&version=N]: a saved examination, read-only and printable:
 * each score with the formula version it was computed with, the treatment, the findings, the files
 * and the version history. Change and delete are offered to whom the server allows them.
 */
export function ExaminationReadPage() {
  const { t } = useFormsMessages()
  const global = useI18n()
  const [params] = useSearchParams()
  const id = params.get('form') ?? ''
  const version = versionOf(params.get('version'))
  const detail = useFormDetail(id, version)
  if (detail.isError) return <PageHeader title={t('read.title')} description={t('read.notFound')} />
  if (!detail.data) return <p role="status">{global.t('form.loading')}</p>
  return <ExaminationView detail={detail.data} />
}

function ExaminationView({ detail: d }: { detail: FormDetail }) {
  const { t, locale } = useFormsMessages()
  const earlier = d.version !== d.currentVersion
  // Whose examination it is, on screen and on paper (the record's own read is audited there).
  const patient = usePatient(d.patientId)
  const kind = t(`kind.${d.kind}`)
  return (
    <div className="forms-page forms-read">
      <p className="forms-back print-sheet__hide">
        <Link to={to.patient(d.patientId)}>{t('read.backToPatient')}</Link>
      </p>
      <PrintHeader
        {...(patient.data?.center ? { center: patient.data.center.name } : {})}
        {...(patient.data?.referringDoctor
          ? { referrer: patient.data.referringDoctor.displayName }
          : {})}
      />
      <PageHeader
        title={t('read.heading', { date: formatDay(locale, d.examinedOn) })}
        description={patient.data ? `${formatPersonName(patient.data)} · ${kind}` : kind}
        actions={<ReadActions detail={d} earlier={earlier} />}
      />
      {earlier && (
        <p className="forms-earlier" role="status">
          {t('read.earlierVersion', { version: d.version, current: d.currentVersion })}{' '}
          <Link to={to.examination(d.id)}>{t('read.showCurrent')}</Link>
        </p>
      )}
      <Card title={t('read.facts')}>
        <dl className="forms-facts">
          <dt>{t('form.kind')}</dt>
          <dd>{t(`kind.${d.kind}`)}</dd>
          <dt>{t('form.examinedOn')}</dt>
          <dd>{formatDay(locale, d.examinedOn)}</dd>
          <dt>{t('read.author')}</dt>
          <dd>{d.author?.displayName ?? t('read.byPatient')}</dd>
          <dt>{t('read.version')}</dt>
          <dd>
            {t('read.versionLine', {
              version: d.version,
              who: d.versionAuthor?.displayName ?? t('read.byPatient'),
              when: formatDateTime(locale, Date.parse(d.versionCreatedAt)),
            })}
          </dd>
        </dl>
      </Card>
      <ScoresCard detail={d} />
      <TreatmentCard detail={d} />
      <Card title={t('form.findings')}>
        {d.findings ? <p className="forms-findings">{d.findings}</p> : <p>{t('read.none')}</p>}
      </Card>
      <FormAttachments
        formId={d.id}
        attachments={d.attachments}
        mayAttach={!earlier && d.allowedActions.includes('attach')}
      />
      <VersionsCard detail={d} />
    </div>
  )
}

function ReadActions({ detail: d, earlier }: { detail: FormDetail; earlier: boolean }) {
  const { t } = useFormsMessages()
  return (
    <div className="forms-actions">
      <PrintButton />
      {!earlier && d.allowedActions.includes('update') && (
        <ButtonLink to={to.editExamination(d.id)} className="print-sheet__hide">
          {t('read.edit')}
        </ButtonLink>
      )}
      {d.allowedActions.includes('delete') && <DeleteExamination detail={d} />}
    </div>
  )
}

function ScoresCard({ detail: d }: { detail: FormDetail }) {
  const { t, locale } = useFormsMessages()
  const words = useScoreWords()
  return (
    <Card title={t('form.scores')}>
      {d.scores.length === 0 ? (
        <p>{t('read.noScores')}</p>
      ) : (
        <ul className="forms-scores">
          {d.scores.map((s) => (
            <li key={s.score} data-score={s.score}>
              <strong>{words.name(s.score)}</strong>{' '}
              <span data-testid={`score-${s.score}`}>
                {formatNumber(locale, s.result.display)}
                {words.unit(s.score)}
              </span>{' '}
              {s.result.band && <span>({words.band(s.score, s.result.band)})</span>}
              {/* The stored formula version in words; its id (ADR 005) on hover, for a query. */}
              <small className="forms-score-version" title={s.result.version}>
                {words.version(s.result.version, s.score)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function TreatmentCard({ detail: d }: { detail: FormDetail }) {
  const { t, locale } = useFormsMessages()
  return (
    <Card title={t('form.treatment')}>
      {d.treatments.length === 0 ? (
        <p>{t('read.none')}</p>
      ) : (
        <ul className="forms-treatments">
          {d.treatments.map((row, index) => (
            <li key={index}>
              <strong>{row.drug}</strong> ({t(`therapy.${row.kind}`)})
              {row.dose && <span> · {row.dose}</span>}
              <span>
                {' · '}
                {row.stop
                  ? t('read.period', {
                      start: formatDay(locale, row.start),
                      stop: formatDay(locale, row.stop),
                    })
                  : t('read.since', { start: formatDay(locale, row.start) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function VersionsCard({ detail: d }: { detail: FormDetail }) {
  const { t, locale } = useFormsMessages()
  return (
    <Card title={t('read.history')} className="forms-versions">
      <ul className="forms-versions__list">
        {d.versions.map((v) => (
          <li key={v.version}>
            {v.version === d.version ? (
              <strong aria-current="page">{t('read.versionShort', { version: v.version })}</strong>
            ) : (
              <Link
                to={
                  v.version === d.currentVersion
                    ? to.examination(d.id)
                    : to.examination(d.id, v.version)
                }
              >
                {t('read.versionShort', { version: v.version })}
              </Link>
            )}{' '}
            · {formatDateTime(locale, Date.parse(v.createdAt))} ·{' '}
            {v.author?.displayName ?? t('read.byPatient')} ·{' '}
            {t('read.examinedOnShort', { date: formatDay(locale, v.examinedOn) })}
          </li>
        ))}
      </ul>
    </Card>
  )
}

function DeleteExamination({ detail: d }: { detail: FormDetail }) {
  const { t } = useFormsMessages()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteForm(d.id)
  const close = () => {
    setConfirming(false)
  }
  return (
    <>
      <Button
        variant="secondary"
        className="print-sheet__hide"
        onClick={() => {
          setConfirming(true)
        }}
      >
        {t('read.delete')}
      </Button>
      {/* The native modal: focus moves to Cancel (the safe choice), Escape closes, focus returns. */}
      <Dialog
        open={confirming}
        title={t('read.deleteTitle')}
        onClose={close}
        actions={
          <>
            <Button variant="text" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() => {
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false)
                    void navigate(to.patient(d.patientId), { replace: true })
                  },
                })
              }}
            >
              {t('read.deleteYes')}
            </Button>
          </>
        }
      >
        <p>{t('read.deleteConfirm')}</p>
        {remove.isError && <p role="alert">{t('read.deleteFailed')}</p>}
      </Dialog>
    </>
  )
}
