import {
  formatPersonNameLastFirst,
  regions,
  type PersonName,
  type RegionCode,
} from '@konzilium/contract/czech'
import type { UserStatus } from '@konzilium/contract/users'
import type { ReactNode } from 'react'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useSearchInAddress } from '../../shared/forms/use-search-in-address'
import { formatDateTime } from '../../shared/i18n/format'
import type { FeatureMessages } from '../../shared/i18n/use-feature-messages'
import { useI18n } from '../../shared/i18n/use-i18n'
import { AccountStatus } from '../../shared/ui/account-status'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import type { AscendingSort } from '../../shared/ui/sort-header'
import { Table, type TableColumn } from '../../shared/ui/table'
import './doctors.css'

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
function PeopleFilters({
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
    <FilterBar
      className="doctors-filters"
      search={{ label: m.t('search'), value: text, onChange: onText }}
    >
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
    </FilterBar>
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

/** A row of a people list: its name parts (shown `Příjmení Jméno`), account state and invitation. */
export type Person = PersonName & {
  id: string
  displayName: string
  status: UserStatus
  invitedAt: string
}

/** A column between the name and the account state, with what its cell shows. */
export type PeopleColumn<T, S extends string = string> = TableColumn<T, S>

/**
 * One page of people as a table: the name (a link to the detail), the list's own columns, the
 * invitation state and date; sortable headers, the empty or loading row, then the pages.
 */
function PeopleTable<T extends Person, S extends string>({
  m,
  caption,
  columns,
  list,
  pageSize,
  page,
  onPage,
  sort,
  onSort,
  href,
  onOpen,
}: {
  m: PeopleListMessages
  caption: (count: number) => string
  columns: PeopleColumn<T, S>[]
  list: {
    data?: { items: T[]; total: number } | undefined
    isFetching: boolean
    isPending: boolean
    isError: boolean
  }
  pageSize: number
  page: number
  onPage: (page: number) => void
  /** The list's order, `name` or `-name` (descending). */
  sort: S
  onSort: (sort: S) => void
  href: (person: T) => string
  onOpen: (person: T) => void
}) {
  const { locale } = useI18n()
  const total = list.data?.total ?? 0
  const all: PeopleColumn<T, S>[] = [
    {
      key: 'name',
      header: m.t('column.name'),
      sort: 'lastName' as AscendingSort<S>,
      render: (person) => (
        <a
          href={href(person)}
          onClick={(event) => {
            event.preventDefault()
            onOpen(person)
          }}
        >
          {formatPersonNameLastFirst(person)}
        </a>
      ),
    },
    ...columns,
    {
      key: 'status',
      header: m.t('column.state'),
      render: (person) => <AccountStatus status={person.status} />,
    },
    {
      key: 'invitedAt',
      header: m.t('column.invitedAt'),
      sort: 'invitedAt' as AscendingSort<S>,
      render: (person) => formatDateTime(locale, Date.parse(person.invitedAt)),
    },
  ]
  return (
    <>
      <Table<T, S>
        caption={caption(total)}
        className="doctors-table"
        columns={all}
        rows={list.data?.items}
        rowKey={(person) => person.id}
        status={list}
        emptyText={m.t('empty')}
        sort={{ current: sort, onSort }}
      />
      <Pager
        label={m.t('pagination')}
        page={page}
        total={total}
        pageSize={pageSize}
        onPage={onPage}
      />
    </>
  )
}

/** What a people list keeps in the address besides its own filters. */
export type PeopleListState<S extends string> = {
  q: string
  status: UserStatus | null
  page: number
  /** The list's order, `name` or `-name` (descending). */
  sort: S
}

/**
 * A people list (centre doctors, peripheral doctors, representatives): the search (in the
 * address), the list's own `filters` and the account state, then the table and its pages.
 */
export function PeopleList<T extends Person, S extends string>({
  m,
  state,
  update,
  pageSize,
  caption,
  filters,
  columns,
  list,
  href,
  onOpen,
}: {
  m: PeopleListMessages
  state: PeopleListState<S>
  update: (change: Partial<PeopleListState<S>>) => void
  pageSize: number
  caption: (count: number) => string
  filters?: ReactNode
  columns: PeopleColumn<T, S>[]
  list: Parameters<typeof PeopleTable<T, S>>[0]['list']
  href: (person: T) => string
  onOpen: (person: T) => void
}) {
  const [text, setText] = useSearchInAddress(state.q, (q) => {
    update({ q })
  })
  return (
    <>
      <PeopleFilters
        m={m}
        text={text}
        onText={setText}
        status={state.status}
        onStatus={(status) => {
          update({ status })
        }}
      >
        {filters}
      </PeopleFilters>
      <PeopleTable
        m={m}
        caption={caption}
        columns={columns}
        list={list}
        pageSize={pageSize}
        page={state.page}
        onPage={(page) => {
          update({ page })
        }}
        sort={state.sort}
        onSort={(sort) => {
          update({ sort })
        }}
        href={href}
        onOpen={onOpen}
      />
    </>
  )
}
