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
}

export function Select({ label, options, hideLabel = false, className, ...rest }: SelectProps) {
  const id = useId()
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <LabelRow required={rest.required && !hideLabel}>
        <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
          {label}
        </label>
      </LabelRow>
      <select id={id} className="field__control" {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
