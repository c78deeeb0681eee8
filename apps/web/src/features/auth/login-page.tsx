import { useRef, useState, type SyntheticEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { AlertIcon } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/page-header'
import { TextField } from '../../shared/ui/text-field'
import { useSignIn } from './api/sign-in'
import { loginErrorsFrom, validateLogin, type LoginErrors } from './login-errors'
import { SecondFactorForm } from './second-factor-form'
import { useFinishSignIn, type SecondFactorChallenge } from './use-finish-sign-in'
import './auth.css'

export function LoginPage() {
  const { t } = useI18n()
  const signIn = useSignIn()
  const [errors, setErrors] = useState<LoginErrors>({})
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null)
  const finish = useFinishSignIn(setChallenge)
  const formRef = useRef<HTMLFormElement>(null)

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const emailValue = data.get('email')
    const passwordValue = data.get('password')
    const email = typeof emailValue === 'string' ? emailValue.trim() : ''
    const password = typeof passwordValue === 'string' ? passwordValue : ''
    const invalid = validateLogin(email, password, {
      emailRequired: t('login.error.emailRequired'),
      emailInvalid: t('login.error.emailInvalid'),
      passwordRequired: t('login.error.passwordRequired'),
    })
    setErrors(invalid)
    if (invalid.email || invalid.password) {
      focusFirstInvalid()
      return
    }
    signIn.mutate(
      { email, password },
      {
        onSuccess: finish,
        onError: (error) => {
          setErrors(loginErrorsFrom(error, t('login.error.network')))
          focusFirstInvalid()
        },
      },
    )
  }

  return (
    <div className="auth-page">
      <PageHeader title={t('login.title')} description={t('login.description')} />
      <Card>
        {challenge ? (
          <SecondFactorForm
            challenge={challenge}
            onChallenge={setChallenge}
            onCancel={() => {
              setChallenge(null)
            }}
          />
        ) : (
          <form
            ref={formRef}
            className="auth-form"
            noValidate
            onSubmit={onSubmit}
            aria-describedby={errors.form ? 'login-form-error' : undefined}
          >
            {errors.form && (
              <div id="login-form-error" className="auth-form__error" role="alert">
                <AlertIcon />
                <span>{errors.form}</span>
              </div>
            )}
            <TextField
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={errors.email}
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <Button type="submit" disabled={signIn.isPending} aria-disabled={signIn.isPending}>
              {signIn.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
        )}
      </Card>
      <div className="auth-links">
        <Link to={paths.requestPassword}>{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')} <Link to={paths.registerPeripheral}>{t('login.register')}</Link>
        </span>
      </div>
    </div>
  )
}
