import { HttpError } from '../../shared/http/http-errors'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { TextField } from '../../shared/ui/text-field'
import { useSecondFactor } from './api/sign-in'
import { useFinishSignIn, type SecondFactorChallenge } from './use-finish-sign-in'

interface SecondFactorFormProps {
  challenge: SecondFactorChallenge
  onChallenge: (challenge: SecondFactorChallenge) => void
  /** Back to the password step; `reason` explains why when the step ran out. */
  onCancel: (reason?: string) => void
}

const secondFactorSchema = () =>
  import('@konzilium/contract/session').then((m) => m.secondFactorInputSchema)

/** Whether an ISO time lies in the past. */
function hasPassed(iso: string): boolean {
  return Date.parse(iso) < Date.now()
}

/** The second step of signing in to an account with two-factor sign-in. */
export function SecondFactorForm({ challenge, onChallenge, onCancel }: SecondFactorFormProps) {
  const { t } = useI18n()
  const secondFactor = useSecondFactor()
  const finish = useFinishSignIn(onChallenge)
  const wait = useRetryAfter()
  const form = useForm({
    initialValues: { code: '' },
    schema: secondFactorSchema,
    toInput: (values) => ({ challengeId: challenge.challengeId, code: values.code }),
  })

  const onSubmit = form.handleSubmit((input) => {
    // The challenge lives 5 minutes (ADR 006); after that only a new sign-in helps.
    if (hasPassed(challenge.challengeExpiresAt)) {
      onCancel(t('login.secondFactor.expired'))
      return
    }
    secondFactor.mutate(input, {
      onSuccess: (answer) => void finish(answer),
      onError: (error) => {
        if (wait.block(error)) return
        if (error instanceof HttpError && error.code === 'CODE_EXPIRED') {
          onCancel(t('login.secondFactor.expired'))
          return
        }
        form.showError(error, t('login.error.network'))
      },
    })
  })

  return (
    <form className="auth-form" {...form.formProps} onSubmit={onSubmit}>
      <h2>{t('login.secondFactor.title')}</h2>
      <p>{t('login.secondFactor.description')}</p>
      {wait.message && <FormAlert title={t('login.error.rateLimited')}>{wait.message}</FormAlert>}
      {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={t('login.secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        required
        autoFocus
        hint={t('login.secondFactor.hint')}
        {...form.bind('code')}
      />
      <Button type="submit" disabled={secondFactor.isPending || wait.blocked}>
        {t('login.secondFactor.submit')}
      </Button>
      <Button
        variant="text"
        onClick={() => {
          onCancel()
        }}
      >
        {t('login.secondFactor.back')}
      </Button>
    </form>
  )
}
