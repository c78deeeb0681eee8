import type { SortDirection } from '../navigation/list-address'
import './table.css'

export type Column = { key: string; label: string; sortable: boolean }

/**
 * A column header; a sortable one is a button that sorts by its column, and aria-sort tells the
 * direction (the arrow beside the label is for the eye only).
 */
export function SortHeader({
  column,
  direction,
  onSort,
}: {
  column: Column
  direction: SortDirection
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
