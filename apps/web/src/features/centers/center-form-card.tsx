import type { Center } from '@konzilium/contract/centers'
import { RegionSelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCreateCenter, useUpdateCenter } from './api'
import { centerInput, centerValues, emptyCenter } from './center-form'
import { useCentersMessages } from './centers-messages'

const updateSchema = () =>
  import('@konzilium/contract/centers').then((m) => m.updateCenterInputSchema)

/**
 * Creates a centre (`center` absent) or edits one. Validated as the user types with the contract's
 * schema; the server's field errors (a centre of the same name in the city) land on their fields.
 */
export function CenterFormCard({
  center,
  onDone,
}: {
  center?: Center
  onDone: (saved: Center | null) => void
}) {
  const global = useI18n()
  const { t } = useCentersMessages()
  const create = useCreateCenter()
  const update = useUpdateCenter()
  const form = useForm({
    initialValues: center ? centerValues(center) : emptyCenter,
    schema: updateSchema,
    toInput: centerInput,
  })
  const pending = create.isPending || update.isPending
  const onSubmit = form.handleSubmit(() => {
    const input = centerInput(form.values)
    const onError = (error: unknown) => {
      form.showError(error, global.t('form.error.network'))
    }
    if (center) update.mutate({ id: center.id, input }, { onSuccess: onDone, onError })
    else create.mutate(input, { onSuccess: onDone, onError })
  })
  const specialtyOptions = [
    { value: '', label: global.t('czech.choose') },
    { value: 'dermatology', label: t('centers.specialty.dermatology') },
    { value: 'rheumatology', label: t('centers.specialty.rheumatology') },
  ]
  return (
    <Card
      title={center ? t('centers.edit.title', { name: center.name }) : t('centers.create.title')}
    >
      <form {...form.formProps} onSubmit={onSubmit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField label={t('centers.field.name')} required {...form.bind('name')} />
        <div className="form-grid">
          <TextField label={t('centers.field.city')} required {...form.bind('city')} />
          <RegionSelect binding={form.bind('region')} required />
          <SpecialtyField
            label={t('centers.field.specialty')}
            options={specialtyOptions}
            binding={form.bind('specialty')}
          />
          <TextField label={t('centers.field.street')} {...form.bind('street')} />
          <TextField
            label={t('centers.field.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            {...form.bind('postalCode')}
          />
          <TextField label={t('centers.field.phone')} type="tel" {...form.bind('phone')} />
          <TextField label={t('centers.field.email')} type="email" {...form.bind('email')} />
        </div>
        <div className="centers-form__actions">
          <Button type="submit" disabled={pending}>
            {pending ? global.t('form.saving') : global.t('form.save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onDone(null)
            }}
          >
            {t('centers.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  )
}

function SpecialtyField({
  label,
  options,
  binding,
}: {
  label: string
  options: { value: string; label: string }[]
  binding: ReturnType<ReturnType<typeof useForm>['bind']>
}) {
  const { error, ...rest } = binding
  return (
    <div>
      <Select
        label={label}
        options={options}
        required
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
