import { useId, type ReactNode } from 'react'
import { LabelRow } from './required-mark'
import './field.css'

/** What a field's control takes from its frame: its id and how it is described. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The frame of one labelled field (TextField, TextArea): the label with the required mark, the
 * control, then the hint and the error, both announced with the control; an error marks it
 * invalid.
 */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: string
  hint?: string | undefined
  error?: string | undefined
  required?: boolean | undefined
  className?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <LabelRow required={required}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </LabelRow>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  )
}
