import type { DiagnosisCode } from '@konzilium/contract/codes'
import { referralVerdicts } from '@konzilium/contract/referrals/indication'
import { indicationFamilyOf } from '@konzilium/contract/referrals'
import { calculateScore } from '@konzilium/scores'
import { IndicationVerdicts } from './indication-verdicts'
import { inputOf, type ScoreDraft } from './score-inputs'
import { treatmentsOut, type TreatmentDraft } from './treatment-rows'

/**
 * The indication-criteria verdicts of the referral being written, recomputed on every change with
 * the same function the server runs on the stored referral.
 */
export function LiveVerdicts({
  diagnosis,
  scores,
  previousTreatments,
}: {
  diagnosis: DiagnosisCode
  scores: readonly ScoreDraft[]
  previousTreatments: readonly TreatmentDraft[]
}) {
  const computed = scores.flatMap((draft) => {
    const outcome = calculateScore(draft.score, inputOf(draft))
    return outcome.ok ? [{ score: draft.score, display: outcome.result.display }] : []
  })
  const verdicts = referralVerdicts(
    indicationFamilyOf(diagnosis),
    computed,
    treatmentsOut([...previousTreatments]),
  )
  return <IndicationVerdicts verdicts={verdicts} />
}
