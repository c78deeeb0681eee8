import { treatmentKinds, type TreatmentKind } from '@konzilium/contract/forms'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useFormsMessages } from './forms-messages'

/** One treatment as typed: every field text, the kind possibly not chosen. */
export type TreatmentDraft = {
  kind: TreatmentKind | ''
  drug: string
  dose: string
  start: string
  stop: string
}
const emptyRow = (): TreatmentDraft => ({ kind: '', drug: '', dose: '', start: '', stop: '' })
const rowFields = ['kind', 'drug', 'dose', 'start', 'stop'] as const

/**
 * The rows sent: a row left wholly empty is left out; an empty dose or stop is null, an empty
 * kind, drug or start is missing (the schema's message lands on the field).
 */
export function treatmentsOut(rows: readonly TreatmentDraft[]) {
  return rows
    .filter((row) => !isBlank(row))
    .map((row) => ({
      kind: row.kind || undefined,
      drug: row.drug,
      dose: row.dose.trim() || null,
      start: row.start || undefined,
      stop: row.stop || null,
    }))
}

const isBlank = (row: TreatmentDraft) =>
  row.kind === '' && [row.drug, row.dose, row.start, row.stop].every((text) => text.trim() === '')

/** Where each typed row goes in the request (`treatments.2`), or null for a row left out. */
function treatmentPaths(rows: readonly TreatmentDraft[]): (string | null)[] {
  let sent = 0
  return rows.map((row) => (isBlank(row) ? null : `treatments.${String(sent++)}`))
}

/** The input paths of the sent rows' fields, so an issue lands on its field. */
export function treatmentFieldPaths(rows: readonly TreatmentDraft[]): string[] {
  return treatmentPaths(rows).flatMap((path) =>
    path === null ? [] : rowFields.map((field) => `${path}.${field}`),
  )
}

/** The treatment the patient has at the examination: biologic or conventional, drug, dose, dates. */
export function TreatmentFields({
  rows,
  onChange,
  errorOf,
  onLeave,
}: {
  rows: TreatmentDraft[]
  onChange: (rows: TreatmentDraft[]) => void
  errorOf: (path: string) => string | undefined
  onLeave: (path: string) => void
}) {
  const { t } = useFormsMessages()
  const paths = treatmentPaths(rows)
  const set = (index: number, change: Partial<TreatmentDraft>) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)))
  }
  const listError = errorOf('treatments')
  return (
    <fieldset className="forms-fieldset">
      <legend>{t('form.treatment')}</legend>
      {listError && <p className="field__error">{listError}</p>}
      {rows.length === 0 && <p className="forms-hint">{t('form.treatmentHint')}</p>}
      {rows.map((row, index) => {
        const path = paths[index] ?? null
        const field = (name: (typeof rowFields)[number]) =>
          path === null
            ? {}
            : {
                error: errorOf(`${path}.${name}`),
                onBlur: () => {
                  onLeave(`${path}.${name}`)
                },
              }
        return (
          <div key={index} className="forms-treatment-row">
            <Select
              label={t('form.therapyKind')}
              value={row.kind}
              options={[
                { value: '', label: t('form.chooseTherapyKind') },
                ...treatmentKinds.map((kind) => ({ value: kind, label: t(`therapy.${kind}`) })),
              ]}
              {...field('kind')}
              onChange={(event) => {
                set(index, { kind: event.target.value as TreatmentKind | '' })
              }}
            />
            <TextField
              label={t('form.drug')}
              value={row.drug}
              maxLength={200}
              {...field('drug')}
              onChange={(event) => {
                set(index, { drug: event.target.value })
              }}
            />
            <TextField
              label={t('form.dose')}
              value={row.dose}
              maxLength={200}
              {...field('dose')}
              onChange={(event) => {
                set(index, { dose: event.target.value })
              }}
            />
            <TextField
              label={t('form.start')}
              type="date"
              value={row.start}
              {...field('start')}
              onChange={(event) => {
                set(index, { start: event.target.value })
              }}
            />
            <TextField
              label={t('form.stop')}
              type="date"
              value={row.stop}
              {...field('stop')}
              onChange={(event) => {
                set(index, { stop: event.target.value })
              }}
            />
            <Button
              variant="text"
              small
              onClick={() => {
                onChange(rows.filter((_, i) => i !== index))
              }}
            >
              {t('form.removeTreatment')}
            </Button>
          </div>
        )
      })}
      <Button
        variant="secondary"
        small
        onClick={() => {
          onChange([...rows, emptyRow()])
        }}
      >
        {t('form.addTreatment')}
      </Button>
    </fieldset>
  )
}
