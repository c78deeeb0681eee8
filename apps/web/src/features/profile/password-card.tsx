import type { OwnProfile } from '@konzilium/contract/users'
import { useState } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { PasswordField } from '../../shared/forms/password-field'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useProfileMessages } from './profile-messages'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { useChangePassword } from '../auth'

const changePasswordSchema = () =>
  import('@konzilium/contract/auth').then((m) => m.changePasswordInputSchema)

/** Password change (`POST /api/auth/password`): the current one, a new one with live hints. */
export function PasswordCard({ profile }: { profile: OwnProfile }) {
  const global = useI18n()
  const { t } = useProfileMessages()
  const change = useChangePassword()
  const wait = useRetryAfter()
  const [done, setDone] = useState(false)
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    schema: changePasswordSchema,
  })

  const onSubmit = form.handleSubmit((input) => {
    setDone(false)
    change.mutate(input, {
      onSuccess: () => {
        setDone(true)
        form.reset()
      },
      onError: (error) => {
        if (wait.block(error)) return
        form.showError(error, global.t('form.error.network'))
      },
    })
  })

  return (
    <Card title={t('profile.password.title')}>
      <p>{t('profile.password.description')}</p>
      <form {...form.formProps} onSubmit={onSubmit}>
        {done && <FormAlert tone="success">{t('profile.password.changed')}</FormAlert>}
        {wait.message && <FormAlert>{wait.message}</FormAlert>}
        {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          required
          {...form.bind('currentPassword')}
        />
        <PasswordField
          label={global.t('resetPassword.newPassword')}
          autoComplete="new-password"
          newPassword
          context={{
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
          }}
          required
          {...form.bind('newPassword')}
        />
        <Button type="submit" disabled={change.isPending || wait.blocked}>
          {change.isPending ? global.t('form.saving') : t('profile.password.submit')}
        </Button>
      </form>
    </Card>
  )
}
