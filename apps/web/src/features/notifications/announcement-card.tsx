import { notificationsEndpoints as endpoints } from '@konzilium/contract/endpoints/notifications'
import { notificationTypes, type AnnouncementInput } from '@konzilium/contract/notifications'
import { roles } from '@konzilium/contract/session'
import { useMutation } from '@tanstack/react-query'
import { RegionSelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { toasts } from '../../shared/toasts/toast-store'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useNotificationMessages } from './notification-messages'

const announcementSchema = () =>
  import('@konzilium/contract/notifications').then((m) => m.saveNotificationInputSchema)

const initialValues = {
  audience: 'everybody',
  role: 'peripheral_doctor',
  region: '',
  type: 'info',
  titleCs: '',
  titleEn: '',
  textCs: '',
  textEn: '',
}
type Values = typeof initialValues

/** The input paths of the fields, so issues (the browser's and the server's) land on them. */
const nestedFields = [
  'announcement.audience.region',
  'announcement.title.cs',
  'announcement.title.en',
  'announcement.text.cs',
  'announcement.text.en',
]

/** The form's fields to the `save` body; issue paths map back through `fieldOf` below. */
function toInput(values: Values) {
  const audience =
    values.audience === 'role'
      ? { kind: 'role', role: values.role }
      : values.audience === 'region'
        ? { kind: 'region', region: values.region }
        : { kind: 'everybody' }
  return {
    announcement: {
      audience,
      type: values.type,
      title: { cs: values.titleCs, en: values.titleEn },
      text: { cs: values.textCs, en: values.textEn },
    },
  }
}

/**
 * The admin's announcement (ADR 036): a notification with the admin's own Czech and English texts
 * to everybody, one role or the people of one region. The server checks that the caller is an
 * admin; this card is shown on the admin's home only.
 */
export function AnnouncementCard() {
  const { t } = useNotificationMessages()
  const form = useForm({
    initialValues,
    schema: announcementSchema,
    toInput,
    nestedFields: () => nestedFields,
  })
  const send = useMutation({
    mutationFn: (body: { announcement: AnnouncementInput }) =>
      callEndpoint(endpoints.saveNotification, { body }),
  })
  const onSubmit = form.handleSubmit((input) => {
    if (!input.announcement) return
    send.mutate(
      { announcement: input.announcement },
      {
        onSuccess: (answer) => {
          const announced = 'announced' in answer ? answer.announced : 0
          toasts.add({ title: t('announce.sent', { count: announced }), type: 'success' })
          form.reset(initialValues)
        },
        onError: (error) => {
          form.showError(error, t('announce.failed'))
        },
      },
    )
  })
  const audience = form.values.audience
  // Issues name input paths (`announcement.title.cs`); the fields are named flat.
  const errorOf = (field: keyof Values, path: string) =>
    form.errorOf(`announcement.${path}`) ?? form.errorOf(field)

  return (
    <section className="card home-section">
      <h2 className="card__title">{t('announce.title')}</h2>
      <form className="announcement-form" {...form.formProps} onSubmit={onSubmit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Select
          label={t('announce.audience')}
          options={(['everybody', 'role', 'region'] as const).map((value) => ({
            value,
            label: t(`announce.audience.${value}`),
          }))}
          {...form.bind('audience')}
        />
        {audience === 'role' && (
          <Select
            label={t('announce.role')}
            options={roles.map((value) => ({ value, label: t(`announce.role.${value}`) }))}
            {...form.bind('role')}
          />
        )}
        {audience === 'region' && (
          <RegionSelect
            required
            binding={{ ...form.bind('region'), error: errorOf('region', 'audience.region') }}
          />
        )}
        <Select
          label={t('announce.type')}
          options={notificationTypes.map((value) => ({
            value,
            label: t(`announce.type.${value}`),
          }))}
          {...form.bind('type')}
        />
        <TextField
          label={t('announce.titleCs')}
          required
          {...form.bind('titleCs')}
          error={errorOf('titleCs', 'title.cs')}
        />
        <TextField
          label={t('announce.textCs')}
          required
          {...form.bind('textCs')}
          error={errorOf('textCs', 'text.cs')}
        />
        <TextField
          label={t('announce.titleEn')}
          required
          lang="en"
          {...form.bind('titleEn')}
          error={errorOf('titleEn', 'title.en')}
        />
        <TextField
          label={t('announce.textEn')}
          required
          lang="en"
          {...form.bind('textEn')}
          error={errorOf('textEn', 'text.en')}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('announce.sending') : t('announce.send')}
        </Button>
      </form>
    </section>
  )
}
