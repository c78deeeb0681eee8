import { regions, specialties } from '@konzilium/contract/czech'
import type { CenterDoctor, PeripheralDoctor } from '@konzilium/contract/doctors'
import { may } from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { RegionSelect, SpecialtySelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import { useForm } from '../../shared/forms/use-form'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Checkbox } from '../../shared/ui/checkbox'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCenters } from '../centers'
import { useResendInvitation } from '../invitations'
import {
  doctorKeys,
  useCenterDoctor,
  useCenterDoctorList,
  useMoveCenterDoctor,
  usePeripheralDoctor,
  useUpdateCenterDoctor,
  useUpdatePeripheralDoctor,
} from './api'
import { useDoctorsMessages } from './doctors-messages'
import { InvitationChip } from './invitation-chip'

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

type Base = CenterDoctor | PeripheralDoctor

/** What every doctor's detail shows first: contact, invitation state and dates. */
function Facts({ doctor, children }: { doctor: Base; children?: ReactNode }) {
  const { locale } = useI18n()
  const m = useDoctorsMessages()
  const date = (value: string | null) =>
    value ? formatDateTime(locale, Date.parse(value)) : m.t('never')
  return (
    <Card title={doctor.displayName}>
      <dl className="doctor-facts">
        <dt>{m.t('column.state')}</dt>
        <dd>
          <InvitationChip status={doctor.status} />
        </dd>
        <dt>{m.t('column.email')}</dt>
        <dd>{doctor.email}</dd>
        <dt>{m.t('field.phone')}</dt>
        <dd>{doctor.phone ?? '—'}</dd>
        {children}
        <dt>{m.t('column.invitedAt')}</dt>
        <dd>{date(doctor.invitedAt)}</dd>
        <dt>{m.t('field.lastInvitation')}</dt>
        <dd>{date(doctor.lastInvitationSentAt)}</dd>
        <dt>{m.t('field.activatedAt')}</dt>
        <dd>{date(doctor.activatedAt)}</dd>
      </dl>
    </Card>
  )
}

/** "Resend invitation" for an account still waiting for its activation. */
function ResendInvitation({ doctor, role }: { doctor: Base; role: Role }) {
  const m = useDoctorsMessages()
  const queryClient = useQueryClient()
  const resend = useResendInvitation(role, doctor.id)
  const [sent, setSent] = useState(false)
  if (doctor.status !== 'invited') return null
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
              void queryClient.invalidateQueries({ queryKey: doctorKeys.all })
            },
          })
        }}
      >
        {m.t('resend')}
      </Button>
      {sent && <FormAlert tone="success">{m.t('resend.done')}</FormAlert>}
      {resend.isError && <FormAlert>{m.t('resend.failed')}</FormAlert>}
    </div>
  )
}

const updateCenterSchema = () =>
  import('@konzilium/contract/doctors').then((m) => m.updateCenterDoctorInputSchema)

function CenterDoctorForm({ doctor }: { doctor: CenterDoctor }) {
  const { t } = useI18n()
  const m = useDoctorsMessages()
  const update = useUpdateCenterDoctor(doctor.id)
  const [saved, setSaved] = useState(false)
  const form = useForm({
    initialValues: {
      degreesBefore: doctor.degreesBefore ?? '',
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      degreesAfter: doctor.degreesAfter ?? '',
      phone: doctor.phone ?? '',
      acceptsPatients: doctor.acceptsPatients,
    },
    schema: updateCenterSchema,
    toInput: (values) => ({
      degreesBefore: orNull(values.degreesBefore),
      firstName: values.firstName,
      lastName: values.lastName,
      degreesAfter: orNull(values.degreesAfter),
      phone: orNull(values.phone),
      acceptsPatients: values.acceptsPatients,
    }),
  })
  const onSubmit = form.handleSubmit((input) => {
    setSaved(false)
    update.mutate(input, {
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
        <div className="form-grid">
          <TextField label={m.t('field.phone')} type="tel" {...form.bind('phone')} />
        </div>
        <Checkbox label={m.t('field.acceptsPatients')} {...form.bindCheckbox('acceptsPatients')} />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Card>
  )
}

/** Admin: move the doctor to another centre; a colleague of the old centre may take the patients. */
function MoveToCenter({ doctor }: { doctor: CenterDoctor }) {
  const { t } = useI18n()
  const m = useDoctorsMessages()
  const centers = useCenters(true)
  const colleagues = useCenterDoctorList({
    q: '',
    centerId: doctor.centerId,
    pageSize: 100,
    sort: 'lastName',
  })
  const move = useMoveCenterDoctor(doctor.id)
  const [centerId, setCenterId] = useState('')
  const [heir, setHeir] = useState('')
  const [result, setResult] = useState<number | null>(null)
  return (
    <Card title={m.t('move.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!centerId) return
          setResult(null)
          move.mutate(
            { centerId, patientsTakenOverBy: heir || null },
            {
              onSuccess: (moved) => {
                setResult(moved.patientsReassigned)
                setCenterId('')
                setHeir('')
              },
            },
          )
        }}
      >
        <p>{m.t('move.explain')}</p>
        {result !== null && (
          <FormAlert tone="success">{m.t('move.done', { count: result })}</FormAlert>
        )}
        {move.isError && <FormAlert>{m.t('move.failed')}</FormAlert>}
        <div className="form-grid">
          <Select
            label={m.t('move.center')}
            required
            options={[
              { value: '', label: t('czech.choose') },
              ...(centers.data?.items ?? [])
                .filter((center) => center.id !== doctor.centerId)
                .map((center) => ({ value: center.id, label: center.name })),
            ]}
            value={centerId}
            onChange={(event) => {
              setCenterId(event.target.value)
            }}
          />
          <Select
            label={m.t('move.heir')}
            options={[
              { value: '', label: m.t('move.noHeir') },
              ...(colleagues.data?.items ?? [])
                .filter((colleague) => colleague.id !== doctor.id)
                .map((colleague) => ({ value: colleague.id, label: colleague.displayName })),
            ]}
            value={heir}
            onChange={(event) => {
              setHeir(event.target.value)
            }}
          />
        </div>
        <Button type="submit" disabled={!centerId || move.isPending}>
          {m.t('move.submit')}
        </Button>
      </form>
    </Card>
  )
}

export function CenterDoctorDetail({ id }: { id: string }) {
  const { t } = useI18n()
  const m = useDoctorsMessages()
  const role = useSessionUser()?.role
  const doctor = useCenterDoctor(id)
  if (!doctor.data) return <p>{doctor.isError ? t('form.loadFailed') : t('form.loading')}</p>
  const data = doctor.data
  return (
    <div className="doctor-detail">
      <Facts doctor={data}>
        <dt>{m.t('column.center')}</dt>
        <dd>{data.centerName}</dd>
        <dt>{m.t('column.region')}</dt>
        <dd>{regions.find((r) => r.code === data.centerRegion)?.name ?? '—'}</dd>
        <dt>{m.t('field.acceptsPatients')}</dt>
        <dd>{data.acceptsPatients ? m.t('yes') : m.t('no')}</dd>
      </Facts>
      {role && may(role, 'center-doctors.invite') && (
        <ResendInvitation doctor={data} role="center_doctor" />
      )}
      {role && may(role, 'center-doctors.update') && (
        <CenterDoctorForm key={data.id} doctor={data} />
      )}
      {role && may(role, 'center-doctors.move') && <MoveToCenter doctor={data} />}
    </div>
  )
}

const updatePeripheralSchema = () =>
  import('@konzilium/contract/doctors').then((m) => m.updatePeripheralDoctorInputSchema)

function PeripheralDoctorForm({ doctor }: { doctor: PeripheralDoctor }) {
  const { t } = useI18n()
  const m = useDoctorsMessages()
  const update = useUpdatePeripheralDoctor(doctor.id)
  const [saved, setSaved] = useState(false)
  const form = useForm({
    initialValues: {
      degreesBefore: doctor.degreesBefore ?? '',
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      degreesAfter: doctor.degreesAfter ?? '',
      phone: doctor.phone ?? '',
      practiceName: doctor.practiceName ?? '',
      ico: doctor.ico ?? '',
      icp: doctor.icp ?? '',
      region: doctor.region ?? '',
      specialty: doctor.specialty ?? '',
    },
    schema: updatePeripheralSchema,
    toInput: (values) => ({
      degreesBefore: orNull(values.degreesBefore),
      firstName: values.firstName,
      lastName: values.lastName,
      degreesAfter: orNull(values.degreesAfter),
      phone: orNull(values.phone),
      practiceName: orNull(values.practiceName),
      ico: orNull(values.ico.replace(/\s+/g, '')),
      icp: orNull(values.icp.replace(/\s+/g, '')),
      region: values.region,
      specialty: orNull(values.specialty),
    }),
  })
  const onSubmit = form.handleSubmit((input) => {
    setSaved(false)
    update.mutate(input, {
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
        <div className="form-grid">
          <TextField label={m.t('field.phone')} type="tel" {...form.bind('phone')} />
          <TextField label={m.t('column.practice')} {...form.bind('practiceName')} />
          <TextField label={t('czech.ico')} {...form.bind('ico')} />
          <TextField label={t('czech.icp')} {...form.bind('icp')} />
          <RegionSelect binding={form.bind('region')} required />
          <SpecialtySelect binding={form.bind('specialty')} />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Card>
  )
}

export function PeripheralDoctorDetail({ id }: { id: string }) {
  const { t, locale } = useI18n()
  const m = useDoctorsMessages()
  const user = useSessionUser()
  const role = user?.role
  const doctor = usePeripheralDoctor(id)
  if (!doctor.data) return <p>{doctor.isError ? t('form.loadFailed') : t('form.loading')}</p>
  const data = doctor.data
  const specialty = specialties.find((s) => s.code === data.specialty)
  return (
    <div className="doctor-detail">
      <Facts doctor={data}>
        <dt>{m.t('column.practice')}</dt>
        <dd>{data.practiceName ?? '—'}</dd>
        <dt>{t('czech.ico')}</dt>
        <dd>{data.ico ?? '—'}</dd>
        <dt>{t('czech.icp')}</dt>
        <dd>{data.icp ?? '—'}</dd>
        <dt>{m.t('column.region')}</dt>
        <dd>{regions.find((r) => r.code === data.region)?.name ?? '—'}</dd>
        <dt>{t('czech.specialty')}</dt>
        <dd>{specialty ? (locale === 'cs' ? specialty.cs : specialty.en) : '—'}</dd>
      </Facts>
      {role && may(role, 'peripheral-doctors.invite') && (
        <ResendInvitation doctor={data} role="peripheral_doctor" />
      )}
      {role && may(role, 'peripheral-doctors.update') && (
        <PeripheralDoctorForm key={data.id} doctor={data} />
      )}
    </div>
  )
}
