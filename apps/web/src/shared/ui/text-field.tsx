import type { InputHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  hint?: string
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | undefined
}

export function TextField({ label, hint, error, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      {(control) => <input className="field__control" {...control} {...rest} />}
    </FieldFrame>
  )
}
