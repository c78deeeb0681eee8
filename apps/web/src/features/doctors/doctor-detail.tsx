import { regions, specialties } from '@konzilium/contract/czech'
import type { CenterDoctor, PeripheralDoctor } from '@konzilium/contract/doctors'
import { doctorsEndpoints } from '@konzilium/contract/endpoints/doctors'
import { invitationsEndpoints } from '@konzilium/contract/endpoints/invitations'
import { mayCall } from '../../shared/session/may-call'
import { useState } from 'react'
import { RegionSelect, SpecialtySelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Checkbox } from '../../shared/ui/checkbox'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCenters } from '../centers'
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
import {
  orNull,
  PersonEditCard,
  PersonFacts,
  personInput,
  personValues,
  ResendInvitation,
} from './person-parts'

const updateCenterSchema = () =>
  import('@konzilium/contract/doctors').then((m) => m.updateCenterDoctorInputSchema)

function CenterDoctorForm({ doctor }: { doctor: CenterDoctor }) {
  const m = useDoctorsMessages()
  const update = useUpdateCenterDoctor(doctor.id)
  const form = useForm({
    initialValues: { ...personValues(doctor), acceptsPatients: doctor.acceptsPatients },
    schema: updateCenterSchema,
    toInput: (values) => ({ ...personInput(values), acceptsPatients: values.acceptsPatients }),
  })
  return (
    <PersonEditCard m={m} form={form} save={update}>
      <div className="form-grid">
        <TextField label={m.t('field.phone')} type="tel" {...form.bind('phone')} />
      </div>
      <Checkbox label={m.t('field.acceptsPatients')} {...form.bindCheckbox('acceptsPatients')} />
    </PersonEditCard>
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
  const [result, setResult] = useState<number | null>(null)
  const form = useForm({
    initialValues: { centerId: '', patientsTakenOverBy: '' },
    schema: () => import('@konzilium/contract/doctors').then((c) => c.moveCenterDoctorInputSchema),
    toInput: (values) => ({
      centerId: values.centerId || undefined,
      patientsTakenOverBy: values.patientsTakenOverBy || null,
    }),
  })
  const onSubmit = form.handleSubmit((data) => {
    setResult(null)
    move.mutate(data, {
      onSuccess: (moved) => {
        setResult(moved.patientsReassigned)
        form.reset()
      },
      onError: (error) => {
        form.showError(error, m.t('move.failed'))
      },
    })
  })
  return (
    <Card title={m.t('move.title')}>
      <form {...form.formProps} onSubmit={onSubmit}>
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
            {...form.bind('centerId')}
          />
          <Select
            label={m.t('move.heir')}
            options={[
              { value: '', label: m.t('move.noHeir') },
              ...(colleagues.data?.items ?? [])
                .filter((colleague) => colleague.id !== doctor.id)
                .map((colleague) => ({ value: colleague.id, label: colleague.displayName })),
            ]}
            {...form.bind('patientsTakenOverBy')}
          />
        </div>
        <Button type="submit" disabled={!form.values.centerId || move.isPending}>
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
      <PersonFacts m={m} person={data}>
        <dt>{m.t('column.center')}</dt>
        <dd>{data.centerName}</dd>
        <dt>{m.t('column.region')}</dt>
        <dd>{regions.find((r) => r.code === data.centerRegion)?.name ?? '—'}</dd>
        <dt>{m.t('field.acceptsPatients')}</dt>
        <dd>{data.acceptsPatients ? m.t('yes') : m.t('no')}</dd>
      </PersonFacts>
      {role && mayCall(role, invitationsEndpoints.resendCenterDoctorInvitation) && (
        <ResendInvitation
          m={m}
          person={data}
          role="center_doctor"
          refresh={doctorKeys.all}
          failed={m.t('resend.failed')}
        />
      )}
      {role && mayCall(role, doctorsEndpoints.updateCenterDoctor) && (
        <CenterDoctorForm key={data.id} doctor={data} />
      )}
      {role && mayCall(role, doctorsEndpoints.moveCenterDoctor) && <MoveToCenter doctor={data} />}
    </div>
  )
}

const updatePeripheralSchema = () =>
  import('@konzilium/contract/doctors').then((m) => m.updatePeripheralDoctorInputSchema)

function PeripheralDoctorForm({ doctor }: { doctor: PeripheralDoctor }) {
  const { t } = useI18n()
  const m = useDoctorsMessages()
  const update = useUpdatePeripheralDoctor(doctor.id)
  const form = useForm({
    initialValues: {
      ...personValues(doctor),
      practiceName: doctor.practiceName ?? '',
      ico: doctor.ico ?? '',
      icp: doctor.icp ?? '',
      region: doctor.region ?? '',
      specialty: doctor.specialty ?? '',
    },
    schema: updatePeripheralSchema,
    toInput: (values) => ({
      ...personInput(values),
      practiceName: orNull(values.practiceName),
      ico: orNull(values.ico.replace(/\s+/g, '')),
      icp: orNull(values.icp.replace(/\s+/g, '')),
      region: values.region,
      specialty: orNull(values.specialty),
    }),
  })
  return (
    <PersonEditCard m={m} form={form} save={update}>
      <div className="form-grid">
        <TextField label={m.t('field.phone')} type="tel" {...form.bind('phone')} />
        <TextField label={m.t('column.practice')} {...form.bind('practiceName')} />
        <TextField label={t('czech.ico')} {...form.bind('ico')} />
        <TextField label={t('czech.icp')} {...form.bind('icp')} />
        <RegionSelect binding={form.bind('region')} required />
        <SpecialtySelect binding={form.bind('specialty')} />
      </div>
    </PersonEditCard>
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
      <PersonFacts m={m} person={data}>
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
      </PersonFacts>
      {role && mayCall(role, invitationsEndpoints.resendPeripheralDoctorInvitation) && (
        <ResendInvitation
          m={m}
          person={data}
          role="peripheral_doctor"
          refresh={doctorKeys.all}
          failed={m.t('resend.failed')}
        />
      )}
      {role && mayCall(role, doctorsEndpoints.updatePeripheralDoctor) && (
        <PeripheralDoctorForm key={data.id} doctor={data} />
      )}
    </div>
  )
}
