import type { InvitationSent } from '@konzilium/contract/invitations'
import type { OwnProfile } from '@konzilium/contract/users'
import { useState } from 'react'
import { RegionChecklist, RegionSelect, SpecialtySelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import { useForm, type FormSchema } from '../../shared/forms/use-form'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCenters } from '../centers'
import { useInvite, type InviteKind } from './api'
import { emptyInvite, inviteInput } from './invite-form'
import { useInvitationsMessages } from './invitations-messages'

const schemas: Record<InviteKind, () => Promise<FormSchema<unknown>>> = {
  'center-doctor': () =>
    import('@konzilium/contract/invitations').then((m) => m.inviteCenterDoctorInputSchema),
  'peripheral-doctor': () =>
    import('@konzilium/contract/invitations').then((m) => m.invitePeripheralDoctorInputSchema),
  rep: () => import('@konzilium/contract/invitations').then((m) => m.inviteRepInputSchema),
}

/**
 * Invites one person of `kind`: the invitee gets an e-mail with an activation link (72 hours).
 * A centre doctor invites into their own centre; a rep invites peripheral doctors in own regions.
 * The success note is the same whether or not the address already has an account (the server
 * answers alike, so an inviter cannot learn which addresses have accounts).
 */
export function InvitePersonForm({
  kind,
  inviter,
}: {
  kind: InviteKind
  inviter: OwnProfile | undefined
}) {
  const global = useI18n()
  const { t, locale } = useInvitationsMessages()
  const user = useSessionUser()
  const isAdmin = user?.role === 'admin'
  const invite = useInvite(kind)
  const centers = useCenters(kind === 'center-doctor' && isAdmin)
  const [sent, setSent] = useState<InvitationSent | null>(null)
  const ownCenter = inviter?.centerDoctor ?? null
  const ownRegions = user?.role === 'rep' ? (inviter?.rep?.regions ?? []) : undefined
  const initialValues = {
    ...emptyInvite,
    locale,
    centerId: ownCenter?.centerId ?? '',
    region: ownRegions?.length === 1 ? (ownRegions[0] ?? '') : '',
  }
  const form = useForm({
    initialValues,
    schema: schemas[kind],
    toInput: (values) => inviteInput(kind, values),
  })

  const onSubmit = form.handleSubmit((input) => {
    setSent(null)
    invite.mutate(input as never, {
      onSuccess: (invitation) => {
        setSent(invitation)
        form.reset(initialValues)
      },
      onError: (error) => {
        form.showError(error, global.t('form.error.network'))
      },
    })
  })

  const centerOptions = [
    { value: '', label: global.t('czech.choose') },
    ...(centers.data?.items ?? []).map((center) => ({
      value: center.id,
      label: `${center.name} (${center.city})`,
    })),
  ]
  const centerBinding = form.bind('centerId')

  return (
    <form {...form.formProps} onSubmit={onSubmit}>
      {sent && (
        <FormAlert tone="success" title={t('addUser.sent.title')}>
          <p>
            {t('addUser.sent.text', {
              email: sent.email,
              date: formatDateTime(locale, Date.parse(sent.expiresAt)),
            })}
          </p>
        </FormAlert>
      )}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <NameFields bind={form.bind} />
      <div className="form-grid">
        <TextField
          label={global.t('login.email')}
          type="email"
          autoComplete="off"
          required
          hint={t('addUser.email.hint')}
          {...form.bind('email')}
        />
        <TextField
          label={global.t('registerPeripheral.phone')}
          type="tel"
          hint={global.t('registerPeripheral.phone.hint')}
          {...form.bind('phone')}
        />
        <Select
          label={t('addUser.language')}
          options={[
            { value: 'cs', label: 'Čeština', lang: 'cs' },
            { value: 'en', label: 'English', lang: 'en' },
          ]}
          {...form.bind('locale')}
        />
      </div>
      {kind === 'center-doctor' &&
        (isAdmin ? (
          <div>
            <Select
              label={t('addUser.center')}
              options={centerOptions}
              aria-invalid={centerBinding.error ? true : undefined}
              {...centerBinding}
            />
            {centerBinding.error && <span className="field-error">{centerBinding.error}</span>}
          </div>
        ) : (
          <p>
            <strong>{t('addUser.center')}:</strong> {ownCenter?.centerName ?? '—'}
          </p>
        ))}
      {kind === 'peripheral-doctor' && (
        <fieldset className="form-section">
          <legend>{global.t('registerPeripheral.section.practice')}</legend>
          <p className="profile-note">{t('addUser.practiceOptional')}</p>
          <TextField
            label={global.t('registerPeripheral.practiceName')}
            {...form.bind('practiceName')}
          />
          <div className="form-grid">
            <TextField
              label={global.t('czech.ico')}
              inputMode="numeric"
              hint={global.t('czech.ico.hint')}
              {...form.bind('ico')}
            />
            <TextField
              label={global.t('czech.icp')}
              inputMode="numeric"
              hint={global.t('czech.icp.hint')}
              {...form.bind('icp')}
            />
            <SpecialtySelect binding={form.bind('specialty')} />
            <RegionSelect
              binding={form.bind('region')}
              {...(ownRegions ? { allowed: ownRegions } : {})}
            />
          </div>
        </fieldset>
      )}
      {kind === 'rep' && (
        <>
          <TextField label={t('invitations.company')} {...form.bind('company')} />
          <RegionChecklist
            legend={t('addUser.regions')}
            value={form.values.regions}
            onChange={(regions) => {
              form.setValue('regions', regions)
              form.touch('regions')
            }}
            error={form.errorOf('regions')}
          />
        </>
      )}
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? global.t('registerPeripheral.submitting') : t('addUser.submit')}
      </Button>
    </form>
  )
}
