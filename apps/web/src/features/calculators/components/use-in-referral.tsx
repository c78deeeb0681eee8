import type { ScoreId } from '@konzilium/scores'
import { useNavigate } from 'react-router'
import { carryScore, type HandoffTarget } from '../../../shared/handoff/score-handoff'
import { to } from '../../../shared/navigation/paths'
import { mayCall, type Need } from '../../../shared/session/may-call'
import { useSessionUser } from '../../../shared/session/use-session-user'
import { Button } from '../../../shared/ui/button'
import { useCalculatorMessages } from '../calculator-messages'
import { hasScorePicker } from '../score-picker/picker-scores'

/** Each hand-off of a computed score: who may use it, its button and the form it opens. */
const handoffs: readonly {
  target: HandoffTarget
  need: Need
  label: 'useInReferral' | 'saveToPatient'
  address: () => string
}[] = [
  {
    target: 'referral',
    need: 'referrals.create',
    label: 'useInReferral',
    address: () => to.newReferral(),
  },
  // Whoever may write a patient's record records its examinations.
  {
    target: 'examination',
    need: 'forms.write',
    label: 'saveToPatient',
    address: () => to.newExamination(),
  },
]

/**
 * "Use in a referral" and "Save to patient": for a doctor who may write referrals or examinations,
 * carries the computed score's inputs into the new-referral or new-examination form, in memory
 * (never the address or browser storage); the examination form then asks for the patient. Scores
 * carried one after another (PASI, DLQI, BSA) all open in the same new form.
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
  const offered = handoffs.filter((handoff) => mayCall(user?.role, handoff.need))
  if (offered.length === 0 || !hasScorePicker(score as ScoreId)) return null
  return (
    <p className="result-panel__links">
      {offered.map((handoff) => (
        <Button
          key={handoff.target}
          variant="secondary"
          small
          onClick={() => {
            carryScore(
              { score: score as ScoreId, values: { ...values }, input: { ...input } },
              handoff.target,
            )
            void navigate(handoff.address())
          }}
        >
          {t(handoff.label)}
        </Button>
      ))}
    </p>
  )
}
