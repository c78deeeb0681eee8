import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { LabelRow } from './required-mark'
import './field.css'

type FieldProps = {
  label: string
  hint?: string
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | undefined
}

/** The label, hint and error around one control; the control gets its id and descriptions. */
function FieldFrame({
  label,
  hint,
  error,
  className,
  required,
  control,
}: FieldProps & {
  className: string | undefined
  required: boolean | undefined
  control: (props: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
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
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps

export function TextField({ label, hint, error, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      required={rest.required}
      control={(props) => <input className="field__control" {...props} {...rest} />}
    />
  )
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps

/** A labelled multi-line text, with the same hint and error as TextField. */
export function TextArea({ label, hint, error, className, ...rest }: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      required={rest.required}
      control={(props) => <textarea className="field__control" {...props} {...rest} />}
    />
  )
}
