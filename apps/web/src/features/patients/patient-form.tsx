import { insurers } from '@konzilium/contract/codes'
import { parseBirthNumber } from '@konzilium/contract/czech'
import type { PatientDetail } from '@konzilium/contract/patients'
import { useNavigate } from 'react-router'
import { FormAlert } from '../../shared/forms/form-alert'
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
    phone: patient.phone ?? '',
    street: patient.street ?? '',
    city: patient.city ?? '',
    postalCode: patient.postalCode ?? '',
    diagnoses: patient.diagnoses,
  }
}

/**
 * Create (no `patient`) or edit a record. Validated as the user types with the contract's schema;
 * a valid birth number fills in the birth date and sex at once (still editable).
 */
export function PatientForm({ patient, onDone }: { patient?: PatientDetail; onDone: () => void }) {
  const global = useI18n()
  const { t } = usePatientsMessages()
  const navigate = useNavigate()
  const create = useCreatePatient()
  const update = useUpdatePatient(patient?.id ?? '')
  const form = useForm({
    initialValues: patient ? valuesOf(patient) : emptyValues,
    schema: () =>
      import('@konzilium/contract/patients').then((m) =>
        patient ? m.updatePatientInputSchema : m.createPatientInputSchema,
      ),
  })
  const toggleDx = (code: string) => {
    const current = form.values.diagnoses
    form.setValue(
      'diagnoses',
      current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
    )
    form.touch('diagnoses')
  }
  const birthNumber = form.bind('birthNumber')

  const submit = form.handleSubmit((data) => {
    if (patient) {
      update.mutate(data, {
        onSuccess: onDone,
        onError: (error) => {
          form.showError(error, global.t('form.error.network'))
        },
      })
    } else {
      create.mutate(data, {
        onSuccess: (created) => {
          onDone()
          void navigate(to.patient(created.id))
        },
        onError: (error) => {
          form.showError(error, global.t('form.error.network'))
        },
      })
    }
  })

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
      <TextField
        label={t('patients.field.birthNumber')}
        hint={t('patients.field.birthNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        {...birthNumber}
        onChange={(event) => {
          birthNumber.onChange(event)
          const parsed = parseBirthNumber(event.target.value)
          if (parsed.ok) {
            form.setValue('birthDate', parsed.value.birthDate)
            form.setValue('sex', parsed.value.sex)
          }
        }}
      />
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
          ...insurers.map((i) => ({ value: i.code, label: `${i.code} – ${i.abbreviation}` })),
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
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {patient ? t('patients.form.save') : t('patients.form.create')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('patients.form.cancel')}
        </Button>
      </div>
    </form>
  )
}
