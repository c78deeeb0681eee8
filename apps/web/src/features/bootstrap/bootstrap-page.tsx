import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../shared/navigation/paths'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
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
import { useBootstrapAdmin } from './api'
import './bootstrap.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

const bootstrapSchema = () =>
  import('@konzilium/contract/bootstrap').then((m) => m.bootstrapAdminInputSchema)

/**
 * /bootstrap?code=...: creates the first admin with the one-time link the server printed in its log
 * (a deployment without ADMIN_EMAIL/ADMIN_PASSWORD and without an admin). Like activation links, the
 * code leaves the address bar at once and stays in the history entry's state.
 */
export function BootstrapPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const [code] = useState(() => {
    const fromState = (location.state as { code?: unknown } | null)?.code
    return search.get('code') ?? (typeof fromState === 'string' ? fromState : '')
  })
  const [invalid, setInvalid] = useState(code === '')
  const wait = useRetryAfter()
  const create = useBootstrapAdmin()
  const form = useForm({
    initialValues: {
      email: '',
      degreesBefore: '',
      firstName: '',
      lastName: '',
      degreesAfter: '',
      password: '',
    },
    schema: bootstrapSchema,
    toInput: (values) => ({ ...values, code }),
  })

  useEffect(() => {
    if (search.has('code')) void navigate({ search: '' }, { replace: true, state: { code } })
  }, [search, code, navigate])

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (result) => {
        const state: LoginState = { email: result.email, notice: 'adminCreated' }
        void navigate(paths.login, { replace: true, state })
      },
      onError: (error) => {
        if (wait.block(error)) return
        if (error instanceof HttpError && error.code === 'CODE_INVALID') setInvalid(true)
        else form.showError(error, t('form.error.network'))
      },
    })
  })

  return (
    <div className="bootstrap-page">
      <PageHeader title={t('bootstrap.title')} description={t('bootstrap.description')} />
      <Card>
        {invalid ? (
          <FormAlert title={t('bootstrap.invalid.title')}>{t('bootstrap.invalid.text')}</FormAlert>
        ) : (
          <form {...form.formProps} onSubmit={onSubmit}>
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
            <NameFields bind={form.bind} />
            <PasswordField
              label={t('activateAccount.password')}
              autoComplete="new-password"
              newPassword
              context={{
                email: form.values.email,
                firstName: form.values.firstName,
                lastName: form.values.lastName,
              }}
              required
              {...form.bind('password')}
            />
            <Button type="submit" disabled={create.isPending || wait.blocked}>
              {create.isPending ? t('form.saving') : t('bootstrap.submit')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  )
}
