import type { PersonRef } from '@konzilium/contract/shapes'
import { CANDIDATE_SEARCH_MIN } from '@konzilium/contract/consultations'
import { useId, useState } from 'react'
import { useDebounced } from '../../shared/forms/use-debounced'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { TextField } from '../../shared/ui/text-field'
import { useCandidates } from './api'
import { useConsultationMessages } from './consultation-messages'

/** A person offered, with the centre, practice or company that tells namesakes apart. */
type Offer = PersonRef & { workplace?: string | null }

interface Props {
  /** The ids chosen so far. */
  value: readonly string[]
  onChange: (ids: string[]) => void
  /** People offered without a search (a referral's doctors). */
  suggestions?: readonly PersonRef[]
  /** Already taking part: not offered again. */
  exclude?: readonly string[]
  /** The patient the consultation is about: only people who may read the patient are offered. */
  patientId?: string | null
  error?: string | undefined
}

/**
 * Chooses participants among the people the server says the caller may invite: by a name search
 * (two letters or more), and for a consultation about a patient the doctors who may read that
 * patient from the start; plus suggestions. The caller is never offered: the server adds the one
 * who starts a consultation.
 */
export function ParticipantPicker({
  value,
  onChange,
  suggestions = [],
  exclude = [],
  patientId = null,
  error,
}: Props) {
  const { t } = useConsultationMessages()
  const self = useSessionUser()
  const [text, setText] = useState('')
  const q = useDebounced(text.trim())
  const [names, setNames] = useState<ReadonlyMap<string, string>>(
    () => new Map(suggestions.map((person) => [person.id, person.displayName])),
  )
  const candidates = useCandidates(q, patientId)
  const found: Offer[] = (candidates.data?.items ?? []).map((candidate) => ({
    ...candidate.person,
    workplace: candidate.workplace,
  }))
  const hidden = new Set([...value, ...exclude, self?.id ?? ''])
  const offered = <P extends PersonRef>(people: readonly P[]) =>
    people.filter(
      (person, index) =>
        !hidden.has(person.id) && people.findIndex((other) => other.id === person.id) === index,
    )
  const errorId = `${useId()}-error`

  const add = (person: PersonRef) => {
    setNames((current) => new Map(current).set(person.id, person.displayName))
    onChange([...value, person.id])
  }
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
      <TextField
        label={t('picker.search')}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      <PeopleChoices people={results} onAdd={add} busy={candidates.isFetching} />
      {q.length >= CANDIDATE_SEARCH_MIN && results.length === 0 && !candidates.isFetching && (
        <p role="status">{t('picker.noDoctorFound')}</p>
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
  people: readonly Offer[]
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
              {person.workplace && (
                <span className="participant-picker__workplace"> · {person.workplace}</span>
              )}
            </Button>
          </li>
        ))}
      </ul>
    </>
  )
}
