import { sortDirection, toggleSort, type SortDirection } from '../navigation/list-address'

/** A list's sort names: `name` ascending, `-name` descending; a header names the ascending one. */
export type AscendingSort<S extends string> = Exclude<S, `-${string}`>

/**
 * A column header; a sortable one is a button (Enter and Space press it) that sorts by its column,
 * and aria-sort tells the direction (the arrow beside the label is for the eye only).
 */
function SortHeader({
  label,
  direction,
  onSort,
}: {
  label: string
  direction: SortDirection
  onSort: (() => void) | null
}) {
  return (
    <th scope="col" aria-sort={onSort ? direction : undefined}>
      {onSort ? (
        <button type="button" className="sort-button" onClick={onSort}>
          {label}
          <span aria-hidden="true" className="sort-button__arrow">
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  )
}

/** The head of a table (table.tsx): one header a column, sortable where the column names a sort. */
export function SortHeaders<S extends string>({
  columns,
  sort,
}: {
  columns: readonly { key: string; header: string; sort?: AscendingSort<S> }[]
  sort: { current: S; onSort: (next: S) => void } | undefined
}) {
  return (
    <thead>
      <tr>
        {columns.map(({ key, header, sort: column }) => (
          <SortHeader
            key={key}
            label={header}
            direction={sort && column ? sortDirection(sort.current, column) : 'none'}
            onSort={
              sort && column
                ? () => {
                    sort.onSort(toggleSort(sort.current, column))
                  }
                : null
            }
          />
        ))}
      </tr>
    </thead>
  )
}
