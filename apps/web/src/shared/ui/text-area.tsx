import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame'

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
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      {(control) => (
        <textarea
          ref={ref}
          className="field__control field__control--multiline"
          {...control}
          {...rest}
        />
      )}
    </FieldFrame>
  )
})
