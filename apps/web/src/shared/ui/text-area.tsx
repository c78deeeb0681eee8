import { useId, type TextareaHTMLAttributes } from 'react'
import { LabelRow } from './required-mark'
import './field.css'

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string
  hint?: string
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | undefined
}

/**
 * A labelled multi-line text with TextField's hint and error. A file of its own so that the pages
 * with one-line fields only (sign-in) do not carry it.
 */
export function TextArea({ label, hint, error, className, ...rest }: TextAreaProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <LabelRow required={rest.required}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </LabelRow>
      <textarea
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(' ') || undefined}
        {...rest}
      />
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  )
}
