import type { OwnProfile } from '@konzilium/contract/users'
import { useState } from 'react'
import { RegionSelect, SpecialtySelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useProfileMessages } from './profile-messages'
import { roleLabel } from '../../shared/session/role-label'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { TextField } from '../../shared/ui/text-field'
import { useUpdateOwnProfile } from '../users'
import { profileInput, profileValues } from './profile-form'

const ownProfileSchema = () =>
  import('@konzilium/contract/users').then((m) => m.updateOwnProfileInputSchema)

/** Own name, phone and practice (`PUT /api/users/me`); the e-mail is changed by an admin. */
export function OwnDataCard({ profile }: { profile: OwnProfile }) {
  const global = useI18n()
  const { t } = useProfileMessages()
  const update = useUpdateOwnProfile()
  const [saved, setSaved] = useState(false)
  const form = useForm({
    initialValues: profileValues(profile),
    schema: ownProfileSchema,
    toInput: (values) => profileInput(values, profile),
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
    <Card title={t('profile.data.title')}>
      <dl className="profile-list">
        <dt>{t('profile.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('profile.role')}</dt>
        <dd>{global.t(roleLabel(profile.role))}</dd>
        {profile.centerDoctor && (
          <>
            <dt>{t('profile.center')}</dt>
            <dd>{profile.centerDoctor.centerName}</dd>
          </>
        )}
      </dl>
      <p className="profile-note">{t('profile.emailNote')}</p>
      <form {...form.formProps} onSubmit={onSubmit}>
        {saved && <FormAlert tone="success">{global.t('form.saved')}</FormAlert>}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <NameFields bind={form.bind} />
        <TextField
          label={global.t('registerPeripheral.phone')}
          type="tel"
          autoComplete="tel"
          hint={global.t('registerPeripheral.phone.hint')}
          {...form.bind('phone')}
        />
        {profile.role === 'peripheral_doctor' && (
          <fieldset className="form-section">
            <legend>{global.t('registerPeripheral.section.practice')}</legend>
            <TextField
              label={global.t('registerPeripheral.practiceName')}
              {...form.bind('peripheralDoctor.practiceName')}
            />
            <div className="form-grid">
              <TextField
                label={global.t('czech.ico')}
                inputMode="numeric"
                hint={global.t('czech.ico.hint')}
                {...form.bind('peripheralDoctor.ico')}
              />
              <TextField
                label={global.t('czech.icp')}
                inputMode="numeric"
                hint={global.t('czech.icp.hint')}
                {...form.bind('peripheralDoctor.icp')}
              />
              <SpecialtySelect binding={form.bind('peripheralDoctor.specialty')} />
              <RegionSelect binding={form.bind('peripheralDoctor.region')} />
            </div>
          </fieldset>
        )}
        {profile.role === 'rep' && (
          <TextField label={t('profile.company')} {...form.bind('rep.company')} />
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? global.t('form.saving') : global.t('form.save')}
        </Button>
      </form>
    </Card>
  )
}
