import {
  formKinds,
  type CreateFormInput,
  type FormDetail,
  type FormKind,
  type UpdateFormInput,
} from '@konzilium/contract/forms'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { carriedScores, dropCarriedScores } from '../../shared/handoff/score-handoff'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextArea } from '../../shared/ui/text-area'
import { TextField } from '../../shared/ui/text-field'
import { useCreateForm, useUpdateForm } from './api'
import {
  contentOut,
  emptyExamination,
  kindForScores,
  scoresOfKind,
  today,
  valuesOfDetail,
  type ExaminationValues,
} from './examination-model'
import { ExaminationScores, scoreFieldPaths, type ScoreDraft } from './examination-scores'
import { useFormsMessages } from './forms-messages'
import { TreatmentFields, treatmentFieldPaths } from './treatment-fields'

/** What the form edits: a new examination of a patient, or a saved one (its next version). */
export type ExaminationTarget =
  { mode: 'new'; patientId: string } | { mode: 'edit'; detail: FormDetail }

/** The values a new examination starts from: today, and the scores carried from a calculator. */
function newValues(): ExaminationValues {
  const scores = carriedScores('examination').map((c): ScoreDraft => ({ ...c }))
  return {
    ...emptyExamination,
    kind: kindForScores(scores.map((s) => s.score)),
    examinedOn: today(),
    scores,
  }
}

/**
 * The examination's state on the one form hook, checked as typed with the contract's schema, and
 * its submission; the server's refusals (a score result it computes otherwise, a treatment that
 * stops before it starts) land on their fields.
 */
function useExaminationForm(target: ExaminationTarget, onDone: (id: string) => void) {
  const { t } = useI18n()
  const create = useCreateForm()
  const update = useUpdateForm(target.mode === 'edit' ? target.detail.id : '')
  const form = useForm<ExaminationValues, CreateFormInput | UpdateFormInput>({
    initialValues: target.mode === 'edit' ? valuesOfDetail(target.detail) : newValues(),
    schema: () =>
      import('@konzilium/contract/forms').then((m) =>
        target.mode === 'edit' ? m.updateFormInputSchema : m.createFormInputSchema,
      ),
    toInput: (values: ExaminationValues) =>
      target.mode === 'edit'
        ? { ...contentOut(values), baseVersion: target.detail.currentVersion }
        : { patientId: target.patientId, kind: values.kind || undefined, ...contentOut(values) },
    nestedFields: (values) => [
      ...scoreFieldPaths(values.scores),
      ...treatmentFieldPaths(values.treatments),
    ],
  })
  const handlers = {
    onSuccess: (answer: { id: string }) => {
      if (target.mode === 'new') dropCarriedScores('examination')
      onDone(answer.id)
    },
    onError: (error: unknown) => {
      form.showError(error, t('form.error.network'))
    },
  }
  const onSubmit = form.handleSubmit((data) => {
    if (target.mode === 'edit') update.mutate(data, handlers)
    // Only the new-examination schema leaves the patient and the kind in the data.
    else create.mutate(data as CreateFormInput, handlers)
  })
  return { form, onSubmit, pending: create.isPending || update.isPending }
}

/** `/app/detail/form`: the examination's kind, date, scores, treatment and findings. */
export function ExaminationForm({
  target,
  onDone,
  onCancel,
}: {
  target: ExaminationTarget
  onDone: (id: string) => void
  onCancel: () => void
}) {
  const { t } = useFormsMessages()
  const { form, onSubmit, pending } = useExaminationForm(target, onDone)
  const kind = form.values.kind
  const kindField = form.bind('kind')
  return (
    <form {...form.formProps} className="forms-form" onSubmit={onSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="forms-row">
        {target.mode === 'new' ? (
          <Select
            label={t('form.kind')}
            required
            options={[
              { value: '', label: t('form.chooseKind') },
              ...formKinds.map((k) => ({ value: k, label: t(`kind.${k}`) })),
            ]}
            {...kindField}
            onChange={(event) => {
              kindField.onChange(event)
              const next = event.target.value as FormKind | ''
              // Only the new kind's scores stay.
              if (next)
                form.setValue(
                  'scores',
                  form.values.scores.filter((s) => scoresOfKind[next].includes(s.score)),
                )
            }}
          />
        ) : (
          <p className="forms-kind">
            <span>{t('form.kind')}: </span>
            <strong>{t(`kind.${target.detail.kind}`)}</strong>
          </p>
        )}
        <TextField
          label={t('form.examinedOn')}
          type="date"
          required
          max={today()}
          {...form.bind('examinedOn')}
        />
      </div>
      {kind ? (
        <ExaminationScores
          available={scoresOfKind[kind]}
          drafts={form.values.scores}
          onChange={(drafts) => {
            form.setValue('scores', drafts)
          }}
          errorOf={form.errorOf}
        />
      ) : (
        <p className="forms-hint">{t('form.kindFirst')}</p>
      )}
      <TreatmentFields
        rows={form.values.treatments}
        onChange={(rows) => {
          form.setValue('treatments', rows)
        }}
        errorOf={form.errorOf}
        onLeave={form.touch}
      />
      <TextArea label={t('form.findings')} rows={6} maxLength={10_000} {...form.bind('findings')} />
      <div className="forms-actions">
        <Button type="submit" disabled={pending}>
          {target.mode === 'edit' ? t('form.saveChanges') : t('form.save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (target.mode === 'new') dropCarriedScores('examination')
            onCancel()
          }}
        >
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  )
}
