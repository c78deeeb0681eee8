import { formatPersonName } from '@konzilium/contract/czech'
import type { DiagnosisCode } from '@konzilium/contract/codes'
import type { ReferralDetail, TreatmentRow } from '@konzilium/contract/referrals'
import { PageHeader } from '../../shared/ui/page-header'
import { useReferral } from './api'
import { NewReferralForm, initialValues, type Values } from './referral-form'
import { useReferralMessages } from './referral-messages'
import type { ScoreDraft } from './score-inputs'
import type { TreatmentDraft } from './treatment-rows'

const draftRow = (row: TreatmentRow): TreatmentDraft => ({
  drug: row.drug,
  dose: row.dose ?? '',
  from: row.from ?? '',
  to: row.to ?? '',
  outcome: row.outcome ?? '',
})

/**
 * A denied referral's content as the form's values. A score is carried over when its inputs are
 * plain numbers (as the form types them); the others are filled in again.
 */
export function valuesOf(referral: ReferralDetail): Values {
  const scores: ScoreDraft[] = []
  for (const stored of referral.indication.scores) {
    const input = stored.input as Record<string, unknown>
    if (!Object.values(input).every((value) => typeof value === 'number')) continue
    scores.push({
      score: stored.score,
      values: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
    })
  }
  return {
    ...initialValues,
    diagnosis: referral.diagnosis as DiagnosisCode,
    centerId: referral.center.id,
    urgency: referral.urgency,
    scores,
    previousTreatments: referral.indication.previousTreatments.map(draftRow),
    currentTreatments: referral.indication.currentTreatments.map(draftRow),
    note: referral.note ?? '',
  }
}

/**
 * `/app/requests?resubmit=<id>`: "complete and send again". The form holds the denied referral's
 * content; what the centre asked for is added, and it goes as a new referral to the same centre.
 */
export function ResubmitReferralForm({
  id,
  onDone,
  onBack,
}: {
  id: string
  onDone: (id: string) => void
  onBack: () => void
}) {
  const { t } = useReferralMessages()
  const referral = useReferral(id)
  const r = referral.data
  return (
    <>
      <PageHeader title={t('form.resubmitTitle')} />
      {referral.isError ? (
        <p role="alert">{t('detail.notFound')}</p>
      ) : !r ? (
        <p aria-busy="true">…</p>
      ) : (
        <>
          <p>
            {t('detail.patient')}: <strong>{formatPersonName(r.patient)}</strong>
            <br />
            {t('form.resubmitCenter')}:{' '}
            <strong>
              {r.center.name}, {r.center.city}
            </strong>
          </p>
          {r.comment && (
            <p className="referral-note">
              {t('detail.comment')}: {r.comment}
            </p>
          )}
          <NewReferralForm
            patientId={r.patient.id}
            onDone={onDone}
            onBack={onBack}
            resubmitOf={{ id: r.id, values: valuesOf(r) }}
          />
        </>
      )}
    </>
  )
}
