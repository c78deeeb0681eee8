import { regions } from '@konzilium/contract/czech'
import { may } from '@konzilium/contract/policy'
import type { Rep } from '@konzilium/contract/representatives'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { RegionChecklist } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import { useForm } from '../../shared/forms/use-form'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { paths } from '../../shared/navigation/paths'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button, ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { InvitationChip, Pagination, SortHeader, useSearchInAddress, type Column } from '../doctors'
import { useResendInvitation } from '../invitations'
import { repKeys, useRep, useRepList, useUpdateRep } from './api'
import { useRepsMessages } from './reps-messages'
import {
  nextSort,
  REPS_PAGE_SIZE,
  repsQueryParsers,
  sortDirection,
  statusFilters,
} from './reps-query'
import '../../shared/ui/table.css'

const regionNames = (codes: readonly string[]) =>
  codes.map((code) => regions.find((region) => region.code === code)?.name ?? code).join(', ')

/** /app/representants: pharma representatives and the regions they cover. */
export function RepresentativesPage() {
  return (
    <NuqsAdapter>
      <RepresentativesScreen />
    </NuqsAdapter>
  )
}

function RepresentativesScreen() {
  const { t, locale } = useI18n()
  const m = useRepsMessages()
  const role = useSessionUser()?.role
  const [state, setState] = useQueryStates(repsQueryParsers, { history: 'push', shallow: false })
  const update = (change: Partial<typeof state>) => {
    void setState({ ...state, page: 1, ...change })
  }
  const [text, setText] = useSearchInAddress(state.q, (q) => {
    update({ q })
  })
  const q = state.q
  const list = useRepList({
    q,
    page: state.page,
    pageSize: REPS_PAGE_SIZE,
    sort: state.sort,
    ...(state.region ? { region: state.region } : {}),
    ...(state.status ? { status: state.status } : {}),
  })

  if (state.rep) {
    return (
      <>
        <PageHeader title={m.t('detail.title')} />
        <p>
          <Button
            variant="secondary"
            small
            onClick={() => {
              void setState({ ...state, rep: null })
            }}
          >
            {m.t('detail.back')}
          </Button>
        </p>
        <RepDetail id={state.rep} />
      </>
    )
  }

  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / REPS_PAGE_SIZE))
  const columns: Column[] = [
    { key: 'lastName', label: m.t('column.name'), sortable: true },
    { key: 'company', label: m.t('column.company'), sortable: true },
    { key: 'regions', label: m.t('column.regions'), sortable: false },
    { key: 'status', label: m.t('column.state'), sortable: false },
    { key: 'invitedAt', label: m.t('column.invitedAt'), sortable: true },
  ]
  return (
    <>
      <PageHeader
        title={t('representatives.title')}
        description={t('representatives.description')}
        actions={
          role && may(role, 'reps.invite') ? (
            <ButtonLink to={paths.app.usersAdd}>{m.t('invite')}</ButtonLink>
          ) : undefined
        }
      />
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
            setText(event.target.value)
          }}
        />
        <Select
          label={m.t('filter.region')}
          options={[
            { value: '', label: m.t('filter.allRegions') },
            ...regions.map((region) => ({ value: region.code, label: region.name })),
          ]}
          value={state.region ?? ''}
          onChange={(event) => {
            update({ region: (event.target.value || null) as typeof state.region })
          }}
        />
        <Select
          label={m.t('filter.state')}
          options={[
            { value: '', label: m.t('filter.allStates') },
            ...statusFilters.map((status) => ({
              value: status,
              label: t(`users.status.${status}`),
            })),
          ]}
          value={state.status ?? ''}
          onChange={(event) => {
            update({ status: (event.target.value || null) as typeof state.status })
          }}
        />
      </form>
      <table className="table doctors-table" aria-busy={list.isFetching}>
        <caption>{m.t('caption', { count: total })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                direction={sortDirection(state.sort, column.key)}
                onSort={() => {
                  update({ sort: nextSort(state.sort, column.key) })
                }}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data && list.data.items.length > 0 ? (
            list.data.items.map((rep: Rep) => (
              <tr key={rep.id}>
                <td data-label={m.t('column.name')}>
                  <a
                    href={`?rep=${rep.id}`}
                    onClick={(event) => {
                      event.preventDefault()
                      update({ rep: rep.id, page: state.page })
                    }}
                  >
                    {rep.displayName}
                  </a>
                </td>
                <td data-label={m.t('column.company')}>{rep.company ?? '—'}</td>
                <td data-label={m.t('column.regions')}>{regionNames(rep.regions)}</td>
                <td data-label={m.t('column.state')}>
                  <InvitationChip status={rep.status} />
                </td>
                <td data-label={m.t('column.invitedAt')}>
                  {formatDateTime(locale, Date.parse(rep.invitedAt))}
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td className="table__empty" colSpan={columns.length}>
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
        page={state.page}
        pages={pages}
        pageText={m.t('page', { page: state.page, pages })}
        previous={m.t('previous')}
        next={m.t('next')}
        onPage={(page) => {
          update({ page })
        }}
      />
    </>
  )
}

const updateRepSchema = () =>
  import('@konzilium/contract/representatives').then((m) => m.updateRepInputSchema)
const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

function RepForm({ rep }: { rep: Rep }) {
  const { t } = useI18n()
  const m = useRepsMessages()
  const update = useUpdateRep(rep.id)
  const [saved, setSaved] = useState(false)
  const form = useForm({
    initialValues: {
      degreesBefore: rep.degreesBefore ?? '',
      firstName: rep.firstName,
      lastName: rep.lastName,
      degreesAfter: rep.degreesAfter ?? '',
      phone: rep.phone ?? '',
      company: rep.company ?? '',
      regions: [...rep.regions] as string[],
    },
    schema: updateRepSchema,
    toInput: (values) => ({
      degreesBefore: orNull(values.degreesBefore),
      firstName: values.firstName,
      lastName: values.lastName,
      degreesAfter: orNull(values.degreesAfter),
      phone: orNull(values.phone),
      company: orNull(values.company),
      regions: values.regions,
    }),
  })
  const onSubmit = form.handleSubmit((input) => {
    setSaved(false)
    update.mutate(input, {
      onSuccess: () => {
        setSaved(true)
      },
      onError: (error) => {
        form.showError(error, t('form.error.network'))
      },
    })
  })
  return (
    <Card title={m.t('edit.title')}>
      <form {...form.formProps} onSubmit={onSubmit}>
        {saved && <FormAlert tone="success">{t('form.saved')}</FormAlert>}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <NameFields bind={form.bind} />
        <div className="form-grid">
          <TextField label={m.t('field.phone')} type="tel" {...form.bind('phone')} />
          <TextField label={m.t('column.company')} {...form.bind('company')} />
        </div>
        <RegionChecklist
          legend={m.t('column.regions')}
          value={form.values.regions}
          onChange={(next) => {
            form.setValue('regions', next)
          }}
          error={form.errorOf('regions')}
        />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Card>
  )
}

function RepDetail({ id }: { id: string }) {
  const { t, locale } = useI18n()
  const m = useRepsMessages()
  const role = useSessionUser()?.role
  const queryClient = useQueryClient()
  const rep = useRep(id)
  const resend = useResendInvitation('rep', id)
  const [sent, setSent] = useState(false)
  if (!rep.data) return <p>{rep.isError ? t('form.loadFailed') : t('form.loading')}</p>
  const data = rep.data
  const date = (value: string | null) =>
    value ? formatDateTime(locale, Date.parse(value)) : m.t('never')
  return (
    <div className="doctor-detail">
      <Card title={data.displayName}>
        <dl className="doctor-facts">
          <dt>{m.t('column.state')}</dt>
          <dd>
            <InvitationChip status={data.status} />
          </dd>
          <dt>{m.t('column.email')}</dt>
          <dd>{data.email}</dd>
          <dt>{m.t('field.phone')}</dt>
          <dd>{data.phone ?? '—'}</dd>
          <dt>{m.t('column.company')}</dt>
          <dd>{data.company ?? '—'}</dd>
          <dt>{m.t('column.regions')}</dt>
          <dd>{regionNames(data.regions)}</dd>
          <dt>{m.t('column.invitedAt')}</dt>
          <dd>{date(data.invitedAt)}</dd>
          <dt>{m.t('field.lastInvitation')}</dt>
          <dd>{date(data.lastInvitationSentAt)}</dd>
          <dt>{m.t('field.activatedAt')}</dt>
          <dd>{date(data.activatedAt)}</dd>
        </dl>
      </Card>
      {data.status === 'invited' && role && may(role, 'reps.invite') && (
        <div className="doctor-actions">
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => {
              setSent(false)
              resend.mutate(undefined, {
                onSuccess: () => {
                  setSent(true)
                  void queryClient.invalidateQueries({ queryKey: repKeys.all })
                },
              })
            }}
          >
            {m.t('resend')}
          </Button>
          {sent && <FormAlert tone="success">{m.t('resend.done')}</FormAlert>}
        </div>
      )}
      {role && may(role, 'reps.update') && <RepForm key={data.id} rep={data} />}
    </div>
  )
}
