import type { ReactNode } from 'react'
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
