import type { ReactNode } from 'react'

/**
 * The visual mark of a required field, shown only inside a form that opts in with
 * `form--mark-required` (and explains the mark). Hidden from assistive technology: the control's
 * own `required` says it.
 */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  )
}

/**
 * A field's label with the required mark beside it, outside the `<label>`, so the field's name
 * stays exactly its label.
 */
export function LabelRow({
  required,
  children,
}: {
  required: boolean | undefined
  children: ReactNode
}) {
  if (!required) return children
  return (
    <div className="field__label-row">
      {children}
      <RequiredMark />
    </div>
  )
}
