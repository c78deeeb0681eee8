import type { ConsultationDetail } from '@konzilium/contract/consultations'
import { patientsEndpoints } from '@konzilium/contract/endpoints/patients'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { FormAlert } from '../../shared/forms/form-alert'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Link } from '../../shared/navigation/link'
import { paths, to } from '../../shared/navigation/paths'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { consultationKeys, useConsultation, useConsultationState } from './api'
import { StateBadge } from './badges'
import { Composer } from './composer'
import { useConsultationMessages } from './consultation-messages'
import { Conversation } from './conversation'
import { ParticipantsPanel } from './participants-panel'
import { useConsultationsLive } from './use-consultations-live'
import {
  fetchNewerMessages,
  useConversation,
  useMarkNewestRead,
  usePostMessage,
} from './use-conversation'
import './consultations.css'

/** /app/consultations/:id: one consultation with its participants and the conversation. */
export function ConsultationPage() {
  const { id = '' } = useParams()
  // A new consultation starts with fresh state (its own messages, its own composer).
  return <ConsultationView key={id} id={id} />
}

function ConsultationView({ id }: { id: string }) {
  const { t } = useConsultationMessages()
  const global = useI18n()
  const queryClient = useQueryClient()
  // Live: a message fetches what is new; every change reads the consultation again (read marks,
  // people). While the channel is down, both poll.
  const live = useConsultationsLive(id, (kind) => {
    if (kind !== 'read') void fetchNewerMessages(queryClient, id)
    void queryClient.invalidateQueries({ queryKey: consultationKeys.detail(id) })
  })
  const poll = live !== 'open'
  const consultation = useConsultation(id, poll)
  const c = consultation.data
  return (
    <div className="consultation">
      <p>
        <Link to={paths.app.consultations}>← {t('detail.back')}</Link>
      </p>
      {consultation.isError && !c ? (
        <p role="alert">{t('detail.notFound')}</p>
      ) : !c ? (
        <p role="status">{global.t('form.loading')}</p>
      ) : (
        <>
          <ConsultationHeader consultation={c} />
          <div className="consultation__layout">
            <ConsultationChat consultation={c} poll={poll} />
            <ParticipantsPanel consultation={c} />
          </div>
        </>
      )}
    </div>
  )
}

/** Subject, state, the patient (a link for those who may open the record), close or reopen. */
function ConsultationHeader({ consultation }: { consultation: ConsultationDetail }) {
  const { t } = useConsultationMessages()
  const role = useSessionUser()?.role
  const change = useConsultationState(consultation.id)
  const [error, setError] = useState<string | undefined>()
  const act = (action: 'close' | 'reopen') => {
    setError(undefined)
    change.mutate(action, {
      onError: (failure) => {
        setError(formErrorsFrom(failure, [], t('detail.actionFailed')).form)
      },
    })
  }
  const patient = consultation.patient
  return (
    <header className="consultation__header">
      <div>
        <h1>{consultation.subject}</h1>
        <p className="consultation__facts">
          <StateBadge state={consultation.state} />
          {patient && (
            <span>
              {t('detail.patient')}:{' '}
              {mayCall(role, patientsEndpoints.getPatient) ? (
                <Link to={to.patient(patient.id)}>{patient.displayName}</Link>
              ) : (
                patient.displayName
              )}
            </span>
          )}
        </p>
      </div>
      <div className="consultation__actions">
        {consultation.allowedActions.includes('close') && (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => {
              act('close')
            }}
          >
            {t('detail.close')}
          </Button>
        )}
        {consultation.allowedActions.includes('reopen') && (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => {
              act('reopen')
            }}
          >
            {t('detail.reopen')}
          </Button>
        )}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </header>
  )
}

/** The conversation and, while the caller may post, the composer. */
function ConsultationChat({
  consultation,
  poll,
}: {
  consultation: ConsultationDetail
  poll: boolean
}) {
  const { t } = useConsultationMessages()
  const selfId = useSessionUser()?.id
  const conversation = useConversation(consultation.id, poll)
  const post = usePostMessage(consultation.id, conversation.receive)
  const own = consultation.participants.find((participant) => participant.person.id === selfId)
  useMarkNewestRead(consultation.id, conversation.messages.at(-1)?.id, own?.readUpTo ?? null)
  return (
    <div className="consultation__chat">
      {conversation.status === 'failed' ? (
        <p role="alert">{t('conversation.failed')}</p>
      ) : conversation.status === 'loading' ? (
        <p role="status">{t('conversation.loading')}</p>
      ) : (
        <Conversation
          consultationId={consultation.id}
          messages={conversation.messages}
          participants={consultation.participants}
          hasBefore={conversation.hasBefore}
          older={conversation.older}
          onLoadOlder={() => void conversation.loadOlder()}
        />
      )}
      {consultation.allowedActions.includes('post') ? (
        <Composer consultationId={consultation.id} send={(input) => post.mutateAsync(input)} />
      ) : (
        consultation.state === 'closed' && (
          <p className="consultation-muted">{t('detail.closedNote')}</p>
        )
      )}
    </div>
  )
}
