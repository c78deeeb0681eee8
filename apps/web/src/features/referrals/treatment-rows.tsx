import { treatmentOutcomes, type TreatmentOutcome } from '@konzilium/contract/referrals'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useReferralMessages } from './referral-messages'

/** One row of a treatment list as typed: every field text, the outcome possibly not chosen. */
export type TreatmentDraft = {
  drug: string
  dose: string
  from: string
  to: string
  outcome: TreatmentOutcome | ''
}
const emptyRow = (): TreatmentDraft => ({ drug: '', dose: '', from: '', to: '', outcome: '' })
const rowFields = ['drug', 'dose', 'from', 'to', 'outcome'] as const

/**
 * A month as Czech clinicians write it (`03/2024`, `3/2024`, `3. 2024`) or as a month picker gives
 * it (`2024-03`), as the `YYYY-MM` the contract takes; anything else is passed on as typed, so
 * that the schema's message lands on the field.
 */
export function monthOut(text: string): string | null {
  const value = text.trim()
  if (value === '') return null
  const czech = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(value)
  if (czech) return `${czech[2] ?? ''}-${(czech[1] ?? '').padStart(2, '0')}`
  return value
}

/** The rows sent: a row without a drug is left out, empty fields become nulls. */
export function treatmentsOut(rows: readonly TreatmentDraft[]) {
  return rows
    .filter((row) => row.drug.trim() !== '')
    .map((row) => ({
      drug: row.drug,
      dose: row.dose || null,
      from: monthOut(row.from),
      to: monthOut(row.to),
      outcome: row.outcome || null,
    }))
}

/**
 * Where each typed row goes in the request (`list.2`), or null for a row left out: the indexes
 * differ once a row without a drug is skipped.
 */
export function treatmentPaths(list: string, rows: readonly TreatmentDraft[]): (string | null)[] {
  let sent = 0
  return rows.map((row) => (row.drug.trim() === '' ? null : `${list}.${String(sent++)}`))
}

/** The input paths of the sent rows' fields, so an issue lands on its field. */
export function treatmentFieldPaths(list: string, rows: readonly TreatmentDraft[]): string[] {
  return treatmentPaths(list, rows).flatMap((path) =>
    path === null ? [] : rowFields.map((field) => `${path}.${field}`),
  )
}

export function TreatmentRows({
  title,
  list,
  rows,
  onChange,
  errorOf,
  onLeave,
}: {
  title: string
  /** The list's name in the request (`previousTreatments`). */
  list: string
  rows: TreatmentDraft[]
  onChange: (rows: TreatmentDraft[]) => void
  /** The message of a field by its input path. */
  errorOf: (path: string) => string | undefined
  /** A field by its input path was left. */
  onLeave: (path: string) => void
}) {
  const { t } = useReferralMessages()
  const paths = treatmentPaths(list, rows)
  const set = (index: number, change: Partial<TreatmentDraft>) => {
    const next = [...rows]
    next[index] = { ...(next[index] ?? emptyRow()), ...change }
    onChange(next)
  }
  const listError = errorOf(list)
  return (
    <fieldset className="referral-fieldset">
      <legend>{title}</legend>
      {listError && <p className="field__error">{listError}</p>}
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
          <div key={index} className="referral-treatment-row">
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
              label={t('form.from')}
              value={row.from}
              inputMode="numeric"
              placeholder="03/2024"
              hint={t('form.monthHint')}
              {...field('from')}
              onChange={(event) => {
                set(index, { from: event.target.value })
              }}
            />
            <TextField
              label={t('form.to')}
              value={row.to}
              inputMode="numeric"
              placeholder="10/2024"
              hint={t('form.monthHint')}
              {...field('to')}
              onChange={(event) => {
                set(index, { to: event.target.value })
              }}
            />
            <Select
              label={t('form.outcome')}
              value={row.outcome}
              options={[
                { value: '', label: t('form.noOutcome') },
                ...treatmentOutcomes.map((o) => ({ value: o, label: t(`outcome.${o}`) })),
              ]}
              {...field('outcome')}
              onChange={(event) => {
                set(index, { outcome: event.target.value as TreatmentOutcome | '' })
              }}
            />
            <Button
              variant="text"
              small
              onClick={() => {
                onChange(rows.filter((_, i) => i !== index))
              }}
            >
              {t('form.removeRow')}
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
        {t('form.addRow')}
      </Button>
    </fieldset>
  )
}
