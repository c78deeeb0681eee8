import { insurerLabel, insurers } from '@konzilium/contract/codes'
import {
  formatPersonName,
  formatPhone,
  formatPostalCode,
  parseBirthNumber,
} from '@konzilium/contract/czech'
import type { PatientDetail } from '@konzilium/contract/patients'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { FormAlert } from '../../shared/forms/form-alert'
import { HttpError } from '../../shared/http/http-errors'
import { Link } from '../../shared/navigation/link'
import { toasts } from '../../shared/toasts/toast-store'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { usePatientsMessages } from './patients-messages'
import { to } from '../../shared/navigation/paths'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCreatePatient, useUpdatePatient } from './api'
import { DiagnosisPicker } from './diagnosis-picker'

const emptyValues = {
  firstName: '',
  lastName: '',
  birthNumber: '',
  birthDate: '',
  sex: '',
  insurer: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  postalCode: '',
  diagnoses: [] as string[],
}
type Values = typeof emptyValues

function valuesOf(patient: PatientDetail): Values {
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    birthNumber: patient.birthNumber ?? '',
    birthDate: patient.birthDate,
    sex: patient.sex,
    insurer: patient.insurer ?? '',
    email: patient.email ?? '',
    phone: patient.phone ? formatPhone(patient.phone) : '',
    street: patient.street ?? '',
    city: patient.city ?? '',
    postalCode: patient.postalCode ? formatPostalCode(patient.postalCode) : '',
    diagnoses: patient.diagnoses,
  }
}

type PatientFormState = Pick<ReturnType<typeof useForm<Values, unknown>>, 'bind' | 'setValue'>

/**
 * The birth number: a valid one fills in the birth date and sex. A check digit 0 for a remainder
 * of 10 after 1985 is accepted (such numbers were issued) and the hint turns into a warning.
 */
function BirthNumberField({
  form,
  duplicateId,
}: {
  form: PatientFormState
  /** The record that has this number, when the server says the user may open it. */
  duplicateId: string | null
}) {
  const { t } = usePatientsMessages()
  const field = form.bind('birthNumber')
  const parsed = field.value.trim() ? parseBirthNumber(field.value) : null
  const warning = parsed?.ok === true && parsed.value.warning === 'checkDigit'
  const input = (
    <TextField
      label={t('patients.field.birthNumber')}
      hint={t(warning ? 'patients.field.birthNumberWarning' : 'patients.field.birthNumberHint')}
      className={warning ? 'field--warning' : undefined}
      inputMode="numeric"
      autoComplete="off"
      {...field}
      onChange={(event) => {
        field.onChange(event)
        const next = parseBirthNumber(event.target.value)
        if (next.ok) {
          form.setValue('birthDate', next.value.birthDate)
          form.setValue('sex', next.value.sex)
        }
      }}
    />
  )
  // Always the same tree, so that the field is not built anew when the link appears.
  return (
    <>
      {input}
      {duplicateId && field.error && (
        <Link to={to.patient(duplicateId)} className="patient-form__duplicate">
          {t('patients.form.openDuplicate')}
        </Link>
      )}
    </>
  )
}

/** The record the server named for a taken birth number (only one the caller may read). */
function duplicateOf(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null
  const issue = error.issues?.find((i) => i.path === 'birthNumber' && i.target?.type === 'patient')
  return issue?.target?.id ?? null
}

/** The record's form on the one form hook, checked with the contract's schema. */
function usePatientFormState(patient: PatientDetail | undefined) {
  return useForm({
    initialValues: patient ? valuesOf(patient) : emptyValues,
    schema: () =>
      import('@konzilium/contract/patients').then((m) =>
        patient ? m.updatePatientInputSchema : m.createPatientInputSchema,
      ),
  })
}

/**
 * Saves a new or changed record: a failure on the form's fields, success in a toast that names
 * the patient (then the new record opens).
 */
function usePatientSubmit(
  form: ReturnType<typeof usePatientFormState>,
  patient: PatientDetail | undefined,
  onDone: () => void,
) {
  const global = useI18n()
  const { t } = usePatientsMessages()
  const navigate = useNavigate()
  const create = useCreatePatient()
  const update = useUpdatePatient(patient?.id ?? '')
  const [duplicateId, setDuplicateId] = useState<string | null>(null)
  const onError = (error: unknown) => {
    setDuplicateId(duplicateOf(error))
    form.showError(error, global.t('form.error.network'))
  }
  const saved = (answer: PatientDetail, key: 'patients.toast.saved' | 'patients.toast.created') => {
    toasts.add({
      type: 'success',
      title: t(key, { name: formatPersonName(answer) }),
    })
  }
  const submit = form.handleSubmit((data) => {
    setDuplicateId(null)
    if (patient)
      update.mutate(data, {
        onSuccess: (answer) => {
          saved(answer, 'patients.toast.saved')
          onDone()
        },
        onError,
      })
    else
      create.mutate(data, {
        onSuccess: (created) => {
          saved(created, 'patients.toast.created')
          onDone()
          void navigate(to.patient(created.id))
        },
        onError,
      })
  })
  return { submit, duplicateId, pending: create.isPending || update.isPending }
}

/**
 * Create (no `patient`) or edit a record. Validated as the user types with the contract's schema;
 * a valid birth number fills in the birth date and sex at once (still editable).
 */
export function PatientForm({ patient, onDone }: { patient?: PatientDetail; onDone: () => void }) {
  const { t, locale } = usePatientsMessages()
  const form = usePatientFormState(patient)
  const { submit, duplicateId, pending } = usePatientSubmit(form, patient, onDone)
  const toggleDx = (code: string) => {
    const current = form.values.diagnoses
    form.setValue(
      'diagnoses',
      current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
    )
    form.touch('diagnoses')
  }
  return (
    <form
      {...form.formProps}
      className="patient-form"
      onSubmit={submit}
      aria-labelledby="patient-form-title"
    >
      <h2 id="patient-form-title" className="patient-form__wide">
        {patient ? t('patients.form.editTitle') : t('patients.form.newTitle')}
      </h2>
      {form.formError && (
        <div className="patient-form__wide">
          <FormAlert>{form.formError}</FormAlert>
        </div>
      )}
      <TextField
        label={t('patients.field.firstName')}
        required
        autoComplete="off"
        {...form.bind('firstName')}
      />
      <TextField
        label={t('patients.field.lastName')}
        required
        autoComplete="off"
        {...form.bind('lastName')}
      />
      <BirthNumberField form={form} duplicateId={duplicateId} />
      <TextField label={t('patients.field.birthDate')} type="date" {...form.bind('birthDate')} />
      <Select
        label={t('patients.field.sex')}
        options={[
          { value: '', label: '—' },
          { value: 'female', label: t('patients.sex.female') },
          { value: 'male', label: t('patients.sex.male') },
        ]}
        {...form.bind('sex')}
      />
      <Select
        label={t('patients.field.insurer')}
        options={[
          { value: '', label: '—' },
          ...insurers.map((i) => ({ value: i.code, label: insurerLabel(i.code, locale) })),
        ]}
        {...form.bind('insurer')}
      />
      <TextField
        label={t('patients.field.email')}
        type="email"
        autoComplete="off"
        {...form.bind('email')}
      />
      <TextField
        label={t('patients.field.phone')}
        type="tel"
        autoComplete="off"
        {...form.bind('phone')}
      />
      <TextField label={t('patients.field.street')} autoComplete="off" {...form.bind('street')} />
      <TextField label={t('patients.field.city')} autoComplete="off" {...form.bind('city')} />
      <TextField
        label={t('patients.field.postalCode')}
        inputMode="numeric"
        autoComplete="off"
        {...form.bind('postalCode')}
      />
      <DiagnosisPicker
        selected={form.values.diagnoses}
        error={form.errorOf('diagnoses')}
        onToggle={toggleDx}
      />
      <div className="patient-form__wide patients-pager">
        <Button type="submit" disabled={pending}>
          {patient ? t('patients.form.save') : t('patients.form.create')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('patients.form.cancel')}
        </Button>
      </div>
    </form>
  )
}
