import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import type { UserSort, UserSummary } from '@konzilium/contract/users'
import { useState } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { Link } from '../../shared/navigation/link'
import { paths, to } from '../../shared/navigation/paths'
import { formatDate, formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { roleLabel } from '../../shared/session/role-label'
import { AccountStatus } from '../../shared/ui/account-status'
import { ButtonLink } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useUserList } from './api'
import {
  roleFilters,
  statusFilters,
  usersQueryOf,
  usersQueryParsers,
  type UsersQuery,
} from './users-query'
import './users.css'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useDebounced } from '../../shared/forms/use-debounced'
import { useUsersMessages } from './users-messages'

/** /app/users (admin): every account with search, role and status filters, sorting and pages. */
export function UsersPage() {
  // The adapter lets nuqs read and write the address through react-router. It sits here while
  // this is the only list that keeps its state in the address; app/providers takes it over when
  // the next one does (ADR 011).
  return (
    <NuqsAdapter>
      <UsersList />
    </NuqsAdapter>
  )
}

function UsersList() {
  const global = useI18n()
  const { t, locale } = useUsersMessages()
  // A new history entry per change (Back undoes a filter), through the router (shallow: false)
  // so everything reading the router's location sees the same address.
  const [state, setState] = useQueryStates(usersQueryParsers, { history: 'push', shallow: false })
  const query = usersQueryOf(state)
  const [text, setText] = useState('')
  const q = useDebounced(text)
  const list = useUserList({ ...query, q })

  const update = (change: Partial<UsersQuery>) => {
    const next = { ...query, page: 1, ...change }
    void setState({
      role: next.role ?? null,
      status: next.status ?? null,
      sort: next.sort,
      page: next.page,
    })
  }

  const total = list.data?.total ?? 0
  const columns: TableColumn<UserSummary, UserSort>[] = [
    {
      key: 'name',
      header: t('users.column.name'),
      sort: 'lastName',
      render: (user) => <Link to={to.user(user.id)}>{formatPersonNameLastFirst(user)}</Link>,
    },
    {
      key: 'email',
      header: t('users.column.email'),
      sort: 'email',
      className: 'users-table__email',
      render: (user) => user.email,
    },
    {
      key: 'role',
      header: t('users.column.role'),
      sort: 'role',
      render: (u) => global.t(roleLabel(u.role)),
    },
    {
      key: 'status',
      header: t('users.column.status'),
      render: (user) => <AccountStatus status={user.status} />,
    },
    {
      key: 'createdAt',
      header: t('users.column.createdAt'),
      sort: 'createdAt',
      className: 'table__nowrap',
      render: (user) => formatDate(locale, Date.parse(user.createdAt)),
    },
    {
      key: 'lastSignInAt',
      header: t('users.column.lastSignIn'),
      sort: 'lastSignInAt',
      render: (user) =>
        user.lastSignInAt
          ? formatDateTime(locale, Date.parse(user.lastSignInAt))
          : t('users.never'),
    },
  ]
  const roleOptions = [
    { value: '', label: t('users.filter.allRoles') },
    ...Object.keys(roleFilters).map((role) => ({
      value: role,
      label: global.t(roleLabel(role as keyof typeof roleFilters)),
    })),
  ]
  const statusOptions = [
    { value: '', label: t('users.filter.allStatuses') },
    ...Object.keys(statusFilters).map((status) => ({
      value: status,
      label: global.t(`users.status.${status as keyof typeof statusFilters}`),
    })),
  ]

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={<ButtonLink to={paths.app.usersAdd}>{t('users.add')}</ButtonLink>}
      />
      <FilterBar
        className="users-filters"
        search={{
          label: t('users.search'),
          value: text,
          onChange: (value) => {
            setText(value)
            if (query.page !== 1) update({})
          },
        }}
      >
        <Select
          label={t('users.filter.role')}
          options={roleOptions}
          value={query.role ?? ''}
          onChange={(event) => {
            const role = event.target.value
            update({ role: role ? (role as keyof typeof roleFilters) : undefined })
          }}
        />
        <Select
          label={t('users.filter.status')}
          options={statusOptions}
          value={query.status ?? ''}
          onChange={(event) => {
            const status = event.target.value
            update({ status: status ? (status as keyof typeof statusFilters) : undefined })
          }}
        />
      </FilterBar>
      <Table<UserSummary, UserSort>
        caption={t('users.caption', { count: total })}
        className="users-table"
        columns={columns}
        rows={list.data?.items}
        rowKey={(user) => user.id}
        status={list}
        emptyText={t('users.empty')}
        sort={{
          current: query.sort,
          onSort: (sort) => {
            update({ sort })
          },
        }}
      />
      <Pager
        label={t('users.pagination')}
        page={query.page}
        total={total}
        pageSize={query.pageSize}
        onPage={(page) => {
          update({ page })
        }}
      />
    </>
  )
}
