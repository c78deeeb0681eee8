import { useState, type SyntheticEvent } from 'react'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { TextField } from '../../shared/ui/text-field'
import { useSecondFactor } from './api/sign-in'
import { loginErrorsFrom } from './login-errors'
import { useFinishSignIn, type SecondFactorChallenge } from './use-finish-sign-in'

interface SecondFactorFormProps {
  challenge: SecondFactorChallenge
  onChallenge: (challenge: SecondFactorChallenge) => void
  onCancel: () => void
}

/** The second step of signing in to an account with two-factor sign-in. */
export function SecondFactorForm({ challenge, onChallenge, onCancel }: SecondFactorFormProps) {
  const { t } = useI18n()
  const secondFactor = useSecondFactor()
  const finish = useFinishSignIn(onChallenge)
  const [error, setError] = useState<string | undefined>()

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('code')
    const code = typeof value === 'string' ? value.trim() : ''
    if (!code) {
      setError(t('login.secondFactor.codeRequired'))
      return
    }
    if (Date.parse(challenge.challengeExpiresAt) < Date.now()) {
      setError(t('login.secondFactor.expired'))
      return
    }
    setError(undefined)
    secondFactor.mutate(
      { challengeId: challenge.challengeId, code },
      {
        onSuccess: finish,
        onError: (failure) => {
          const errors = loginErrorsFrom(failure, t('login.error.network'))
          setError(errors.form ?? errors.email ?? errors.password)
        },
      },
    )
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <h2>{t('login.secondFactor.title')}</h2>
      <p>{t('login.secondFactor.description')}</p>
      <TextField
        label={t('login.secondFactor.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
        error={error}
      />
      <Button type="submit" disabled={secondFactor.isPending}>
        {t('login.secondFactor.submit')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('login.secondFactor.back')}
      </Button>
    </form>
  )
}
