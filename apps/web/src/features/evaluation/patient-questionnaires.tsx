import type { EvaluationLink } from '@konzilium/contract/evaluation'
import { evaluationEndpoints } from '@konzilium/contract/endpoints/evaluation'
import { useState } from 'react'
import { formatDate, formatDateTime } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { useSessionUser } from '../../shared/session/use-session-user'
import { mayCall } from '../../shared/session/may-call'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useAnswerEvaluationLink, useEvaluationLinks, useRevokeEvaluationLink } from './api'
import { useEvaluationMessages } from './evaluation-messages'
import { QuestionnaireForm } from './questionnaire-form'
import { SendQuestionnaire } from './send-questionnaire'
import './evaluation.css'

const short = { dlqi: 'DLQI', basdai: 'BASDAI' } as const

/**
 * The questionnaires of a patient's record. A doctor sees every link with its state, sends a new
 * one ("Poslat dotazník") when allowed to change the record, and withdraws a waiting one; a
 * signed-in patient sees the questionnaires waiting for them and fills them in here.
 */
export function PatientQuestionnaires({
  patientId,
  canChange,
  email,
}: {
  patientId: string
  /** The record says the caller may change it now (sending follows the same scope). */
  canChange: boolean
  email: string | null
}) {
  const role = useSessionUser()?.role
  if (!mayCall(role, evaluationEndpoints.listEvaluationLinks)) return null
  if (role === 'patient') return <WaitingForPatient patientId={patientId} />
  const maySend = canChange && mayCall(role, evaluationEndpoints.createEvaluationLink)
  return <LinksOfPatient patientId={patientId} maySend={maySend} email={email ?? ''} />
}

function LinksOfPatient({
  patientId,
  maySend,
  email,
}: {
  patientId: string
  maySend: boolean
  email: string
}) {
  const { t, locale } = useEvaluationMessages()
  const links = useEvaluationLinks(patientId)
  const revoke = useRevokeEvaluationLink(patientId)
  const columns: TableColumn<EvaluationLink>[] = [
    {
      key: 'questionnaire',
      header: t('evaluation.links.questionnaire'),
      render: (l) => short[l.questionnaire],
    },
    {
      key: 'state',
      header: t('evaluation.links.state'),
      render: (l) => (
        <>
          <span className={`evaluation-state evaluation-state--${l.state}`}>
            {t(`evaluation.state.${l.state}`)}
          </span>
          {l.formId && (
            <>
              {' '}
              <Link to={to.examination(l.formId)}>{t('evaluation.links.openForm')}</Link>
            </>
          )}
        </>
      ),
    },
    {
      key: 'sent',
      header: t('evaluation.links.sent'),
      render: (l) =>
        `${formatDate(locale, Date.parse(l.createdAt))} · ${t(`evaluation.delivery.${l.delivery}`)}`,
    },
    {
      key: 'expires',
      header: t('evaluation.links.expires'),
      render: (l) => formatDateTime(locale, Date.parse(l.usedAt ?? l.expiresAt)),
    },
    { key: 'by', header: t('evaluation.links.by'), render: (l) => l.createdBy?.displayName ?? '—' },
  ]
  if (maySend)
    columns.push({
      key: 'actions',
      header: t('evaluation.links.actions'),
      render: (l) =>
        l.state === 'waiting' ? (
          <Button
            variant="text"
            disabled={revoke.isPending}
            onClick={() => {
              revoke.mutate(l.id)
            }}
          >
            {t('evaluation.links.revoke')}
          </Button>
        ) : null,
    })
  return (
    <Card title={t('evaluation.links.title')} className="evaluation-links">
      <Table
        caption={t('evaluation.links.caption')}
        columns={columns}
        rows={links.data?.items}
        rowKey={(l) => l.id}
        emptyText={t('evaluation.links.none')}
        errorText={t('evaluation.links.error')}
        status={links}
      />
      {revoke.isError && <p role="alert">{t('evaluation.links.revokeError')}</p>}
      {maySend && <SendQuestionnaire patientId={patientId} email={email} />}
    </Card>
  )
}

function WaitingForPatient({ patientId }: { patientId: string }) {
  const { t } = useEvaluationMessages()
  const links = useEvaluationLinks(patientId)
  const answer = useAnswerEvaluationLink(patientId)
  const [filling, setFilling] = useState<EvaluationLink | null>(null)
  const [done, setDone] = useState(false)
  const waiting = links.data?.items.filter((l) => l.state === 'waiting') ?? []
  return (
    <Card title={t('evaluation.mine.title')} className="evaluation-mine print-sheet__hide">
      {done && <p role="status">{t('evaluation.mine.done')}</p>}
      {filling ? (
        <>
          <h3>{t(`evaluation.questionnaire.${filling.questionnaire}`)}</h3>
          <p>{t('evaluation.fill.intro')}</p>
          <QuestionnaireForm
            questionnaire={filling.questionnaire}
            idPrefix={`evaluation-${filling.id}`}
            pending={answer.isPending}
            onSubmit={(answers) =>
              answer.mutateAsync({ id: filling.id, answers }).then(() => {
                setFilling(null)
                setDone(true)
              })
            }
          />
          <Button
            variant="text"
            onClick={() => {
              setFilling(null)
            }}
          >
            {t('evaluation.mine.close')}
          </Button>
        </>
      ) : links.isSuccess && waiting.length === 0 ? (
        !done && <p>{t('evaluation.mine.none')}</p>
      ) : (
        <ul className="evaluation-mine__list">
          {waiting.map((l) => (
            <li key={l.id}>
              <Button
                onClick={() => {
                  setDone(false)
                  setFilling(l)
                }}
              >
                {t('evaluation.mine.fill', { questionnaire: short[l.questionnaire] })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
