import type { ScoreId } from '@konzilium/scores'
import { useNavigate } from 'react-router'
import { carryScore } from '../../../shared/handoff/score-handoff'
import { to } from '../../../shared/navigation/paths'
import { mayCall } from '../../../shared/session/may-call'
import { useSessionUser } from '../../../shared/session/use-session-user'
import { Button } from '../../../shared/ui/button'
import { useCalculatorMessages } from '../calculator-messages'
import { hasScorePicker } from '../score-picker/picker-scores'

/**
 * "Use in a referral": for a doctor who may write referrals, carries the computed score's inputs
 * into the new-referral form, in memory (never the address or browser storage). Scores carried
 * one after another (PASI, DLQI, BSA) all open in the same new referral.
 */
export function UseInReferral({
  score,
  values,
  input,
}: {
  score: string
  values: Readonly<Record<string, string>>
  input: Readonly<Record<string, unknown>>
}) {
  const { t } = useCalculatorMessages()
  const user = useSessionUser()
  const navigate = useNavigate()
  if (!mayCall(user?.role, 'referrals.create') || !hasScorePicker(score as ScoreId)) return null
  return (
    <p className="result-panel__links">
      <Button
        variant="secondary"
        small
        onClick={() => {
          carryScore({ score: score as ScoreId, values: { ...values }, input: { ...input } })
          void navigate(to.newReferral())
        }}
      >
        {t('useInReferral')}
      </Button>
    </p>
  )
}
