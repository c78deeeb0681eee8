import { useId, type SelectHTMLAttributes } from 'react'
import { LabelRow } from './required-mark'
import './field.css'

export interface SelectOption {
  value: string
  label: string
  /** BCP 47 tag when the label is in another language than the page (a language's own name). */
  lang?: string
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
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  )
}
