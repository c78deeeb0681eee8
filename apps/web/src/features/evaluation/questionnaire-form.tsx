import type { EvaluationAnswers, QuestionnaireKind } from '@konzilium/contract/evaluation'
import { useState } from 'react'
import { useForm } from '../../shared/forms/use-form'
import { FormAlert } from '../../shared/forms/form-alert'
import { HttpError } from '../../shared/http/http-errors'
import { Button } from '../../shared/ui/button'
import { ScorePicker, type PickedScore } from '../calculators'
import { useEvaluationMessages } from './evaluation-messages'

interface QuestionnaireFormProps {
  questionnaire: QuestionnaireKind
  /** Sends the answers; rejects with the server's error. */
  onSubmit: (answers: EvaluationAnswers) => Promise<unknown>
  pending: boolean
  idPrefix: string
}

/**
 * The questions of DLQI or BASDAI, drawn by the calculators' own picker (the same questions a
 * doctor fills on the calculator page), and one button that sends them. The server scores them;
 * answers it cannot score (DLQI with two unanswered questions, BASDAI with a blank) are asked again.
 */
export function QuestionnaireForm({
  questionnaire,
  onSubmit,
  pending,
  idPrefix,
}: QuestionnaireFormProps) {
  const { t } = useEvaluationMessages()
  const [picked, setPicked] = useState<PickedScore>({ values: {}, input: {} })
  const [problem, setProblem] = useState<string | null>(null)
  // No client schema: the server scores the answers and says what it cannot score.
  const form = useForm<Record<string, string>, EvaluationAnswers>({
    initialValues: {},
    toInput: (): EvaluationAnswers => ({ questionnaire, input: picked.input }),
  })
  const submit = form.handleSubmit((answers) => {
    setProblem(null)
    onSubmit(answers).catch((error: unknown) => {
      const incomplete = error instanceof HttpError && error.code === 'VALIDATION_FAILED'
      const words =
        questionnaire === 'dlqi'
          ? t('evaluation.fill.incompleteDlqi')
          : t('evaluation.fill.incomplete')
      setProblem(incomplete ? words : t('evaluation.fill.error'))
    })
  })
  return (
    <form className="evaluation-form" {...form.formProps} onSubmit={submit}>
      <ScorePicker
        score={questionnaire}
        value={picked.values}
        onChange={setPicked}
        idPrefix={idPrefix}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" disabled={pending}>
        {pending ? t('evaluation.fill.sending') : t('evaluation.fill.submit')}
      </Button>
    </form>
  )
}
