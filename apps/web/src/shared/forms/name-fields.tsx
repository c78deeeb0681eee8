import { useId, type ChangeEvent } from 'react'
import { useI18n } from '../i18n/use-i18n'
import { TextField } from '../ui/text-field'
import { degreeSuggestions, useDegrees } from './degrees'

export interface FieldBinding {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur: () => void
  error: string | undefined
}

type NameField = 'degreesBefore' | 'firstName' | 'lastName' | 'degreesAfter'

function DegreeField({
  label,
  position,
  binding,
  degrees,
}: {
  label: string
  position: 'before' | 'after'
  binding: FieldBinding
  degrees: readonly string[]
}) {
  const { t } = useI18n()
  const listId = useId()
  return (
    <>
      <TextField
        label={label}
        hint={t(position === 'before' ? 'name.degreesBefore.hint' : 'name.degreesAfter.hint')}
        list={listId}
        autoComplete={position === 'before' ? 'honorific-prefix' : 'honorific-suffix'}
        {...binding}
      />
      <datalist id={listId}>
        {degreeSuggestions(binding.value, degrees, position).map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  )
}

/**
 * The four name fields of every person, kept apart as Czech registries keep them: degrees before
 * (picker), first name, last name, degrees after (picker). The pickers suggest the degrees of
 * `GET /api/degrees` but accept any text the contract allows.
 */
export function NameFields({ bind }: { bind: (name: NameField) => FieldBinding }) {
  const { t } = useI18n()
  const degrees = useDegrees().data?.items ?? []
  const before = degrees.filter((d) => d.position === 'before').map((d) => d.value)
  const after = degrees.filter((d) => d.position === 'after').map((d) => d.value)
  return (
    <div className="form-grid form-grid--names">
      <DegreeField
        label={t('name.degreesBefore')}
        position="before"
        binding={bind('degreesBefore')}
        degrees={before}
      />
      <TextField
        label={t('name.firstName')}
        autoComplete="given-name"
        required
        {...bind('firstName')}
      />
      <TextField
        label={t('name.lastName')}
        autoComplete="family-name"
        required
        {...bind('lastName')}
      />
      <DegreeField
        label={t('name.degreesAfter')}
        position="after"
        binding={bind('degreesAfter')}
        degrees={after}
      />
    </div>
  )
}
