import type { UserDetail } from '@konzilium/contract/users'
import { useState } from 'react'
import { RegionChecklist, RegionSelect, SpecialtySelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useUpdateUser } from './api'
import { userEditInput, userEditValues } from './user-form'
import { useUsersMessages } from './users-messages'

const updateUserSchema = () =>
  import('@konzilium/contract/users').then((m) => m.updateUserInputSchema)

/** `PUT /api/users/{id}`: name, contact, e-mail and the profile of the user's role. */
export function UserEditForm({ user }: { user: UserDetail }) {
  const global = useI18n()
  const { t } = useUsersMessages()
  const update = useUpdateUser(user.id)
  const [saved, setSaved] = useState(false)
  const form = useForm({
    initialValues: userEditValues(user),
    schema: updateUserSchema,
    toInput: (values) => userEditInput(values, user.role),
  })
  const onSubmit = form.handleSubmit((input) => {
    setSaved(false)
    update.mutate(input, {
      onSuccess: () => {
        setSaved(true)
      },
      onError: (error) => {
        form.showError(error, global.t('form.error.network'))
      },
    })
  })
  return (
    <Card title={t('user.edit.title')}>
      <form {...form.formProps} onSubmit={onSubmit}>
        {saved && <FormAlert tone="success">{global.t('form.saved')}</FormAlert>}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <NameFields bind={form.bind} />
        <div className="form-grid">
          <TextField
            label={global.t('login.email')}
            type="email"
            required
            {...form.bind('email')}
          />
          <TextField
            label={global.t('registerPeripheral.phone')}
            type="tel"
            {...form.bind('phone')}
          />
          <Select
            label={t('addUser.language')}
            options={[
              { value: '', label: '—' },
              { value: 'cs', label: 'Čeština', lang: 'cs' },
              { value: 'en', label: 'English', lang: 'en' },
            ]}
            {...form.bind('locale')}
          />
        </div>
        {user.role === 'peripheral_doctor' && (
          <fieldset className="form-section">
            <legend>{global.t('registerPeripheral.section.practice')}</legend>
            <TextField
              label={global.t('registerPeripheral.practiceName')}
              {...form.bind('peripheralDoctor.practiceName')}
            />
            <div className="form-grid">
              <TextField label={global.t('czech.ico')} {...form.bind('peripheralDoctor.ico')} />
              <TextField label={global.t('czech.icp')} {...form.bind('peripheralDoctor.icp')} />
              <SpecialtySelect binding={form.bind('peripheralDoctor.specialty')} />
              <RegionSelect binding={form.bind('peripheralDoctor.region')} />
            </div>
          </fieldset>
        )}
        {user.role === 'rep' && (
          <>
            <TextField label={t('users.company')} {...form.bind('rep.company')} />
            <RegionChecklist
              legend={t('addUser.regions')}
              value={form.values['rep.regions']}
              onChange={(regions) => {
                form.setValue('rep.regions', regions)
              }}
              error={form.errorOf('rep.regions')}
            />
          </>
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? global.t('form.saving') : global.t('form.save')}
        </Button>
      </form>
    </Card>
  )
}
