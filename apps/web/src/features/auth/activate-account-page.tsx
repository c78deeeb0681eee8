import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
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
import {
  activationEndpoint,
  activationProblemOf,
  useActivateAccount,
  type ActivationProblem,
} from '../invitations'
import './auth.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

const activationSchema = () =>
  import('@konzilium/contract/invitations').then((m) => m.activateAccountInputSchema)

function codeFromState(state: unknown): string | null {
  const code = (state as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

function ProblemExplanation({
  problem,
  type,
}: {
  problem: ActivationProblem
  type: string | null
}) {
  const { t } = useI18n()
  const selfRegistered = type === 'peripheral-registration'
  return (
    <FormAlert title={t(`activateAccount.problem.${problem}.title`)}>
      <p>
        {problem === 'expired' && selfRegistered
          ? t('activateAccount.problem.expired.registered')
          : t(`activateAccount.problem.${problem}.text`)}
      </p>
      <p className="auth-alert-links">
        {problem === 'used' && <Link to={paths.login}>{t('nav.signIn')}</Link>}
        {problem === 'used' && <Link to={paths.requestPassword}>{t('login.forgotPassword')}</Link>}
        {problem === 'expired' && selfRegistered && (
          <Link to={paths.registerPeripheral}>{t('activateAccount.registerAgain')}</Link>
        )}
      </p>
    </FormAlert>
  )
}

/**
 * /activate-account?code=...&type=...: an invited user or a publicly registered doctor sets a
 * password. The code leaves the address bar at once (it is a secret and analytics would see the
 * URL); it stays in the history entry's state so a reload still works.
 */
export function ActivateAccountPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const type = search.get('type')
  const [code] = useState(() => search.get('code') ?? codeFromState(location.state))
  const endpoint = activationEndpoint(type)
  const activate = useActivateAccount(type)
  const wait = useRetryAfter()
  const [problem, setProblem] = useState<ActivationProblem | null>(
    code && endpoint ? null : 'invalid',
  )
  const form = useForm({
    initialValues: { password: '' },
    schema: activationSchema,
    toInput: (values) => ({ code, password: values.password }),
  })

  useEffect(() => {
    if (search.has('code') && code) {
      void navigate(
        { search: type ? `?type=${encodeURIComponent(type)}` : '' },
        { replace: true, state: { code } },
      )
    }
  }, [search, code, type, navigate])

  const onSubmit = form.handleSubmit((input) => {
    activate.mutate(input, {
      onSuccess: (result) => {
        const state: LoginState = { email: result.email, notice: 'activated' }
        void navigate(paths.login, { replace: true, state })
      },
      onError: (error) => {
        if (wait.block(error)) return
        const known = error instanceof HttpError ? activationProblemOf(error.code) : null
        if (known) setProblem(known)
        else form.showError(error, t('form.error.network'))
      },
    })
  })

  return (
    <div className="auth-page">
      <PageHeader
        title={t('activateAccount.title')}
        description={t('activateAccount.description')}
      />
      <Card>
        {problem ? (
          <ProblemExplanation problem={problem} type={type} />
        ) : (
          <form className="auth-form" {...form.formProps} onSubmit={onSubmit}>
            {wait.message && <FormAlert>{wait.message}</FormAlert>}
            {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
            <PasswordField
              label={t('activateAccount.password')}
              autoComplete="new-password"
              newPassword
              required
              {...form.bind('password')}
            />
            <Button type="submit" disabled={activate.isPending || wait.blocked}>
              {activate.isPending ? t('form.saving') : t('activateAccount.submit')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  )
}
