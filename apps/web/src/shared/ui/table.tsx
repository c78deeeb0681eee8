import { useId, type ReactNode } from 'react'
import { useI18n } from '../i18n/use-i18n'
import './table.css'

export interface TableColumn<Row> {
  key: string
  header: string
  render: (row: Row) => ReactNode
}

interface TableProps<Row> {
  caption: string
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  emptyText: string
}

/**
 * A plain data table: a caption names it for screen readers, headers are real <th scope="col">.
 * A table wider than the screen scrolls sideways inside its region (never the page); the region
 * is focusable and named by the caption, so it can be scrolled from the keyboard.
 */
export function Table<Row>({ caption, columns, rows, rowKey, emptyText }: TableProps<Row>) {
  const captionId = useId()
  return (
    <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="table__empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** The one row of a list's table while it has no rows to show: loading, failed, or empty. */
export function EmptyRow({
  colSpan,
  list,
  empty,
}: {
  colSpan: number
  list: { isPending: boolean; isError: boolean }
  empty: string
}) {
  const { t } = useI18n()
  return (
    <tr>
      <td className="table__empty" colSpan={colSpan}>
        {list.isPending ? t('form.loading') : list.isError ? t('form.loadFailed') : empty}
      </td>
    </tr>
  )
}
