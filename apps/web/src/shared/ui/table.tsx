import type { ReactNode } from 'react'
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

/** A plain data table: a caption names it for screen readers, headers are real <th scope="col">. */
export function Table<Row>({ caption, columns, rows, rowKey, emptyText }: TableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{caption}</caption>
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
