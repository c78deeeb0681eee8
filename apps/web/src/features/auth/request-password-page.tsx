import { useNavigate } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { TextField } from '../../shared/ui/text-field'
import { useRequestResetCode } from './api/passwords'
import type { ResetPasswordState } from './reset-password-state'
import './auth.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

const requestSchema = () =>
  import('@konzilium/contract/auth').then((m) => m.requestResetCodeInputSchema)

/** /request-password: the e-mail to which a 6-digit reset code is sent. */
export function RequestPasswordPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const send = useRequestResetCode()
  const wait = useRetryAfter()
  const form = useForm({ initialValues: { email: '' }, schema: requestSchema })

  const onSubmit = form.handleSubmit((input) => {
    send.mutate(input, {
      onSuccess: (answer) => {
        const state: ResetPasswordState = {
          email: input.email,
          codeValidMinutes: answer.codeValidMinutes,
        }
        void navigate(paths.resetPassword, { state })
      },
      onError: (error) => {
        if (wait.block(error)) return
        form.showError(error, t('form.error.network'))
      },
    })
  })

  return (
    <div className="auth-page">
      <PageHeader
        title={t('requestPassword.title')}
        description={t('requestPassword.description')}
      />
      <Card>
        <form className="auth-form" {...form.formProps} onSubmit={onSubmit}>
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
          <Button type="submit" disabled={send.isPending || wait.blocked}>
            {send.isPending ? t('requestPassword.submitting') : t('requestPassword.submit')}
          </Button>
        </form>
      </Card>
      <div className="auth-links">
        <Link to={paths.resetPassword}>{t('requestPassword.haveCode')}</Link>
        <Link to={paths.login}>{t('requestPassword.backToLogin')}</Link>
      </div>
    </div>
  )
}
