import { formatPersonName } from '@konzilium/contract/czech'
import { useNavigate, useSearchParams } from 'react-router'
import { dropCarriedScores } from '../../shared/handoff/score-handoff'
import { useI18n } from '../../shared/i18n/use-i18n'
import { paths, to } from '../../shared/navigation/paths'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { usePatient } from '../patients'
import { ChosenPatient, PatientPicker } from '../referrals'
import { useFormDetail } from './api'
import { ExaminationForm } from './examination-form'
import { FormAttachments } from './form-attachments'
import { useFormsMessages } from './forms-messages'
import './forms.css'

/**
 * /app/detail/form: `?patient=<id>` records a new examination of that patient, `?form=<id>`
 * changes a saved one (kept as its next version). Without either (from "Save to patient" on a
 * calculator page) it first asks for the patient. Only ids travel in the address.
 */
export function ExaminationFormPage() {
  const [params] = useSearchParams()
  const formId = params.get('form') ?? ''
  const patientId = params.get('patient') ?? ''
  if (formId) return <EditExamination id={formId} />
  return <NewExamination patientId={patientId} />
}

function NewExamination({ patientId }: { patientId: string }) {
  const { t } = useFormsMessages()
  const navigate = useNavigate()
  const pick = (id: string | null) => {
    void navigate(id ? to.newExamination(id) : to.newExamination(), { replace: true })
  }
  return (
    <div className="forms-page">
      <PageHeader title={t('form.newTitle')} description={t('form.newDescription')} />
      {patientId ? (
        <>
          <ChosenPatient
            id={patientId}
            onChange={() => {
              pick(null)
            }}
          />
          <ExaminationForm
            key={patientId}
            target={{ mode: 'new', patientId }}
            onDone={(id) => {
              void navigate(to.examination(id), { replace: true })
            }}
            onCancel={() => {
              void navigate(to.patient(patientId))
            }}
          />
          <p className="forms-hint">{t('attachments.afterSave')}</p>
        </>
      ) : (
        <>
          <PatientPicker onPick={pick} />
          <Button
            variant="secondary"
            onClick={() => {
              dropCarriedScores('examination')
              void navigate(paths.app.patients)
            }}
          >
            {t('form.cancel')}
          </Button>
        </>
      )}
    </div>
  )
}

function EditExamination({ id }: { id: string }) {
  const { t } = useFormsMessages()
  const global = useI18n()
  const navigate = useNavigate()
  const detail = useFormDetail(id)
  const patient = usePatient(detail.data?.patientId ?? '')
  if (detail.isError)
    return <PageHeader title={t('form.editTitle')} description={t('read.notFound')} />
  if (!detail.data) return <p role="status">{global.t('form.loading')}</p>
  const d = detail.data
  const mayUpdate = d.allowedActions.includes('update')
  return (
    <div className="forms-page">
      <PageHeader
        title={t('form.editTitle')}
        description={[
          patient.data ? formatPersonName(patient.data) : '',
          t('form.editDescription', { version: d.currentVersion }),
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      {mayUpdate ? (
        <ExaminationForm
          // A newer version read meanwhile starts the form again from it.
          key={d.currentVersion}
          target={{ mode: 'edit', detail: d }}
          onDone={(formId) => {
            void navigate(to.examination(formId), { replace: true })
          }}
          onCancel={() => {
            void navigate(to.examination(d.id))
          }}
        />
      ) : (
        <p role="alert">{t('form.notAllowed')}</p>
      )}
      <FormAttachments
        formId={d.id}
        attachments={d.attachments}
        mayAttach={d.allowedActions.includes('attach')}
      />
    </div>
  )
}
