import { useEffect, useState, type ReactNode } from 'react'
import { useDebounced } from '../../shared/forms/use-debounced'
import { Button } from '../../shared/ui/button'

export type Column = { key: string; label: string; sortable: boolean }

/** A column header that sorts by its column (aria-sort tells the direction). */
export function SortHeader({
  column,
  direction,
  onSort,
}: {
  column: Column
  direction: 'ascending' | 'descending' | 'none'
  onSort: () => void
}) {
  return (
    <th scope="col" aria-sort={column.sortable ? direction : undefined}>
      {column.sortable ? (
        <button type="button" className="sort-button" onClick={onSort}>
          {column.label}
          <span aria-hidden="true" className="sort-button__arrow">
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        column.label
      )}
    </th>
  )
}

export function Pagination({
  label,
  page,
  pages,
  pageText,
  previous,
  next,
  onPage,
}: {
  label: string
  page: number
  pages: number
  pageText: ReactNode
  previous: string
  next: string
  onPage: (page: number) => void
}) {
  return (
    <nav className="pagination" aria-label={label}>
      <Button
        variant="secondary"
        small
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1)
        }}
      >
        {previous}
      </Button>
      <span aria-live="polite">{pageText}</span>
      <Button
        variant="secondary"
        small
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1)
        }}
      >
        {next}
      </Button>
    </nav>
  )
}

/**
 * A search field whose text reaches the address (`?q=`) once the user stopped typing, so a
 * search is kept on reload and shared by link. Only for lists without patient data: doctors and
 * representatives (patient names never go into an address).
 */
export function useSearchInAddress(
  inAddress: string,
  commit: (q: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(inAddress)
  const settled = useDebounced(text.trim())
  useEffect(() => {
    if (settled !== inAddress) commit(settled)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text writes the address
  }, [settled])
  return [text, setText]
}
