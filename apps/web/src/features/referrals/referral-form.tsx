import { diagnoses, urgencies, type DiagnosisCode, type Urgency } from '@konzilium/contract/codes'
import type { CreateReferralInput } from '@konzilium/contract/referrals'
import {
  scoresForDiagnosis,
  isPsoriaticArthritis,
  specialtyOfDiagnosis,
} from '@konzilium/contract/referrals'
import { regions } from '@konzilium/contract/czech'
import { FormAlert } from '../../shared/forms/form-alert'
import { carriedScores, dropCarriedScores } from '../../shared/handoff/score-handoff'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Select } from '../../shared/ui/select'
import { useCenters } from '../centers'
import { useCreateReferral, useResubmitReferral } from './api'
import { LiveVerdicts } from './live-verdicts'
import { ParallelWarning } from './referral-parallel'
import { ChosenPatient, PatientPicker } from './patient-picker'
import { useReferralMessages } from './referral-messages'
import { ReferralTextArea } from './referral-textarea'
import { ScoreInputs, inputOf, scoreFieldPaths, type ScoreDraft } from './score-inputs'
import {
  TreatmentRows,
  treatmentFieldPaths,
  treatmentsOut,
  type TreatmentDraft,
} from './treatment-rows'

type Props = {
  patientId: string | null
  onPickPatient: (id: string | null) => void
  onDone: (id: string) => void
  onBack: () => void
}

/**
 * `/app/requests?new=1&patient=<id>`: a referral of an own patient to a visible centre. Without a
 * patient (`?new=1`, from the list or home) the form first asks for one.
 */
export function ReferralForm({ patientId, onPickPatient, onDone, onBack }: Props) {
  const { t } = useReferralMessages()
  if (!patientId)
    return (
      <>
        <PageHeader title={t('form.title')} />
        <PatientPicker onPick={onPickPatient} />
        <Button variant="secondary" onClick={onBack}>
          {t('form.cancel')}
        </Button>
      </>
    )
  return (
    <>
      <PageHeader title={t('form.title')} />
      <ChosenPatient
        id={patientId}
        onChange={() => {
          onPickPatient(null)
        }}
      />
      <NewReferralForm patientId={patientId} onDone={onDone} onBack={onBack} />
    </>
  )
}

export const initialValues = {
  diagnosis: '' as DiagnosisCode | '',
  /** The centre filters: they narrow the centres offered and are not sent. */
  region: '',
  specialty: '',
  centerId: '',
  urgency: 'routine' as Urgency,
  scores: [] as ScoreDraft[],
  previousTreatments: [] as TreatmentDraft[],
  currentTreatments: [] as TreatmentDraft[],
  note: '',
}
export type Values = typeof initialValues

/** The values as the contract's referral input; an unchosen diagnosis or centre is missing. */
const referralInput = (patientId: string) => (values: Values) => ({
  patientId,
  centerId: values.centerId || undefined,
  diagnosis: values.diagnosis || undefined,
  urgency: values.urgency,
  scores: values.scores.map((draft) => ({ score: draft.score, input: inputOf(draft) })),
  previousTreatments: treatmentsOut(values.previousTreatments),
  currentTreatments: treatmentsOut(values.currentTreatments),
  note: values.note.trim() || null,
})

/**
 * The referral's form state on the one form hook, and its submission: a new referral, or, with
 * `resubmitOf`, the completed content of a denied one sent again to its centre.
 */
function useReferralForm(
  patientId: string,
  onDone: (id: string) => void,
  resubmitOf?: { id: string; values: Values },
) {
  const { t } = useI18n()
  const create = useCreateReferral()
  const resubmit = useResubmitReferral(resubmitOf?.id ?? '')
  const form = useForm({
    // Scores carried from a calculator page ("Use in a referral"), held in memory only.
    initialValues: resubmitOf?.values ?? {
      ...initialValues,
      scores: carriedScores().map((c): ScoreDraft => ({ ...c })),
    },
    schema: () =>
      import('@konzilium/contract/referrals').then((m) =>
        resubmitOf ? m.resubmitReferralInputSchema : m.createReferralInputSchema,
      ),
    toInput: referralInput(patientId),
    nestedFields: (values) => [
      ...scoreFieldPaths(values.scores),
      ...treatmentFieldPaths('previousTreatments', values.previousTreatments),
      ...treatmentFieldPaths('currentTreatments', values.currentTreatments),
    ],
  })
  const handlers = {
    onSuccess: (answer: { id: string }) => {
      dropCarriedScores()
      onDone(answer.id)
    },
    onError: (error: unknown) => {
      form.showError(error, t('form.error.network'))
    },
  }
  const onSubmit = form.handleSubmit((data) => {
    if (resubmitOf) resubmit.mutate(data, handlers)
    // Only the new-referral schema leaves the patient and the centre in the data.
    else create.mutate(data as CreateReferralInput, handlers)
  })
  return { form, onSubmit, pending: create.isPending || resubmit.isPending }
}
type ReferralFormState = ReturnType<typeof useReferralForm>['form']

/** The form of a new referral for a chosen patient. */
export function NewReferralForm({
  patientId,
  onDone,
  onBack,
  resubmitOf,
}: {
  patientId: string
  onDone: (id: string) => void
  onBack: () => void
  /** A denied referral completed and sent again: its values; its centre stays. */
  resubmitOf?: { id: string; values: Values }
}) {
  const { t } = useReferralMessages()
  const { form, onSubmit, pending } = useReferralForm(patientId, onDone, resubmitOf)
  const { diagnosis } = form.values
  return (
    <form {...form.formProps} className="referral-form" onSubmit={onSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {!resubmitOf && <ParallelWarning patientId={patientId} />}
      <DiagnosisSelect form={form} />
      {!resubmitOf && <CenterChoice form={form} />}
      <Select
        label={t('form.urgency')}
        options={urgencies.map((u) => ({ value: u, label: t(`urgency.${u}`) }))}
        {...form.bind('urgency')}
      />
      {diagnosis && (
        <ScoreInputs
          available={scoresForDiagnosis(diagnosis)}
          drafts={form.values.scores}
          onChange={(drafts) => {
            form.setValue('scores', drafts)
          }}
          errorOf={form.errorOf}
          onLeave={form.touch}
        />
      )}
      {(['previousTreatments', 'currentTreatments'] as const).map((list) => (
        <TreatmentRows
          key={list}
          title={t(`form.${list}`)}
          list={list}
          rows={form.values[list]}
          onChange={(rows) => {
            form.setValue(list, rows)
          }}
          errorOf={form.errorOf}
          onLeave={form.touch}
        />
      ))}
      {diagnosis && (
        <LiveVerdicts
          diagnosis={diagnosis}
          scores={form.values.scores}
          previousTreatments={form.values.previousTreatments}
        />
      )}
      <NoteField form={form} />
      <div className="referral-actions">
        <Button type="submit" disabled={pending}>
          {resubmitOf ? t('action.resubmit') : t('form.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            dropCarriedScores()
            onBack()
          }}
        >
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  )
}

/** The diagnosis; choosing one presets the specialty filter and keeps only its scores. */
function DiagnosisSelect({ form }: { form: ReferralFormState }) {
  const { t, locale } = useReferralMessages()
  const field = form.bind('diagnosis')
  return (
    <Select
      label={t('form.diagnosis')}
      required
      options={[
        { value: '', label: t('form.chooseDiagnosis') },
        ...diagnoses.map((d) => ({
          value: d.code,
          label: `${d.code} ${locale === 'cs' ? d.cs : d.en}`,
        })),
      ]}
      {...field}
      onChange={(event) => {
        field.onChange(event)
        const code = event.target.value as DiagnosisCode | ''
        if (!code) return
        // Psoriatic arthritis may go to a centre of either specialty: no preset filter.
        form.setValue('specialty', isPsoriaticArthritis(code) ? '' : specialtyOfDiagnosis(code))
        const allowed = scoresForDiagnosis(code)
        form.setValue(
          'scores',
          form.values.scores.filter((s) => allowed.includes(s.score)),
        )
      }}
    />
  )
}

/** The target centre, among the visible ones, narrowed by region and specialty. */
function CenterChoice({ form }: { form: ReferralFormState }) {
  const { t } = useReferralMessages()
  const centers = useCenters(true)
  const { region, specialty } = form.values
  // A centre without an active doctor is not offered: nobody there would read the referral.
  const visibleCenters = (centers.data?.items ?? []).filter(
    (c) =>
      c.visible &&
      c.takesReferrals &&
      (!region || c.region === region) &&
      (!specialty || c.specialty === specialty),
  )
  return (
    <fieldset className="referral-fieldset">
      <legend>{t('form.center')}</legend>
      <div className="referral-row">
        <Select
          label={t('form.region')}
          options={[
            { value: '', label: t('form.allRegions') },
            ...regions.map((r) => ({ value: r.code, label: r.name })),
          ]}
          {...form.bind('region')}
        />
        <Select
          label={t('form.specialty')}
          options={[
            { value: '', label: t('form.allSpecialties') },
            { value: 'dermatology', label: t('specialty.dermatology') },
            { value: 'rheumatology', label: t('specialty.rheumatology') },
          ]}
          {...form.bind('specialty')}
        />
      </div>
      <Select
        label={t('form.center')}
        required
        options={[
          { value: '', label: t('form.chooseCenter') },
          ...visibleCenters.map((c) => ({ value: c.id, label: `${c.name}, ${c.city}` })),
        ]}
        {...form.bind('centerId')}
      />
    </fieldset>
  )
}

function NoteField({ form }: { form: ReferralFormState }) {
  const { t } = useReferralMessages()
  return (
    <ReferralTextArea label={t('form.note')} rows={4} maxLength={4000} {...form.bind('note')} />
  )
}
