import { diagnoses, urgencies, type DiagnosisCode, type Urgency } from '@konzilium/contract/codes'
import {
  scoresForDiagnosis,
  isPsoriaticArthritis,
  specialtyOfDiagnosis,
  treatmentOutcomes,
  type TreatmentOutcome,
} from '@konzilium/contract/referrals'
import { regions } from '@konzilium/contract/czech'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCenters } from '../centers'
import { useCreateReferral } from './api'
import { ChosenPatient, PatientPicker } from './patient-picker'
import { useReferralMessages } from './referral-messages'
import { ScoreInputs, inputOf, type ScoreDraft } from './score-inputs'

type Row = { drug: string; dose: string; from: string; to: string; outcome: TreatmentOutcome | '' }
const emptyRow = (): Row => ({ drug: '', dose: '', from: '', to: '', outcome: '' })

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
  const { t, locale } = useReferralMessages()
  const [diagnosis, setDiagnosis] = useState<DiagnosisCode | ''>('')
  const [region, setRegion] = useState('')
  const [specialty, setSpecialty] = useState('')
  const [centerId, setCenterId] = useState('')
  const [urgency, setUrgency] = useState<Urgency>('routine')
  const [scores, setScores] = useState<ScoreDraft[]>([])
  const [previous, setPrevious] = useState<Row[]>([])
  const [current, setCurrent] = useState<Row[]>([])
  const [note, setNote] = useState('')
  const centers = useCenters(true)
  const create = useCreateReferral()
  // A submission without a diagnosis or a centre marks them and focuses the first one (in an
  // effect, once React has marked it invalid).
  const [errors, setErrors] = useState<{ diagnosis?: string; centerId?: string }>({})
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (focusRequest > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const visibleCenters = (centers.data?.items ?? []).filter(
    (c) =>
      c.visible && (!region || c.region === region) && (!specialty || c.specialty === specialty),
  )
  const rowsOut = (rows: Row[]) =>
    rows
      .filter((row) => row.drug.trim() !== '')
      .map((row) => ({
        drug: row.drug,
        dose: row.dose || null,
        from: row.from || null,
        to: row.to || null,
        outcome: row.outcome || null,
      }))
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing: typeof errors = {}
    if (!diagnosis) missing.diagnosis = t('error.diagnosis')
    if (!centerId) missing.centerId = t('error.center')
    setErrors(missing)
    if (!patientId || !diagnosis || !centerId) {
      setFocusRequest((n) => n + 1)
      return
    }
    create.mutate(
      {
        patientId,
        centerId,
        diagnosis,
        urgency,
        scores: scores.map((draft) => ({ score: draft.score, input: inputOf(draft) })),
        previousTreatments: rowsOut(previous),
        currentTreatments: rowsOut(current),
        note: note.trim() || null,
      },
      {
        onSuccess: (answer) => {
          onDone(answer.id)
        },
      },
    )
  }

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
      <form ref={formRef} className="referral-form" onSubmit={submit} noValidate>
        <Select
          label={t('form.diagnosis')}
          required
          value={diagnosis}
          error={errors.diagnosis}
          options={[
            { value: '', label: t('form.chooseDiagnosis') },
            ...diagnoses.map((d) => ({
              value: d.code,
              label: `${d.code} ${locale === 'cs' ? d.cs : d.en}`,
            })),
          ]}
          onChange={(event) => {
            const code = event.target.value as DiagnosisCode | ''
            setDiagnosis(code)
            setErrors((e) => ({ ...e, diagnosis: undefined }))
            if (code) {
              // Psoriatic arthritis may go to a centre of either specialty: no preset filter.
              setSpecialty(isPsoriaticArthritis(code) ? '' : specialtyOfDiagnosis(code))
              const allowed = scoresForDiagnosis(code)
              setScores(scores.filter((s) => allowed.includes(s.score)))
            }
          }}
        />
        <fieldset className="referral-fieldset">
          <legend>{t('form.center')}</legend>
          <div className="referral-row">
            <Select
              label={t('form.region')}
              value={region}
              options={[
                { value: '', label: t('form.allRegions') },
                ...regions.map((r) => ({ value: r.code, label: r.name })),
              ]}
              onChange={(event) => {
                setRegion(event.target.value)
              }}
            />
            <Select
              label={t('form.specialty')}
              value={specialty}
              options={[
                { value: '', label: t('form.allSpecialties') },
                { value: 'dermatology', label: t('specialty.dermatology') },
                { value: 'rheumatology', label: t('specialty.rheumatology') },
              ]}
              onChange={(event) => {
                setSpecialty(event.target.value)
              }}
            />
          </div>
          <Select
            label={t('form.center')}
            required
            value={centerId}
            error={errors.centerId}
            options={[
              { value: '', label: t('form.chooseCenter') },
              ...visibleCenters.map((c) => ({ value: c.id, label: `${c.name}, ${c.city}` })),
            ]}
            onChange={(event) => {
              setCenterId(event.target.value)
              setErrors((e) => ({ ...e, centerId: undefined }))
            }}
          />
        </fieldset>
        <Select
          label={t('form.urgency')}
          value={urgency}
          options={urgencies.map((u) => ({ value: u, label: t(`urgency.${u}`) }))}
          onChange={(event) => {
            setUrgency(event.target.value as Urgency)
          }}
        />
        {diagnosis && (
          <ScoreInputs
            available={scoresForDiagnosis(diagnosis)}
            drafts={scores}
            onChange={setScores}
          />
        )}
        <TreatmentRows
          title={t('form.previousTreatments')}
          rows={previous}
          onChange={setPrevious}
        />
        <TreatmentRows title={t('form.currentTreatments')} rows={current} onChange={setCurrent} />
        <label className="referral-textarea">
          <span>{t('form.note')}</span>
          <textarea
            rows={4}
            maxLength={4000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value)
            }}
          />
        </label>
        <div className="referral-actions">
          <Button type="submit" disabled={create.isPending}>
            {t('form.submit')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </>
  )
}

function TreatmentRows({
  title,
  rows,
  onChange,
}: {
  title: string
  rows: Row[]
  onChange: (rows: Row[]) => void
}) {
  const { t } = useReferralMessages()
  const set = (index: number, change: Partial<Row>) => {
    const next = [...rows]
    next[index] = { ...(next[index] ?? emptyRow()), ...change }
    onChange(next)
  }
  return (
    <fieldset className="referral-fieldset">
      <legend>{title}</legend>
      {rows.map((row, index) => (
        <div key={index} className="referral-treatment-row">
          <TextField
            label={t('form.drug')}
            value={row.drug}
            maxLength={200}
            onChange={(event) => {
              set(index, { drug: event.target.value })
            }}
          />
          <TextField
            label={t('form.dose')}
            value={row.dose}
            maxLength={200}
            onChange={(event) => {
              set(index, { dose: event.target.value })
            }}
          />
          <TextField
            label={t('form.from')}
            value={row.from}
            pattern="\d{4}-\d{2}"
            placeholder="2024-01"
            onChange={(event) => {
              set(index, { from: event.target.value })
            }}
          />
          <TextField
            label={t('form.to')}
            value={row.to}
            pattern="\d{4}-\d{2}"
            placeholder="2024-06"
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
      ))}
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
