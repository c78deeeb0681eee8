import { useState } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { PasswordField } from '../../shared/forms/password-field'
import { useI18n } from '../../shared/i18n/use-i18n'
import { loginStateOf } from '../../shared/session/login-state'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { TextField } from '../../shared/ui/text-field'
import { useSignIn } from './api/sign-in'
import { SecondFactorForm } from './second-factor-form'
import { useFinishSignIn, type SecondFactorChallenge } from './use-finish-sign-in'
import './auth.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

const signInSchema = () => import('@konzilium/contract/session').then((m) => m.signInInputSchema)

export function LoginPage() {
  const { t } = useI18n()
  const location = useLocation()
  const handedOver = loginStateOf(location.state)
  const signIn = useSignIn()
  const wait = useRetryAfter()
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null)
  const [notice, setNotice] = useState(handedOver.notice)
  const [secondFactorNote, setSecondFactorNote] = useState<string | undefined>()
  const finish = useFinishSignIn(setChallenge)
  const form = useForm({
    initialValues: { email: handedOver.email ?? '', password: '' },
    schema: signInSchema,
  })

  const onSubmit = form.handleSubmit((input) => {
    setNotice(undefined)
    setSecondFactorNote(undefined)
    signIn.mutate(input, {
      onSuccess: (answer) => void finish(answer),
      onError: (error) => {
        if (wait.block(error)) return
        form.showError(error, t('login.error.network'))
      },
    })
  })

  const busy = signIn.isPending
  return (
    <div className="auth-page">
      <PageHeader title={t('login.title')} description={t('login.description')} />
      <Card>
        {challenge ? (
          <SecondFactorForm
            challenge={challenge}
            onChallenge={setChallenge}
            onCancel={(reason) => {
              setChallenge(null)
              setSecondFactorNote(reason)
            }}
          />
        ) : (
          <form className="auth-form" {...form.formProps} onSubmit={onSubmit}>
            {notice && <FormAlert tone="success">{t(`login.notice.${notice}`)}</FormAlert>}
            {secondFactorNote && <FormAlert>{secondFactorNote}</FormAlert>}
            {wait.message && (
              <FormAlert title={t('login.error.rateLimited')}>{wait.message}</FormAlert>
            )}
            {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
            <TextField
              label={t('login.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              {...form.bind('email')}
            />
            <PasswordField
              label={t('login.password')}
              autoComplete="current-password"
              required
              {...form.bind('password')}
            />
            <Button
              type="submit"
              disabled={busy || wait.blocked}
              aria-disabled={busy || wait.blocked}
            >
              {busy ? t('login.submitting') : t('login.submit')}
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
