import type { ConsultationDetail } from '@konzilium/contract/consultations'
import { useState } from 'react'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { FormAlert } from '../../shared/forms/form-alert'
import { useI18n } from '../../shared/i18n/use-i18n'
import { roleLabel } from '../../shared/session/role-label'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Dialog } from '../../shared/ui/dialog'
import { useUpdateParticipants } from './api'
import { useConsultationMessages } from './consultation-messages'
import { ParticipantPicker } from './participant-picker'

/**
 * Who takes part, with the role of each; those the server lets change the participants add
 * others (in a dialog) and remove them.
 */
export function ParticipantsPanel({ consultation }: { consultation: ConsultationDetail }) {
  const { t } = useConsultationMessages()
  const global = useI18n()
  const selfId = useSessionUser()?.id
  const update = useUpdateParticipants(consultation.id)
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const mayChange = consultation.allowedActions.includes('participants')
  const change = (input: { add?: string[]; remove?: string[] }, done?: () => void) => {
    setError(undefined)
    update.mutate(input, {
      onSuccess: done,
      onError: (failure) => {
        setError(formErrorsFrom(failure, [], t('participants.failed')).form)
      },
    })
  }
  return (
    <Card title={t('participants.title')} className="participants-panel">
      {error && !adding && <FormAlert>{error}</FormAlert>}
      <ul className="participants-panel__list">
        {consultation.participants.map(({ person, role }) => (
          <li key={person.id}>
            <span className="participants-panel__who">
              <span>
                {person.displayName}
                {person.id === selfId && ` ${t('participants.you')}`}
              </span>
              <span className="consultation-muted">{global.t(roleLabel(role))}</span>
            </span>
            {mayChange && person.id !== selfId && (
              <Button
                variant="text"
                small
                disabled={update.isPending}
                aria-label={t('participants.remove', { name: person.displayName })}
                onClick={() => {
                  change({ remove: [person.id] })
                }}
              >
                ×
              </Button>
            )}
          </li>
        ))}
      </ul>
      {mayChange && (
        <Button
          variant="secondary"
          small
          onClick={() => {
            setAdding(true)
          }}
        >
          {t('participants.add')}
        </Button>
      )}
      {adding && (
        <AddParticipants
          exclude={consultation.participants.map((participant) => participant.person.id)}
          patientId={consultation.patient?.id ?? null}
          pending={update.isPending}
          error={error}
          onClose={() => {
            setAdding(false)
            setError(undefined)
          }}
          onAdd={(ids) => {
            change({ add: ids }, () => {
              setAdding(false)
            })
          }}
        />
      )}
    </Card>
  )
}

function AddParticipants({
  exclude,
  patientId,
  pending,
  error,
  onClose,
  onAdd,
}: {
  exclude: string[]
  patientId: string | null
  pending: boolean
  error: string | undefined
  onClose: () => void
  onAdd: (ids: string[]) => void
}) {
  const { t } = useConsultationMessages()
  const [chosen, setChosen] = useState<string[]>([])
  return (
    <Dialog open title={t('participants.add')} onClose={onClose}>
      {error && <FormAlert>{error}</FormAlert>}
      <ParticipantPicker
        value={chosen}
        onChange={setChosen}
        exclude={exclude}
        patientId={patientId}
      />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0 || pending}
          onClick={() => {
            onAdd(chosen)
          }}
        >
          {t('participants.addSubmit')}
        </Button>
      </div>
    </Dialog>
  )
}
