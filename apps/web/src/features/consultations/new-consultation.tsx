import type { CreateConsultationInput } from '@konzilium/contract/consultations'
import { patientsEndpoints } from '@konzilium/contract/endpoints/patients'
import type { PersonRef } from '@konzilium/contract/shapes'
import { useState } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Dialog } from '../../shared/ui/dialog'
import { TextArea } from '../../shared/ui/text-area'
import { TextField } from '../../shared/ui/text-field'
import { ChosenPatient, PatientPicker, useReferral } from '../referrals'
import { useCreateConsultation } from './api'
import { useConsultationMessages } from './consultation-messages'
import { ParticipantPicker } from './participant-picker'

interface Props {
  /** About this patient (from the patient's record) or this referral (from the referral's view). */
  patientId?: string | null
  referralId?: string | null
  onClose: () => void
  onCreated: (id: string) => void
}

type Values = {
  subject: string
  patientId: string
  referralId: string
  participantIds: string[]
  firstMessage: string
}

const toInput = (values: Values): CreateConsultationInput => ({
  subject: values.subject,
  participantIds: values.participantIds,
  firstMessage: values.firstMessage,
  ...(values.patientId ? { patientId: values.patientId } : {}),
  ...(values.referralId ? { referralId: values.referralId } : {}),
})

/**
 * "Nová konzultace": subject, the patient it is about (optional), participants and the first
 * message, checked with the contract's schema as typed; the server's field issues land on their
 * fields. Escape or Zrušit closes it without sending anything.
 */
export function NewConsultationDialog({ patientId, referralId, onClose, onCreated }: Props) {
  const { t } = useConsultationMessages()
  const global = useI18n()
  const create = useCreateConsultation()
  const form = useForm<Values, CreateConsultationInput>({
    initialValues: {
      subject: '',
      patientId: patientId ?? '',
      referralId: referralId ?? '',
      participantIds: [],
      firstMessage: '',
    },
    schema: () =>
      import('@konzilium/contract/consultations').then((m) => m.createConsultationInputSchema),
    toInput,
  })
  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (created) => {
        onCreated(created.id)
      },
      onError: (error) => {
        form.showError(error, t('form.failed'))
      },
    })
  })
  return (
    <Dialog open title={t('form.title')} onClose={onClose}>
      <form {...form.formProps} className="consultation-form" onSubmit={submit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={t('form.subject')}
          required
          autoComplete="off"
          {...form.bind('subject')}
        />
        <PatientChoice
          patientId={form.values.patientId}
          referralId={form.values.referralId}
          error={form.errorOf('patientId') ?? form.errorOf('referralId')}
          onChange={(id) => {
            form.setValue('patientId', id)
            form.setValue('referralId', '')
          }}
        />
        <ReferralParticipants
          referralId={form.values.referralId}
          patientId={form.values.patientId || null}
          value={form.values.participantIds}
          onChange={(ids) => {
            form.setValue('participantIds', ids)
            form.touch('participantIds')
          }}
          error={form.errorOf('participantIds')}
        />
        <TextArea label={t('form.firstMessage')} required rows={4} {...form.bind('firstMessage')} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? global.t('form.loading') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** The patient: the one chosen, the picker, or none (those who may not read patients see none). */
function PatientChoice({
  patientId,
  referralId,
  error,
  onChange,
}: {
  patientId: string
  referralId: string
  error: string | undefined
  onChange: (id: string) => void
}) {
  const { t } = useConsultationMessages()
  const role = useSessionUser()?.role
  const [picking, setPicking] = useState(false)
  if (!mayCall(role, patientsEndpoints.listPatients)) return null
  return (
    <div className="consultation-form__patient">
      {patientId ? (
        <ChosenPatient
          id={patientId}
          onChange={() => {
            onChange('')
            setPicking(true)
          }}
        />
      ) : picking ? (
        <>
          <PatientPicker
            onPick={(id) => {
              onChange(id)
              setPicking(false)
            }}
          />
          <Button
            variant="text"
            small
            onClick={() => {
              setPicking(false)
            }}
          >
            {t('form.withoutPatient')}
          </Button>
        </>
      ) : (
        <p>
          <span>{t('form.noPatient')} </span>
          <Button
            variant="secondary"
            small
            onClick={() => {
              setPicking(true)
            }}
          >
            {t('form.choosePatient')}
          </Button>
        </p>
      )}
      {referralId && <p className="consultation-muted">{t('form.referral')}</p>}
      {error && <span className="field__error">{error}</span>}
    </div>
  )
}

/** The participant picker, offering the people of the referral the consultation is about. */
function ReferralParticipants({
  referralId,
  ...picker
}: {
  referralId: string
  patientId: string | null
  value: string[]
  onChange: (ids: string[]) => void
  error: string | undefined
}) {
  if (!referralId) return <ParticipantPicker suggestions={[]} {...picker} />
  return <WithReferral referralId={referralId} {...picker} />
}

function WithReferral({
  referralId,
  ...picker
}: {
  referralId: string
  patientId: string | null
  value: string[]
  onChange: (ids: string[]) => void
  error: string | undefined
}) {
  const referral = useReferral(referralId).data
  const people: PersonRef[] = referral
    ? [referral.fromDoctor, referral.assignedDoctor, referral.decidedBy, referral.seenBy].filter(
        (person): person is PersonRef => person !== null,
      )
    : []
  // Mounted again once the referral is read, so its people become the picker's suggestions.
  return <ParticipantPicker key={referral ? 'ready' : 'loading'} suggestions={people} {...picker} />
}
