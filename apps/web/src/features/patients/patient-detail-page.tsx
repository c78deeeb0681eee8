import type { PersonRef } from '@konzilium/contract/shapes'
import type { PatientDetail } from '@konzilium/contract/patients'
import { formatPersonName, formatPhone, formatPostalCode } from '@konzilium/contract/czech'
import { auditEndpoints } from '@konzilium/contract/endpoints/audit'
import { patientsEndpoints } from '@konzilium/contract/endpoints/patients'
import { mayCall } from '../../shared/session/may-call'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths, to } from '../../shared/navigation/paths'
import { formatDate, formatDay } from '../../shared/i18n/format'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button, ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PrintButton, PrintHeader } from '../../shared/ui/print-sheet'
import { Dialog } from '../../shared/ui/dialog'
import { ReportActions } from '../reports'
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
import { BackToList, PatientRecordHeader } from './patient-record-header'
import { useDiagnosisName } from './diagnosis-names'
import './patient-record-print.css'
import { usePatientsMessages } from './patients-messages'
import './patients.css'
import { RelatedConsultations } from '../consultations'
import { PatientQuestionnaires } from '../evaluation'
import { PatientExaminations } from '../forms'
import { PatientChartLink } from '../charts'

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
  const role = useSessionUser()?.role
  const patient = usePatient(id)
  const diagnosisName = useDiagnosisName(locale)
  const [editing, setEditing] = useState(false)
  const navigate = useNavigate()

  if (patient.isError)
    return <PageHeader title={t('patientDetail.title')} description={t('patients.notFound')} />
  if (!patient.data) return <p role="status">{global.t('form.loading')}</p>
  const p = patient.data
  // The record says whether this caller may change it now: a centre doctor may read a patient
  // referred to the centre but edit only one the centre treats.
  const mayEdit =
    role && role !== 'patient' && mayCall(role, patientsEndpoints.updatePatient) && p.canChange

  return (
    <div className="patient-detail">
      {role !== 'patient' && <BackToList />}
      <PrintHeader center={p.center?.name} referrer={p.referringDoctor?.displayName} />
      <PageHeader
        title={formatPersonName(p)}
        description={role === 'patient' ? t('patients.own.description') : t('patientDetail.title')}
        actions={
          <div className="patient-detail__actions">
            <PrintButton />
            {role !== 'patient' && <ReportActions kind="patient" id={p.id} />}
            {mayEdit && !editing && (
              <Button
                onClick={() => {
                  setEditing(true)
                }}
              >
                {t('patients.edit')}
              </Button>
            )}
          </div>
        }
      />
      <PatientRecordHeader patient={p} diagnosisName={diagnosisName} />
      <PatientChartLink patientId={p.id} />
      {editing ? (
        <PatientForm
          patient={p}
          onDone={() => {
            setEditing(false)
          }}
        />
      ) : (
        <PatientData patient={p} />
      )}
      {role && mayCall(role, patientsEndpoints.changeCenterDoctor) && p.canChange && p.center && (
        <ChangeCenterDoctor
          id={p.id}
          current={p.centerDoctor?.id ?? ''}
          options={p.centerDoctors}
        />
      )}
      <Card title={t('patients.section.referrals')}>
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
      </Card>
      <PatientExaminations patientId={p.id} mayWrite={role !== 'patient' && p.canChange} />
      {role !== 'patient' && <RelatedConsultations patientId={p.id} />}
      <PatientQuestionnaires patientId={p.id} canChange={p.canChange} email={p.email} />
      <AccessLogSection id={p.id} kind="changes" title={t('patients.section.history')} />
      <AccessLogSection id={p.id} kind="all" title={t('patients.section.accessLog')} />
      {role && mayCall(role, auditEndpoints.listAuditEvents) && (
        <p className="print-sheet__hide">
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

/** The record's contact and care details (the summary above holds the rest). */
function PatientData({ patient: p }: { patient: PatientDetail }) {
  const { t, locale } = usePatientsMessages()
  return (
    <Card title={t('patients.section.data')}>
      <dl>
        <dt>{t('patients.field.birthDate')}</dt>
        <dd>{formatDay(locale, p.birthDate)}</dd>
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
    </Card>
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
    <Card title={t('patients.changeDoctor.title')} className="print-sheet__hide">
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
    </Card>
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
  return (
    <Card title={title}>
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
    </Card>
  )
}

function DeletePatient({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = usePatientsMessages()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeletePatient(id)
  return (
    <Card title={t('patients.delete.title')} className="print-sheet__hide">
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
    </Card>
  )
}
