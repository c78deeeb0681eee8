import { diagnosisCodes } from '@konzilium/contract/codes'
import { searchDiagnoses } from '@konzilium/contract/icd10-search'
import { useState } from 'react'
import { TextField } from '../../shared/ui/text-field'
import { entryName, useDiagnosisName, useIcd10List } from './diagnosis-names'
import { usePatientsMessages } from './patients-messages'

/**
 * The record's diagnoses: a search over the ICD-10 list (by code, with or without the dot, or by
 * words of the name, diacritics optional; the indication codes first) and a check box per match;
 * Enter picks the first match. Before a search it offers the indication diagnoses and the chosen
 * ones. The list loads with the picker, not with the app.
 */
export function DiagnosisPicker({
  selected,
  error,
  onToggle,
}: {
  selected: readonly string[]
  error: string | undefined
  onToggle: (code: string) => void
}) {
  const { t, locale } = usePatientsMessages()
  const [dxSearch, setDxSearch] = useState('')
  const list = useIcd10List()
  const name = useDiagnosisName(locale)
  // Before a search: the indication diagnoses and those chosen, not the whole list, so the form's
  // other fields stay a few Tab presses away.
  const offered = (code: string) =>
    (diagnosisCodes as readonly string[]).includes(code) || selected.includes(code)
  const dxMatches = list.data
    ? dxSearch.trim()
      ? searchDiagnoses(list.data, dxSearch)
      : list.data.filter((d) => offered(d.code))
    : []
  return (
    <fieldset className="patient-form__wide">
      <legend>{t('patients.field.diagnoses')} *</legend>
      {selected.length > 0 && (
        <p>
          {t('patients.field.selected', {
            codes: selected.map((code) => `${code} ${name(code)}`.trim()).join(', '),
          })}
        </p>
      )}
      <TextField
        label={t('patients.field.diagnosisSearch')}
        type="search"
        value={dxSearch}
        autoComplete="off"
        // The list's message sits on the search field, which takes the focus when it is missing.
        error={error}
        onChange={(event) => {
          setDxSearch(event.target.value)
        }}
        onKeyDown={(event) => {
          // Enter picks the first match instead of submitting the form.
          if (event.key === 'Enter') {
            event.preventDefault()
            const first = dxMatches[0]
            if (first && !selected.includes(first.code)) onToggle(first.code)
          }
        }}
      />
      {list.isPending && <p role="status">{t('patients.diagnoses.loading')}</p>}
      {list.data && dxMatches.length === 0 && (
        <p role="status">{t('patients.diagnoses.nothingFound')}</p>
      )}
      <ul className="patient-dx">
        {dxMatches.map((d) => (
          <li key={d.code}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(d.code)}
                onChange={() => {
                  onToggle(d.code)
                }}
              />{' '}
              {d.code}
              {d.mark ?? ''} – {entryName(d, locale)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
