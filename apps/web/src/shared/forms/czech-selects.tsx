import type { RegionCode } from '@konzilium/contract/czech'
import type { ChangeEvent } from 'react'
import { useI18n } from '../i18n/use-i18n'
import { Select, type SelectOption } from '../ui/select'
import { loadCzech, useLazyModule } from './use-lazy-module'
import type { FieldBinding } from './name-fields'
import './forms.css'

type SelectBinding = Omit<FieldBinding, 'onChange'> & {
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}

function FieldSelect({
  label,
  options,
  binding,
  placeholder,
  required,
}: {
  label: string
  options: readonly SelectOption[]
  binding: SelectBinding
  placeholder: string
  required?: boolean | undefined
}) {
  const { error, ...rest } = binding
  return (
    <div>
      <Select
        label={label}
        options={[{ value: '', label: placeholder }, ...options]}
        aria-invalid={error ? true : undefined}
        required={required}
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

/** The 14 regions (kraje) by their official names, in the ČSÚ order of their NUTS-3 codes. */
export function RegionSelect({
  binding,
  label,
  allowed,
  required,
}: {
  binding: SelectBinding
  label?: string
  required?: boolean
  /** Offer only these codes (a rep invites in own regions); all when absent. */
  allowed?: readonly string[]
}) {
  const { t } = useI18n()
  const czech = useLazyModule(loadCzech)
  const regions = (czech?.regions ?? []).filter(
    (region) => !allowed || allowed.includes(region.code),
  )
  const options = regions.map((region) => ({
    value: region.code,
    label: region.name,
  }))
  return (
    <FieldSelect
      label={label ?? t('czech.region')}
      options={options}
      binding={binding}
      placeholder={t('czech.choose')}
      required={required}
    />
  )
}

/** Specialties (odbornost) with their VZP codes. */
export function SpecialtySelect({
  binding,
  required,
}: {
  binding: SelectBinding
  required?: boolean
}) {
  const { t, locale } = useI18n()
  const czech = useLazyModule(loadCzech)
  const options = (czech?.specialties ?? []).map((specialty) => ({
    value: specialty.code,
    label: `${specialty.code} – ${locale === 'cs' ? specialty.cs : specialty.en}`,
  }))
  return (
    <FieldSelect
      label={t('czech.specialty')}
      options={options}
      binding={binding}
      placeholder={t('czech.choose')}
      required={required}
    />
  )
}

/** Several regions (a rep's territory): a group of checkboxes. */
export function RegionChecklist({
  legend,
  value,
  onChange,
  allowed,
  error,
}: {
  legend: string
  value: readonly string[]
  onChange: (next: string[]) => void
  /** Offer only these (a rep invites in own regions); all when absent. */
  allowed?: readonly string[]
  error?: string | undefined
}) {
  const czech = useLazyModule(loadCzech)
  const regions = (czech?.regions ?? []).filter(
    (region) => !allowed || allowed.includes(region.code),
  )
  return (
    <fieldset className="form-section region-checklist" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="region-checklist__grid">
        {regions.map((region) => (
          <label key={region.code} className="checkbox">
            <input
              type="checkbox"
              checked={value.includes(region.code)}
              onChange={(event) => {
                const code: RegionCode = region.code
                onChange(
                  event.target.checked
                    ? [...value, code]
                    : value.filter((selected) => selected !== code),
                )
              }}
            />
            <span>{region.name}</span>
          </label>
        ))}
      </div>
      {error && <span className="field-error">{error}</span>}
    </fieldset>
  )
}
