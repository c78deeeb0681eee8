import { formatPhone } from '@konzilium/contract/czech'
import type { Role } from '@konzilium/contract/session'
import type { UserStatus } from '@konzilium/contract/users'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import type { FormValues, useForm } from '../../shared/forms/use-form'
import { formatDateTime } from '../../shared/i18n/format'
import type { FeatureMessages } from '../../shared/i18n/use-feature-messages'
import { useI18n } from '../../shared/i18n/use-i18n'
import { AccountStatus } from '../../shared/ui/account-status'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { useResendInvitation } from '../invitations'
import './doctors.css'

/**
 * The pieces of a person's detail (centre doctor, peripheral doctor, representative): the header
 * with the way back, the facts every account has, resending the invitation and the edit card.
 * Each of these features' catalogues holds every key, so a detail speaks with its own words.
 */
export type PersonDetailMessages = Pick<
  FeatureMessages<
    | 'detail.title'
    | 'detail.back'
    | 'column.state'
    | 'column.email'
    | 'field.phone'
    | 'column.invitedAt'
    | 'field.lastInvitation'
    | 'field.activatedAt'
    | 'never'
    | 'resend'
    | 'resend.done'
    | 'edit.title'
  >,
  't'
>

export function PersonDetailHeader({ m, onBack }: { m: PersonDetailMessages; onBack: () => void }) {
  return (
    <>
      <PageHeader title={m.t('detail.title')} />
      <p>
        <Button variant="secondary" small onClick={onBack}>
          {m.t('detail.back')}
        </Button>
      </p>
    </>
  )
}

type Person = {
  id: string
  displayName: string
  email: string
  phone: string | null
  status: UserStatus
  invitedAt: string
  lastInvitationSentAt: string | null
  activatedAt: string | null
}

/** What every person's detail shows: state, contact, the role's own facts, the invitation dates. */
export function PersonFacts({
  m,
  person,
  children,
}: {
  m: PersonDetailMessages
  person: Person
  children?: ReactNode
}) {
  const { locale } = useI18n()
  const date = (value: string | null) =>
    value ? formatDateTime(locale, Date.parse(value)) : m.t('never')
  return (
    <Card title={person.displayName}>
      <dl className="doctor-facts">
        <dt>{m.t('column.state')}</dt>
        <dd>
          <AccountStatus status={person.status} />
        </dd>
        <dt>{m.t('column.email')}</dt>
        <dd>{person.email}</dd>
        <dt>{m.t('field.phone')}</dt>
        <dd>{person.phone ? formatPhone(person.phone) : '—'}</dd>
        {children}
        <dt>{m.t('column.invitedAt')}</dt>
        <dd>{date(person.invitedAt)}</dd>
        <dt>{m.t('field.lastInvitation')}</dt>
        <dd>{date(person.lastInvitationSentAt)}</dd>
        <dt>{m.t('field.activatedAt')}</dt>
        <dd>{date(person.activatedAt)}</dd>
      </dl>
    </Card>
  )
}

/** "Resend invitation" for an account still waiting for its activation; then `refresh` reloads. */
export function ResendInvitation({
  m,
  person,
  role,
  refresh,
  failed,
}: {
  m: PersonDetailMessages
  person: Person
  role: Role
  refresh: QueryKey
  /** Said when the resend fails (nothing is said without it). */
  failed?: string
}) {
  const queryClient = useQueryClient()
  const resend = useResendInvitation(role, person.id)
  const [sent, setSent] = useState(false)
  if (person.status !== 'invited') return null
  return (
    <div className="doctor-actions">
      <Button
        variant="secondary"
        disabled={resend.isPending}
        onClick={() => {
          setSent(false)
          resend.mutate(undefined, {
            onSuccess: () => {
              setSent(true)
              void queryClient.invalidateQueries({ queryKey: refresh })
            },
          })
        }}
      >
        {m.t('resend')}
      </Button>
      {sent && <FormAlert tone="success">{m.t('resend.done')}</FormAlert>}
      {failed !== undefined && resend.isError && <FormAlert>{failed}</FormAlert>}
    </div>
  )
}

export const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

type PersonValues = {
  degreesBefore: string
  firstName: string
  lastName: string
  degreesAfter: string
  phone: string
}

/** A person's name and phone as form values (empty text for nothing). */
export function personValues(person: {
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  phone: string | null
}): PersonValues {
  return {
    degreesBefore: person.degreesBefore ?? '',
    firstName: person.firstName,
    lastName: person.lastName,
    degreesAfter: person.degreesAfter ?? '',
    phone: person.phone ? formatPhone(person.phone) : '',
  }
}

/** The name and phone form values as the edit's input (trimmed, empty as null). */
export function personInput(values: PersonValues) {
  return {
    degreesBefore: orNull(values.degreesBefore),
    firstName: values.firstName,
    lastName: values.lastName,
    degreesAfter: orNull(values.degreesAfter),
    phone: orNull(values.phone),
  }
}

/**
 * The edit card of a person: the name fields, the role's own fields (`children`), saving through
 * `save` with the outcome said above the fields.
 */
export function PersonEditCard<V extends FormValues & PersonValues, T>({
  m,
  form,
  save,
  children,
}: {
  m: PersonDetailMessages
  form: ReturnType<typeof useForm<V, T>>
  save: {
    mutate: (input: T, options: { onSuccess: () => void; onError: (error: Error) => void }) => void
    isPending: boolean
  }
  children: ReactNode
}) {
  const { t } = useI18n()
  const [saved, setSaved] = useState(false)
  const onSubmit = form.handleSubmit((input) => {
    setSaved(false)
    save.mutate(input, {
      onSuccess: () => {
        setSaved(true)
      },
      onError: (error) => {
        form.showError(error, t('form.error.network'))
      },
    })
  })
  return (
    <Card title={m.t('edit.title')}>
      <form {...form.formProps} onSubmit={onSubmit}>
        {saved && <FormAlert tone="success">{t('form.saved')}</FormAlert>}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <NameFields bind={form.bind} />
        {children}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Card>
  )
}
