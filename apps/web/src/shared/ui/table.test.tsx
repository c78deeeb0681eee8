import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n, loadMessages } from '../i18n/i18n-store'
import { appMessages } from '../i18n/parts/app'
import { Table, type TableColumn, type TableStatus } from './table'

afterEach(cleanup)

// The loading and failure sentences are the signed-in app's own, here in Czech.
beforeAll(async () => {
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  await loadMessages(appMessages)
})

type Person = { id: string; name: string; email: string; status: string }
type PersonSort = 'name' | '-name' | 'email' | '-email'

const people: Person[] = [
  { id: '1', name: 'Nováková Jana', email: 'jana@example.cz', status: 'aktivní' },
  { id: '2', name: 'Dvořák Petr', email: 'petr@example.cz', status: 'pozvaný' },
]

const columns: TableColumn<Person, PersonSort>[] = [
  { key: 'name', header: 'Jméno', sort: 'name', render: (p) => p.name },
  { key: 'email', header: 'E-mail', sort: 'email', render: (p) => p.email },
  { key: 'status', header: 'Stav', render: (p) => <strong>{p.status}</strong> },
]

const idle: TableStatus = { isPending: false, isFetching: false, isError: false }

/** A list that keeps its order (as a page keeps it in its address) and logs each sort asked for. */
function SortedList({ asked, initial = 'name' }: { asked: PersonSort[]; initial?: PersonSort }) {
  const [sort, setSort] = useState<PersonSort>(initial)
  return (
    <Table<Person, PersonSort>
      caption="Lidé: 2"
      columns={columns}
      rows={people}
      rowKey={(p) => p.id}
      status={idle}
      emptyText="Nikdo."
      sort={{
        current: sort,
        onSort: (next) => {
          asked.push(next)
          setSort(next)
        },
      }}
    />
  )
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })

describe('Table', () => {
  it('is named by its caption, in a focusable region of the same name', () => {
    render(<SortedList asked={[]} />)
    const table = screen.getByRole('table', { name: 'Lidé: 2' })
    expect(within(table).getByRole('caption').textContent).toBe('Lidé: 2')
    const region = screen.getByRole('region', { name: 'Lidé: 2' })
    expect(region.tabIndex).toBe(0)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col'])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('tells the order on sortable headers only, each a button', () => {
    render(<SortedList asked={[]} initial="-email" />)
    expect(header('Jméno').getAttribute('aria-sort')).toBe('none')
    expect(header('E-mail').getAttribute('aria-sort')).toBe('descending')
    expect(header('Stav').hasAttribute('aria-sort')).toBe(false)
    expect(within(header('Jméno')).getByRole('button', { name: /Jméno/ })).toBeDefined()
    expect(within(header('Stav')).queryByRole('button')).toBeNull()
  })

  it('sorts by a column ascending first, then descending, then ascending again', async () => {
    const asked: PersonSort[] = []
    render(<SortedList asked={asked} />)
    const email = () => within(header('E-mail')).getByRole('button')
    await userEvent.click(email())
    expect(header('E-mail').getAttribute('aria-sort')).toBe('ascending')
    expect(header('Jméno').getAttribute('aria-sort')).toBe('none')
    await userEvent.click(email())
    expect(header('E-mail').getAttribute('aria-sort')).toBe('descending')
    await userEvent.click(email())
    expect(asked).toEqual(['email', '-email', 'email'])
  })

  it('sorts from the keyboard: Enter and Space press a header', async () => {
    const asked: PersonSort[] = []
    render(<SortedList asked={asked} />)
    within(header('Jméno')).getByRole('button').focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(asked).toEqual(['-name', 'name'])
  })

  it('labels every value with its column, for the cards on a phone', () => {
    render(<SortedList asked={[]} />)
    const [first] = screen.getAllByRole('row').slice(1)
    const cells = within(first as HTMLElement).getAllByRole('cell')
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Jméno', 'E-mail', 'Stav'])
    // The label is drawn, not read: the cell's name is its value alone.
    expect(within(first as HTMLElement).getByRole('cell', { name: 'aktivní' })).toBeDefined()
  })

  it('is busy while the list reloads, and says so in its caption', () => {
    render(
      <Table<Person>
        caption="Lidé: 2"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        status={{ ...idle, isFetching: true }}
        emptyText="Nikdo."
      />,
    )
    const table = screen.getByRole('table')
    expect(table.getAttribute('aria-busy')).toBe('true')
    expect(within(table).getByRole('caption').textContent).toContain('Načítání…')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  const oneRow = (status: TableStatus, errorText?: string) => {
    render(
      <Table<Person>
        caption="Lidé"
        columns={columns}
        rows={status.isPending || status.isError ? undefined : []}
        rowKey={(p) => p.id}
        status={status}
        emptyText="Nikdo neodpovídá filtrům."
        {...(errorText ? { errorText } : {})}
      />,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(1)
    const cell = within(rows[0] as HTMLElement).getByRole('cell')
    expect(cell.getAttribute('colspan')).toBe('3')
    return cell.textContent
  }

  it('shows one row while the first page loads', () => {
    expect(oneRow({ isPending: true, isFetching: true, isError: false })).toBe('Načítání…')
  })

  it('shows one row when the list failed, in its own words or the general ones', () => {
    expect(oneRow({ ...idle, isError: true }, 'Lidi se nepodařilo načíst.')).toBe(
      'Lidi se nepodařilo načíst.',
    )
    cleanup()
    expect(oneRow({ ...idle, isError: true })).toBe('Údaje se nepodařilo načíst.')
  })

  it('shows one row when nothing matches', () => {
    expect(oneRow(idle)).toBe('Nikdo neodpovídá filtrům.')
  })

  it('without a sort, draws plain headers', () => {
    render(
      <Table<Person>
        caption="Lidé"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        emptyText="Nikdo."
      />,
    )
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(header('Jméno').hasAttribute('aria-sort')).toBe(false)
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false')
  })
})
