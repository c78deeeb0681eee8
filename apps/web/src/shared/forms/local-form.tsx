import type { FormHTMLAttributes } from 'react'

type LocalFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** Enter in a field; without it Enter does nothing. */
  onEnter?: () => void
}

/**
 * A form that never goes to the server: its fields work in the browser (a calculator computes as
 * the user types). A form that submits runs on `useForm` instead.
 */
export function LocalForm({ onEnter, ...form }: LocalFormProps) {
  return (
    <form
      {...form}
      onSubmit={(event) => {
        event.preventDefault()
        onEnter?.()
      }}
    />
  )
}
