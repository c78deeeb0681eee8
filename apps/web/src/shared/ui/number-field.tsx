import type { InputHTMLAttributes, ReactNode } from 'react'
import './field.css'
import './number-field.css'

type NumberFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'inputMode' | 'children'
> & {
  /** Required: the page links to the field (a list of what is missing focuses it). */
  id: string
  label: ReactNode
  value: string
  onValueChange: (text: string) => void
  /** Shown after the input and read with it ("mg/l", "mm", "%"). */
  unit?: string
  hint?: ReactNode
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | undefined
  /** Whole numbers only: the phone shows a digit keypad without a separator. */
  integer?: boolean
}

/**
 * A number typed as text. Not `type="number"`: browsers disagree on a decimal comma there (and
 * silently drop what they cannot parse), while Czech doctors type "4,12". The caller parses the
 * text (both separators) and reports problems through `error`.
 */
export function NumberField({
  id,
  label,
  value,
  onValueChange,
  unit,
  hint,
  error,
  integer = false,
  className,
  ...rest
}: NumberFieldProps) {
  const unitId = unit ? `${id}-unit` : undefined
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [unitId, errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', 'number-field', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="number-field__row">
        <input
          id={id}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          className="field__control number-field__control"
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {unit && (
          <span id={unitId} className="number-field__unit">
            {unit}
          </span>
        )}
      </div>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  )
}
