import { regions, type RegionCode } from '@konzilium/contract/czech'
import type { UserStatus } from '@konzilium/contract/users'
import { useEffect, useState, type ReactNode } from 'react'
import { useDebounced } from '../../shared/forms/use-debounced'
import { formatDateTime } from '../../shared/i18n/format'
import type { FeatureMessages } from '../../shared/i18n/use-feature-messages'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { InvitationChip } from './invitation-chip'

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

/**
 * The words of a people list (centre doctors, peripheral doctors, representatives). Each of these
 * features' catalogues holds every key, so a list speaks with its own feature's words.
 */
export type PeopleListMessages = Pick<
  FeatureMessages<
    | 'column.name'
    | 'column.state'
    | 'column.invitedAt'
    | 'empty'
    | 'pagination'
    | 'page'
    | 'previous'
    | 'next'
    | 'search'
    | 'filter.region'
    | 'filter.allRegions'
    | 'filter.state'
    | 'filter.allStates'
  >,
  't'
>

const userStatuses: readonly UserStatus[] = ['invited', 'active', 'locked']

/** The filter bar of a people list: search first, the list's own filters, the account state last. */
export function PeopleFilters({
  m,
  text,
  onText,
  status,
  onStatus,
  children,
}: {
  m: PeopleListMessages
  text: string
  onText: (text: string) => void
  status: UserStatus | null
  onStatus: (status: UserStatus | null) => void
  children?: ReactNode
}) {
  const { t } = useI18n()
  return (
    <form
      className="doctors-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
      }}
    >
      <TextField
        label={m.t('search')}
        type="search"
        value={text}
        autoComplete="off"
        onChange={(event) => {
          onText(event.target.value)
        }}
      />
      {children}
      <Select
        label={m.t('filter.state')}
        options={[
          { value: '', label: m.t('filter.allStates') },
          ...userStatuses.map((value) => ({ value, label: t(`users.status.${value}`) })),
        ]}
        value={status ?? ''}
        onChange={(event) => {
          onStatus((event.target.value || null) as UserStatus | null)
        }}
      />
    </form>
  )
}

/** A filter by region (all regions first). */
export function RegionFilter({
  m,
  value,
  onChange,
}: {
  m: PeopleListMessages
  value: RegionCode | null
  onChange: (region: RegionCode | null) => void
}) {
  return (
    <Select
      label={m.t('filter.region')}
      options={[
        { value: '', label: m.t('filter.allRegions') },
        ...regions.map((region) => ({ value: region.code, label: region.name })),
      ]}
      value={value ?? ''}
      onChange={(event) => {
        onChange((event.target.value || null) as RegionCode | null)
      }}
    />
  )
}

type Person = { id: string; displayName: string; status: UserStatus; invitedAt: string }

/** A column between the name and the account state, with what its cell shows. */
export type PeopleColumn<T> = Column & { cell: (person: T) => ReactNode }

/**
 * One page of people as a table: the name (a link to the detail), the list's own columns, the
 * invitation state and date; sortable headers, the empty or loading row, then the pages.
 */
export function PeopleTable<T extends Person>({
  m,
  caption,
  columns,
  list,
  pageSize,
  page,
  onPage,
  sortDirection,
  onSort,
  href,
  onOpen,
}: {
  m: PeopleListMessages
  caption: (count: number) => string
  columns: PeopleColumn<T>[]
  list: {
    data?: { items: T[]; total: number } | undefined
    isFetching: boolean
    isPending: boolean
    isError: boolean
  }
  pageSize: number
  page: number
  onPage: (page: number) => void
  sortDirection: (column: string) => 'ascending' | 'descending' | 'none'
  onSort: (column: string) => void
  href: (person: T) => string
  onOpen: (person: T) => void
}) {
  const { t, locale } = useI18n()
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const headers: Column[] = [
    { key: 'lastName', label: m.t('column.name'), sortable: true },
    ...columns,
    { key: 'status', label: m.t('column.state'), sortable: false },
    { key: 'invitedAt', label: m.t('column.invitedAt'), sortable: true },
  ]
  return (
    <>
      <table className="table doctors-table" aria-busy={list.isFetching}>
        <caption>{caption(total)}</caption>
        <thead>
          <tr>
            {headers.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                direction={sortDirection(column.key)}
                onSort={() => {
                  onSort(column.key)
                }}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data && list.data.items.length > 0 ? (
            list.data.items.map((person) => (
              <tr key={person.id}>
                <td data-label={m.t('column.name')}>
                  <a
                    href={href(person)}
                    onClick={(event) => {
                      event.preventDefault()
                      onOpen(person)
                    }}
                  >
                    {person.displayName}
                  </a>
                </td>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.label}>
                    {column.cell(person)}
                  </td>
                ))}
                <td data-label={m.t('column.state')}>
                  <InvitationChip status={person.status} />
                </td>
                <td data-label={m.t('column.invitedAt')}>
                  {formatDateTime(locale, Date.parse(person.invitedAt))}
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td className="table__empty" colSpan={headers.length}>
                {list.isPending
                  ? t('form.loading')
                  : list.isError
                    ? t('form.loadFailed')
                    : m.t('empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Pagination
        label={m.t('pagination')}
        page={page}
        pages={pages}
        pageText={m.t('page', { page, pages })}
        previous={m.t('previous')}
        next={m.t('next')}
        onPage={onPage}
      />
    </>
  )
}
