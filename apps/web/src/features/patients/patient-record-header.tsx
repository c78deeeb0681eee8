import type { PatientDetail } from '@konzilium/contract/patients'
import { insurerLabel } from '@konzilium/contract/codes'
import { formatBirthNumber } from '@konzilium/contract/czech'
import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { usePatientsMessages } from './patients-messages'

/** Whole years between the birth date (`YYYY-MM-DD`) and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const m = today.getMonth() + 1
  const beforeBirthday = m < month || (m === month && today.getDate() < day)
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0)
}

/**
 * The record's summary under its name: birth number, age, sex, insurer and the diagnoses with
 * their names, the facts a doctor looks for first (and the paper's first lines).
 */
export function PatientRecordHeader({
  patient,
  diagnosisName,
}: {
  patient: PatientDetail
  diagnosisName: (code: string) => string
}) {
  const { t, locale } = usePatientsMessages()
  return (
    <section className="patient-summary" aria-label={t('patients.header.label')}>
      <dl className="patient-summary__facts">
        <div>
          <dt>{t('patients.field.birthNumber')}</dt>
          <dd>
            {patient.birthNumber ? formatBirthNumber(patient.birthNumber) : '—'}
            {patient.birthNumberWarning && (
              <span className="patient-warning"> {t('patients.detail.birthNumberWarning')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('patients.field.birthDate')}</dt>
          <dd>{t('patients.header.age', { count: ageOn(patient.birthDate, new Date()) })}</dd>
        </div>
        <div>
          <dt>{t('patients.field.sex')}</dt>
          <dd>{t(`patients.sex.${patient.sex}`)}</dd>
        </div>
        <div>
          <dt>{t('patients.field.insurer')}</dt>
          <dd>{patient.insurer ? insurerLabel(patient.insurer, locale) : '—'}</dd>
        </div>
      </dl>
      <ul className="patient-summary__diagnoses" aria-label={t('patients.field.diagnoses')}>
        {patient.diagnoses.length === 0 && <li>{t('patients.diagnoses.none')}</li>}
        {patient.diagnoses.map((code) => (
          <li key={code}>
            <strong>{code}</strong> {diagnosisName(code)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Where a link into the record came from: the list (with its page and filters) to return to. */
export type RecordOrigin = { from: string }

const isOrigin = (state: unknown): state is RecordOrigin =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as { from?: unknown }).from === 'string' &&
  (state as { from: string }).from.startsWith('/')

/**
 * "Back to the list": a link to the list the record was opened from (the patients list when it
 * was opened otherwise). Coming from a list, it goes back in history, so the list finds its
 * search text again (kept in the history entry, not in the address).
 */
export function BackToList() {
  const { t } = usePatientsMessages()
  const location = useLocation()
  const navigate = useNavigate()
  const origin = isOrigin(location.state) ? location.state.from : null
  return (
    <p className="patient-back print-sheet__hide">
      <Link
        to={origin ?? paths.app.patients}
        onClick={(event: MouseEvent) => {
          const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey
          if (!origin || !plain || event.altKey) return
          event.preventDefault()
          void navigate(-1)
        }}
      >
        {t('patients.back')}
      </Link>
    </p>
  )
}
