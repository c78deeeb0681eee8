import type { PersonRef } from '@konzilium/contract/shapes'
import { diagnoses, insurers } from '@konzilium/contract/codes'
import { formatBirthNumber, formatPhone, formatPostalCode } from '@konzilium/contract/czech'
import { auditEndpoints } from '@konzilium/contract/endpoints/audit'
import { patientsEndpoints } from '@konzilium/contract/endpoints/patients'
import { mayCall } from '../../shared/session/may-call'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths, to } from '../../shared/navigation/paths'
import { formatDate } from '../../shared/i18n/format'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button, ButtonLink } from '../../shared/ui/button'
import { Dialog } from '../../shared/ui/dialog'
import { PageHeader } from '../../shared/ui/page-header'
import { pageCount, Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import {
  LOG_PAGE_SIZE,
  useAccessLog,
  useChangeCenterDoctor,
  useDeletePatient,
  useOwnPatientRecordId,
  usePatient,
} from './api'
import { AccessLogEntryText } from './access-log-entry'
import { PatientForm } from './patient-form'
import { usePatientsMessages } from './patients-messages'
import './patients.css'

/** /app/detail?patient=<id>: one record (the id travels in the query, never a name). */
export function PatientDetailPage() {
  const global = useI18n()
  const { t } = usePatientsMessages()
  const [params] = useSearchParams()
  const requested = params.get('patient') ?? ''
  const role = useSessionUser()?.role
  // A patient opens "My record" without an id: the own record, found through the scoped list.
  const own = useOwnPatientRecordId(role === 'patient' && !requested)
  if (requested) return <PatientRecord id={requested} />
  if (role !== 'patient')
    return <PageHeader title={t('patientDetail.title')} description={t('patients.notFound')} />
  if (own.isError)
    return <PageHeader title={t('patients.own.title')} description={t('patients.loadError')} />
  if (own.data === undefined) return <p role="status">{global.t('form.loading')}</p>
  if (own.data === null)
    return <PageHeader title={t('patients.own.title')} description={t('patients.own.none')} />
  return <PatientRecord id={own.data} />
}

function PatientRecord({ id }: { id: string }) {
  const global = useI18n()
  const { t, locale } = usePatientsMessages()
  const user = useSessionUser()
  const role = user?.role
  const patient = usePatient(id)
  const [editing, setEditing] = useState(false)
  const navigate = useNavigate()

  if (patient.isError)
    return <PageHeader title={t('patientDetail.title')} description={t('patients.notFound')} />
  if (!patient.data) return <p role="status">{global.t('form.loading')}</p>
  const p = patient.data
  const dxName = (code: string) => diagnoses.find((d) => d.code === code)?.[locale] ?? code
  const insurer = insurers.find((i) => i.code === p.insurer)

  return (
    <div className="patient-detail">
      <PageHeader
        title={`${p.lastName} ${p.firstName}`}
        description={role === 'patient' ? t('patients.own.description') : t('patientDetail.title')}
        actions={
          // The record says whether this caller may change it now: a centre doctor may read a
          // patient referred to the centre but edit only one the centre treats.
          role &&
          role !== 'patient' &&
          mayCall(role, patientsEndpoints.updatePatient) &&
          p.canChange &&
          !editing ? (
            <Button
              onClick={() => {
                setEditing(true)
              }}
            >
              {t('patients.edit')}
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <PatientForm
          patient={p}
          onDone={() => {
            setEditing(false)
          }}
        />
      ) : (
        <section aria-labelledby="patient-data">
          <h2 id="patient-data">{t('patients.section.data')}</h2>
          <dl>
            <dt>{t('patients.field.birthNumber')}</dt>
            <dd>
              {p.birthNumber ? formatBirthNumber(p.birthNumber) : '—'}
              {p.birthNumberWarning && (
                <span className="patient-warning"> {t('patients.detail.birthNumberWarning')}</span>
              )}
            </dd>
            <dt>{t('patients.field.birthDate')}</dt>
            <dd>{formatDate(locale, new Date(`${p.birthDate}T00:00:00`))}</dd>
            <dt>{t('patients.field.sex')}</dt>
            <dd>{t(`patients.sex.${p.sex}`)}</dd>
            <dt>{t('patients.field.insurer')}</dt>
            <dd>{insurer ? `${insurer.code} – ${insurer.abbreviation}` : '—'}</dd>
            <dt>{t('patients.field.email')}</dt>
            <dd>{p.email ?? '—'}</dd>
            <dt>{t('patients.field.phone')}</dt>
            <dd>{p.phone ? formatPhone(p.phone) : '—'}</dd>
            <dt>{t('patients.field.address')}</dt>
            <dd>
              {[p.street, p.postalCode && formatPostalCode(p.postalCode), p.city]
                .filter(Boolean)
                .join(', ') || '—'}
            </dd>
            <dt>{t('patients.field.referringDoctor')}</dt>
            <dd>{p.referringDoctor?.displayName ?? '—'}</dd>
            <dt>{t('patients.field.center')}</dt>
            <dd>{p.center?.name ?? t('patients.noCenter')}</dd>
            <dt>{t('patients.field.centerDoctor')}</dt>
            <dd>{p.centerDoctor?.displayName ?? '—'}</dd>
          </dl>
          <h3>{t('patients.field.diagnoses')}</h3>
          <ul>
            {p.diagnoses.map((code) => (
              <li key={code}>
                {code} – {dxName(code)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {role && mayCall(role, patientsEndpoints.changeCenterDoctor) && p.canChange && p.center && (
        <ChangeCenterDoctor
          id={p.id}
          current={p.centerDoctor?.id ?? ''}
          options={p.centerDoctors}
        />
      )}
      <section aria-labelledby="patient-referrals">
        <h2 id="patient-referrals">{t('patients.section.referrals')}</h2>
        {p.referrals.length === 0 ? (
          <p>{t('patients.referrals.none')}</p>
        ) : (
          <ul className="patient-log">
            {p.referrals.map((r) => (
              <li key={r.id}>
                <Link to={to.referral(r.id)}>
                  {formatDate(locale, new Date(r.createdAt))} · {r.centerName} ·{' '}
                  {t(`patients.referralState.${r.state}`)} · {r.diagnosis}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {role === 'peripheral_doctor' && (
          <ButtonLink to={to.newReferral(p.id)}>{t('patients.referrals.new')}</ButtonLink>
        )}
      </section>
      <section aria-labelledby="patient-exams">
        <h2 id="patient-exams">{t('patients.section.examinations')}</h2>
        <p>{t('patients.examinations.placeholder')}</p>
      </section>
      <AccessLogSection id={p.id} kind="changes" title={t('patients.section.history')} />
      <AccessLogSection id={p.id} kind="all" title={t('patients.section.accessLog')} />
      {role && mayCall(role, auditEndpoints.listAuditEvents) && (
        <p>
          <Link to={to.audit({ patient: p.id })}>{t('patients.auditLink')}</Link>
        </p>
      )}
      {role && mayCall(role, patientsEndpoints.deletePatient) && (
        <DeletePatient
          id={p.id}
          onDeleted={() => {
            void navigate(paths.app.patients)
          }}
        />
      )}
    </div>
  )
}

function ChangeCenterDoctor({
  id,
  current,
  options,
}: {
  id: string
  current: string
  options: PersonRef[]
}) {
  const global = useI18n()
  const { t } = usePatientsMessages()
  const change = useChangeCenterDoctor(id)
  const form = useForm({
    initialValues: { centerDoctorId: current },
    schema: () =>
      import('@konzilium/contract/patients').then((m) => m.changeCenterDoctorInputSchema),
  })
  const choice = form.values.centerDoctorId
  const onSubmit = form.handleSubmit((data) => {
    change.mutate(data.centerDoctorId, {
      onError: (error) => {
        form.showError(error, global.t('form.error.network'))
      },
    })
  })
  return (
    <section aria-labelledby="patient-change-doctor">
      <h2 id="patient-change-doctor">{t('patients.changeDoctor.title')}</h2>
      <form
        {...form.formProps}
        className="patients-pager patients-pager--fields"
        onSubmit={onSubmit}
      >
        <Select
          label={t('patients.field.centerDoctor')}
          options={[
            { value: '', label: '—' },
            ...options.map((o) => ({ value: o.id, label: o.displayName })),
          ]}
          {...form.bind('centerDoctorId')}
        />
        <Button type="submit" variant="secondary" disabled={!choice || choice === current}>
          {t('patients.changeDoctor.save')}
        </Button>
      </form>
      {change.isError && <p role="alert">{t('patients.changeDoctor.error')}</p>}
    </section>
  )
}

function AccessLogSection({
  id,
  kind,
  title,
}: {
  id: string
  kind: 'all' | 'changes'
  title: string
}) {
  const { t } = usePatientsMessages()
  const [page, setPage] = useState(1)
  const log = useAccessLog(id, kind, page)
  const total = log.data?.total ?? 0
  const headingId = `patient-log-${kind}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="patient-log">
        {log.data?.items.map((entry) => (
          <li key={entry.id}>
            <AccessLogEntryText entry={entry} />
          </li>
        ))}
      </ul>
      {log.data?.items.length === 0 && <p>{t('patients.log.none')}</p>}
      {pageCount(total, LOG_PAGE_SIZE) > 1 && (
        <Pager
          label={t('patients.log.pages', { title })}
          page={page}
          total={total}
          pageSize={LOG_PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </section>
  )
}

function DeletePatient({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = usePatientsMessages()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeletePatient(id)
  return (
    <section aria-labelledby="patient-delete">
      <h2 id="patient-delete">{t('patients.delete.title')}</h2>
      <Button
        variant="secondary"
        onClick={() => {
          setConfirming(true)
        }}
      >
        {t('patients.delete.title')}
      </Button>
      {/* The native modal: focus moves to Cancel (the safe choice), Escape closes, focus returns. */}
      <Dialog
        open={confirming}
        title={t('patients.delete.dialogTitle')}
        onClose={() => {
          setConfirming(false)
        }}
        actions={
          <>
            <Button
              variant="text"
              onClick={() => {
                setConfirming(false)
              }}
            >
              {t('patients.form.cancel')}
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() => {
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false)
                    onDeleted()
                  },
                })
              }}
            >
              {t('patients.delete.yes')}
            </Button>
          </>
        }
      >
        <p>{t('patients.delete.confirm')}</p>
        {remove.isError && <p role="alert">{t('patients.delete.error')}</p>}
      </Dialog>
    </section>
  )
}
