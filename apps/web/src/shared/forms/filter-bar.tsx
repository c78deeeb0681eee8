import type { FormHTMLAttributes, ReactNode } from 'react'
import { TextField } from '../ui/text-field'

type FilterBarProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'role' | 'onSubmit' | 'children'
> & {
  /** The text search, always the first field. */
  search: { label: string; hint?: string; value: string; onChange: (text: string) => void }
  /** Enter in a field; without it Enter does nothing (the list follows the fields as they change). */
  onSubmit?: () => void
  /** The list's own filters, after the search. */
  children?: ReactNode
}

/**
 * The filter bar above a list: a search landmark holding the text search and then the list's
 * own filters. Its layout is the list's (`className`): the lists differ in how many filters sit
 * in a row.
 */
export function FilterBar({ search, onSubmit, children, ...form }: FilterBarProps) {
  return (
    <form
      role="search"
      {...form}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit?.()
      }}
    >
      <TextField
        label={search.label}
        {...(search.hint ? { hint: search.hint } : {})}
        type="search"
        value={search.value}
        autoComplete="off"
        onChange={(event) => {
          search.onChange(event.target.value)
        }}
      />
      {children}
    </form>
  )
}
