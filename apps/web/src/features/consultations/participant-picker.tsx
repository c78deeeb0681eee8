import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import type { PersonRef } from '@konzilium/contract/shapes'
import { scopeFor, type ScopedAction } from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'
import { useId, useState } from 'react'
import { useDebounced } from '../../shared/forms/use-debounced'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { TextField } from '../../shared/ui/text-field'
import { useCenterDoctorList, usePeripheralDoctorList } from '../doctors'
import { useConsultationMessages } from './consultation-messages'

const shown = 8

/**
 * A doctors list worth searching (the actions of listCenterDoctors and listPeripheralDoctors): the
 * role may read it, and more than its own record (scope `self`).
 */
const mayList = (role: Role | undefined, action: ScopedAction) =>
  role !== undefined && mayCall(role, action) && scopeFor(role, action) !== 'self'

interface Props {
  /** The ids chosen so far. */
  value: readonly string[]
  onChange: (ids: string[]) => void
  /** People offered without a search (a referral's doctors, for one who may not list doctors). */
  suggestions?: readonly PersonRef[]
  /** Already taking part: not offered again. */
  exclude?: readonly string[]
  error?: string | undefined
}

/**
 * Chooses participants among the doctors the caller may list (centre doctors, peripheral doctors,
 * each only when the policy lets the caller list them), plus suggestions. The caller is never
 * offered: the server adds the one who starts a consultation.
 */
export function ParticipantPicker({
  value,
  onChange,
  suggestions = [],
  exclude = [],
  error,
}: Props) {
  const { t } = useConsultationMessages()
  const self = useSessionUser()
  const [text, setText] = useState('')
  const q = useDebounced(text.trim())
  const [names, setNames] = useState<ReadonlyMap<string, string>>(
    () => new Map(suggestions.map((person) => [person.id, person.displayName])),
  )
  const listCentre = mayList(self?.role, 'center-doctors.read')
  const listPeripheral = mayList(self?.role, 'peripheral-doctors.read')
  const query = { q, page: 1, pageSize: shown, status: 'active' as const }
  const centre = useCenterDoctorList(query, listCentre)
  const peripheral = usePeripheralDoctorList(query, listPeripheral)
  const found: PersonRef[] = [...(centre.data?.items ?? []), ...(peripheral.data?.items ?? [])].map(
    (doctor) => ({
      id: doctor.id,
      displayName: doctor.displayName,
      listName: formatPersonNameLastFirst(doctor),
    }),
  )
  const hidden = new Set([...value, ...exclude, self?.id ?? ''])
  const offered = (people: readonly PersonRef[]) =>
    people.filter(
      (person, index) =>
        !hidden.has(person.id) && people.findIndex((other) => other.id === person.id) === index,
    )
  const errorId = `${useId()}-error`

  const add = (person: PersonRef) => {
    setNames((current) => new Map(current).set(person.id, person.displayName))
    onChange([...value, person.id])
  }
  const searching = listCentre || listPeripheral
  const suggested = offered(suggestions)
  const results = offered(found)

  return (
    <fieldset
      className="participant-picker"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('form.participants')}</legend>
      <p className="participant-picker__title">{t('picker.chosen')}</p>
      {value.length === 0 ? (
        <p className="consultation-muted">{t('picker.noneChosen')}</p>
      ) : (
        <ul className="participant-picker__chosen">
          {value.map((id) => {
            const name = names.get(id) ?? id
            return (
              <li key={id}>
                <span>{name}</span>
                <Button
                  variant="text"
                  small
                  aria-label={t('picker.remove', { name })}
                  onClick={() => {
                    onChange(value.filter((chosen) => chosen !== id))
                  }}
                >
                  ×
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      {suggested.length > 0 && (
        <PeopleChoices title={t('picker.suggested')} people={suggested} onAdd={add} />
      )}
      {searching ? (
        <>
          <TextField
            label={t('picker.search')}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
            }}
          />
          <PeopleChoices
            people={results}
            onAdd={add}
            busy={centre.isFetching || peripheral.isFetching}
          />
          {q && results.length === 0 && !centre.isFetching && !peripheral.isFetching && (
            <p role="status">{t('picker.noDoctorFound')}</p>
          )}
        </>
      ) : (
        suggested.length === 0 && <p className="consultation-muted">{t('picker.noDirectory')}</p>
      )}
    </fieldset>
  )
}

function PeopleChoices({
  title,
  people,
  onAdd,
  busy = false,
}: {
  title?: string
  people: readonly PersonRef[]
  onAdd: (person: PersonRef) => void
  busy?: boolean
}) {
  const { t } = useConsultationMessages()
  return (
    <>
      {title && <p className="participant-picker__title">{title}</p>}
      <ul className="participant-picker__results" aria-busy={busy}>
        {people.map((person) => (
          <li key={person.id}>
            <Button
              variant="secondary"
              small
              aria-label={t('picker.add', { name: person.displayName })}
              onClick={() => {
                onAdd(person)
              }}
            >
              + {person.displayName}
            </Button>
          </li>
        ))}
      </ul>
    </>
  )
}
