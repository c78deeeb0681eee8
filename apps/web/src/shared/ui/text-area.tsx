import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { LabelRow } from './required-mark'
import './field.css'

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string
  hint?: string
  /** Shown under the field, announced with it, and marks it invalid (as TextField does). */
  error?: string | undefined
}

/** A labelled multi-line field, laid out and described like TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, className, ...rest },
  ref,
) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <LabelRow required={rest.required}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </LabelRow>
      <textarea
        ref={ref}
        id={id}
        className="field__control field__control--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
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
})
