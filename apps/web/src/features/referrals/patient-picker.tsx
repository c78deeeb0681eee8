import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import { useId, useState } from 'react'
import { useDebounced } from '../../shared/forms/use-debounced'
import { Button } from '../../shared/ui/button'
import { TextField } from '../../shared/ui/text-field'
import { maskBirthNumber, usePatient, usePatientList } from '../patients'
import { useReferralMessages } from './referral-messages'
import './patient-picker.css'

const shown = 8

/**
 * Picks the patient of a new referral among the caller's own patients (the list is scoped on the
 * server): search by name or birth-number prefix, then choose. The search text stays in this
 * component's state; only the chosen patient's id goes into the address.
 */
export function PatientPicker({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useReferralMessages()
  const [text, setText] = useState('')
  const q = useDebounced(text.trim())
  const list = usePatientList({ q: q || undefined, page: 1, pageSize: shown, sort: 'name' })
  const resultsId = useId()
  const items = list.data?.items ?? []
  return (
    <section className="patient-picker" aria-labelledby={`${resultsId}-title`}>
      <h2 id={`${resultsId}-title`}>{t('form.pickPatient')}</h2>
      <TextField
        label={t('form.findPatient')}
        type="search"
        autoComplete="off"
        value={text}
        aria-controls={resultsId}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      <ul id={resultsId} className="patient-picker__results" aria-busy={list.isFetching}>
        {items.map((patient) => (
          <li key={patient.id}>
            <button
              type="button"
              className="patient-picker__choice"
              onClick={() => {
                onPick(patient.id)
              }}
            >
              <strong>{formatPersonNameLastFirst(patient)}</strong>
              <span>{maskBirthNumber(patient.birthNumber)}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.isSuccess && items.length === 0 && (
        <p role="status">{q ? t('form.noPatientFound') : t('form.noPatientsYet')}</p>
      )}
    </section>
  )
}

/** The chosen patient at the top of the form, with a way back to the picker. */
export function ChosenPatient({ id, onChange }: { id: string; onChange: () => void }) {
  const { t } = useReferralMessages()
  const patient = usePatient(id)
  return (
    <p className="patient-picker__chosen">
      <span>{t('form.pickPatient')}: </span>
      <strong>{patient.data ? formatPersonNameLastFirst(patient.data) : '…'}</strong>
      {patient.data && <span> {maskBirthNumber(patient.data.birthNumber)}</span>}{' '}
      <Button variant="secondary" small onClick={onChange}>
        {t('form.changePatient')}
      </Button>
    </p>
  )
}
