import { useId, type SelectHTMLAttributes } from 'react'
import { LabelRow } from './required-mark'
import './field.css'

export interface SelectOption {
  value: string
  label: string
  /** BCP 47 tag when the label is in another language than the page (a language's own name). */
  lang?: string
  /** The heading of the group the option belongs to; options of one group must be adjacent. */
  group?: string
}

/** Adjacent options of one group together, in order; options without a group stand alone. */
function groupsOf(options: readonly SelectOption[]) {
  const groups: { label: string | undefined; options: SelectOption[] }[] = []
  for (const option of options) {
    const last = groups.at(-1)
    if (last && option.group !== undefined && last.label === option.group) last.options.push(option)
    else groups.push({ label: option.group, options: [option] })
  }
  return groups
}

function Option({ option }: { option: SelectOption }) {
  return (
    <option value={option.value} lang={option.lang}>
      {option.label}
    </option>
  )
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string
  options: readonly SelectOption[]
  /** Keeps the label for assistive technology only (compact toolbars). */
  hideLabel?: boolean
  /** Shown under the field, announced with it, and marks it invalid (as TextField does). */
  error?: string | undefined
}

export function Select({
  label,
  options,
  hideLabel = false,
  error,
  className,
  ...rest
}: SelectProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <LabelRow required={rest.required && !hideLabel}>
        <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
          {label}
        </label>
      </LabelRow>
      <select
        id={id}
        className="field__control"
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        {...rest}
      >
        {groupsOf(options).map((group) =>
          group.label === undefined ? (
            group.options.map((option) => <Option key={option.value} option={option} />)
          ) : (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <Option key={option.value} option={option} />
              ))}
            </optgroup>
          ),
        )}
      </select>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  )
}
