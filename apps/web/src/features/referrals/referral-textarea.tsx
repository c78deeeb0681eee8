import { useId, type TextareaHTMLAttributes } from 'react'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string
  /** Shown under the field, announced with it, and marks it invalid (as TextField does). */
  error?: string | undefined
}

/** A labelled text area of the referral screens (the note, a decision's comment). */
export function ReferralTextArea({ label, error, ...rest }: Props) {
  const errorId = `${useId()}-error`
  return (
    <div>
      <label className="referral-textarea">
        <span>{label}</span>
        <textarea
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
      </label>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  )
}
