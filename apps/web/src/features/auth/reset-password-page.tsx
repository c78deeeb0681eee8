import { useLocation, useNavigate } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { FormAlert } from '../../shared/forms/form-alert'
import { PasswordField } from '../../shared/forms/password-field'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { HttpError } from '../../shared/http/http-errors'
import { useI18n } from '../../shared/i18n/use-i18n'
import type { LoginState } from '../../shared/session/login-state'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { TextField } from '../../shared/ui/text-field'
import { useResetPassword } from './api/passwords'
import { resetPasswordStateOf } from './reset-password-state'
import './auth.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

const resetSchema = () => import('@konzilium/contract/auth').then((m) => m.resetPasswordInputSchema)

/** /reset-password: e-mail, the 6-digit code from the mail and a new password. */
export function ResetPasswordPage() {
  const { t } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const handedOver = resetPasswordStateOf(location.state)
  const reset = useResetPassword()
  const wait = useRetryAfter()
  const form = useForm({
    initialValues: { email: handedOver.email ?? '', code: '', newPassword: '' },
    schema: resetSchema,
  })

  const onSubmit = form.handleSubmit((input) => {
    reset.mutate(input, {
      onSuccess: () => {
        const state: LoginState = { email: input.email, notice: 'passwordReset' }
        void navigate(paths.login, { replace: true, state })
      },
      onError: (error) => {
        if (wait.block(error)) return
        form.showError(error, t('form.error.network'))
        // An expired code cannot be fixed by typing: say how to get a new one.
        if (error instanceof HttpError && error.code === 'CODE_EXPIRED')
          form.setFormError(t('resetPassword.error.expired'))
      },
    })
  })

  return (
    <div className="auth-page">
      <PageHeader title={t('resetPassword.title')} description={t('resetPassword.description')} />
      <Card>
        <form className="auth-form" {...form.formProps} onSubmit={onSubmit}>
          {handedOver.email && (
            <FormAlert tone="info">
              {t('resetPassword.codeSent', { minutes: handedOver.codeValidMinutes ?? 10 })}
            </FormAlert>
          )}
          {wait.message && <FormAlert>{wait.message}</FormAlert>}
          {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.bind('email')}
          />
          <TextField
            label={t('resetPassword.code')}
            hint={t('resetPassword.code.hint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
            {...form.bind('code')}
          />
          <PasswordField
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            newPassword
            context={{ email: form.values.email }}
            required
            {...form.bind('newPassword')}
          />
          <Button type="submit" disabled={reset.isPending || wait.blocked}>
            {reset.isPending ? t('form.saving') : t('resetPassword.submit')}
          </Button>
        </form>
      </Card>
      <div className="auth-links">
        <Link to={paths.requestPassword}>{t('resetPassword.newCode')}</Link>
        <Link to={paths.login}>{t('requestPassword.backToLogin')}</Link>
      </div>
    </div>
  )
}
