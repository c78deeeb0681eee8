import { sortDirection, type SortDirection } from '../navigation/list-address'
import './table.css'

export type Column = { key: string; label: string; sortable: boolean }

/**
 * A column header; a sortable one is a button that sorts by its column, and aria-sort tells the
 * direction (the arrow beside the label is for the eye only).
 */
function SortHeader({
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

/** The head of a sortable table: one SortHeader a column, `sort` the list's order (`-name` descending). */
export function SortHeaders({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column[]
  sort: string
  onSort: (column: string) => void
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <SortHeader
            key={column.key}
            column={column}
            direction={sortDirection(sort, column.key)}
            onSort={() => {
              onSort(column.key)
            }}
          />
        ))}
      </tr>
    </thead>
  )
}
