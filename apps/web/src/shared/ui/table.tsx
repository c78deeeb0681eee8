import { useId, type ReactNode } from 'react'
import { useI18n } from '../i18n/use-i18n'
import { SortHeaders, type AscendingSort } from './sort-header'
import './table.css'

export interface TableColumn<Row, S extends string = string> {
  key: string
  /** The column's name: its header, and the label drawn beside each value on a phone's card. */
  header: string
  render: (row: Row) => ReactNode
  /** The sort this column's header applies (its ascending name); without it, no sorting here. */
  sort?: AscendingSort<S>
  className?: string
}

/** Where a list read from the server stands (a TanStack query has these fields). */
export interface TableStatus {
  isPending: boolean
  isFetching: boolean
  isError: boolean
}

interface TableProps<Row, S extends string> {
  caption: string
  columns: readonly TableColumn<Row, S>[]
  /** The rows to show; none (or `undefined`) shows one row saying why: loading, failed or empty. */
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string
  emptyText: string
  /** A list still loading or failing; while it reloads the table is marked busy. */
  status?: TableStatus
  /** What the row says when the list failed to load (a general sentence by default). */
  errorText?: string
  /** The list's order (`name` ascending, `-name` descending) and what a header's click asks for. */
  sort?: { current: S; onSort: (next: S) => void }
  /** The page's own class for its table (column widths, cell styles). */
  className?: string
}

/**
 * The one data table of every list: a caption names it (and the focusable region it scrolls in,
 * so a keyboard can scroll it); headers are real <th scope="col">, a sortable one a button whose
 * `aria-sort` tells the order. While a list has no rows, one row says whether it is loading, failed
 * or empty; while it reloads the table is `aria-busy` and its caption says so to screen readers.
 * Below 720 px each row is drawn as a card: every value beside its column's name (drawn only, the
 * header still names the cell when read out), with the sortable headers as a row of buttons above.
 * A cell's content sits in one box, so on a card it stays in the value's column however it is made.
 */
export function Table<Row, S extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  status,
  errorText,
  sort,
  className,
}: TableProps<Row, S>) {
  const { t } = useI18n()
  const captionId = useId()
  const busy = status?.isFetching ?? false
  return (
    <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `table ${className}` : 'table'} aria-busy={busy}>
        <caption id={captionId}>
          {caption}
          {busy && <span className="visually-hidden"> {t('form.loading')}</span>}
        </caption>
        <SortHeaders columns={columns} sort={sort} />
        <tbody>
          {rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.className}>
                    <div className="table__value">{column.render(row)}</div>
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td className="table__empty" colSpan={columns.length}>
                {status?.isPending
                  ? t('form.loading')
                  : status?.isError
                    ? (errorText ?? t('form.loadFailed'))
                    : emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
