import { referralsEndpoints } from '@konzilium/contract/endpoints/referrals'
import { mayCall } from '../../shared/session/may-call'
import { referralStates, type ListReferralsQuery } from '@konzilium/contract/referrals'
import { urgencies } from '@konzilium/contract/codes'
import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import { useEffect, useState } from 'react'
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { whenIdleAfterLoad } from '../../shared/dom/when-idle'
import { formatDate } from '../../shared/i18n/format'
import { parseAsPage } from '../../shared/navigation/list-address'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Tabs } from '../../shared/ui/tabs'
import { TextField } from '../../shared/ui/text-field'
import { preloadScoreWords } from '../calculators'
import { useCenters } from '../centers'
import { useReferralList } from './api'
import { StateChip, UrgencyChip } from './referral-chips'
import { ReferralDetailView } from './referral-detail'
import { ReferralForm } from './referral-form'
import { useReferralMessages } from './referral-messages'
import '../../shared/ui/table.css'
import './referrals.css'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useDebounced } from '../../shared/forms/use-debounced'

const PAGE_SIZE = 20

/**
 * What of the referral screens lives in the address: the tab, filters, sort, page, the open
 * referral (`?referral=<id>`) and the new-referral form (`?new=1&patient=<id>`). Ids only: the
 * patient-name search stays in the component's state (patient data never goes into a URL).
 */
export const requestsQueryParsers = {
  box: parseAsStringLiteral(['inbox', 'outbox', 'all'] as const),
  state: parseAsStringLiteral(referralStates),
  urgency: parseAsStringLiteral(urgencies),
  center: parseAsString,
  from: parseAsString,
  to: parseAsString,
  sort: parseAsStringLiteral([
    '-createdAt',
    'createdAt',
    '-urgency',
    'urgency',
  ] as const).withDefault('-createdAt'),
  page: parseAsPage.withDefault(1),
  referral: parseAsString,
  new: parseAsString,
  patient: parseAsString,
}

/** /app/requests: referral requests sent or received, one referral, or the new-referral form. */
export function RequestsPage() {
  return (
    <NuqsAdapter>
      <Requests />
    </NuqsAdapter>
  )
}

function Requests() {
  const [state, setState] = useQueryStates(requestsQueryParsers, {
    history: 'push',
    shallow: false,
  })
  if (state.new === '1')
    return (
      <ReferralForm
        patientId={state.patient}
        onPickPatient={(id) => void setState({ patient: id })}
        onDone={(id) => void setState({ new: null, patient: null, referral: id })}
        onBack={() => void setState({ new: null, patient: null })}
      />
    )
  if (state.referral)
    return (
      <ReferralDetailView
        id={state.referral}
        onBack={() => void setState({ referral: null })}
        onOpen={(id) => void setState({ referral: id })}
      />
    )
  return <ReferralList />
}

function ReferralList() {
  const { t, locale } = useReferralMessages()
  // A row opens a referral, which names its scores: their texts load while the list is read.
  useEffect(() => {
    whenIdleAfterLoad(() => {
      preloadScoreWords(locale)
    })
  }, [locale])
  const global = useI18n()
  const user = useSessionUser()
  const role = user?.role
  const [state, setState] = useQueryStates(requestsQueryParsers, {
    history: 'push',
    shallow: false,
  })
  const [text, setText] = useState('')
  const q = useDebounced(text)
  // Centre doctors read their inbox, referrers their outbox; an admin sees all.
  const defaultBox =
    role === 'center_doctor' ? 'inbox' : role === 'peripheral_doctor' ? 'outbox' : 'all'
  const box = state.box ?? defaultBox
  const query: Partial<ListReferralsQuery> = {
    page: state.page,
    pageSize: PAGE_SIZE,
    sort: state.sort,
    q,
    box: box === 'all' ? undefined : box,
    state: state.state ?? undefined,
    urgency: state.urgency ?? undefined,
    centerId: state.center ?? undefined,
    createdFrom: state.from ?? undefined,
    createdTo: state.to ?? undefined,
  }
  const list = useReferralList(query)
  const centers = useCenters(role === 'admin' || role === 'peripheral_doctor')
  const total = list.data?.total ?? 0
  const update = (change: Partial<typeof state>) => void setState({ page: 1, ...change })
  const tabs = role === 'admin' ? (['all'] as const) : ([defaultBox] as const)

  return (
    <>
      <PageHeader
        title={global.t('requests.title')}
        description={global.t('requests.description')}
        actions={
          role && mayCall(role, referralsEndpoints.createReferral) ? (
            <Button
              onClick={() => {
                void setState({ new: '1', patient: null, referral: null })
              }}
            >
              {t('list.newReferral')}
            </Button>
          ) : null
        }
      />
      <Tabs
        label={global.t('requests.title')}
        items={tabs.map((tab) => ({ key: tab, label: t(`tab.${tab}`) }))}
        selected={box}
        onSelect={(tab) => {
          update({ box: tab })
        }}
      >
        <FilterBar
          className="referral-filters"
          search={{
            label: t('search'),
            value: text,
            onChange: (value) => {
              setText(value)
              if (state.page !== 1) update({})
            },
          }}
        >
          <Select
            label={t('filter.state')}
            value={state.state ?? ''}
            options={[
              { value: '', label: t('filter.allStates') },
              ...referralStates.map((s) => ({ value: s, label: t(`state.${s}`) })),
            ]}
            onChange={(event) => {
              update({ state: (event.target.value || null) as typeof state.state })
            }}
          />
          <Select
            label={t('filter.urgency')}
            value={state.urgency ?? ''}
            options={[
              { value: '', label: t('filter.allUrgencies') },
              ...urgencies.map((u) => ({ value: u, label: t(`urgency.${u}`) })),
            ]}
            onChange={(event) => {
              update({ urgency: (event.target.value || null) as typeof state.urgency })
            }}
          />
          {centers.data && (
            <Select
              label={t('filter.center')}
              value={state.center ?? ''}
              options={[
                { value: '', label: t('filter.allCenters') },
                ...centers.data.items.map((c) => ({ value: c.id, label: `${c.name}, ${c.city}` })),
              ]}
              onChange={(event) => {
                update({ center: event.target.value || null })
              }}
            />
          )}
          <TextField
            label={t('filter.from')}
            type="date"
            value={state.from ?? ''}
            onChange={(event) => {
              update({ from: event.target.value || null })
            }}
          />
          <TextField
            label={t('filter.to')}
            type="date"
            value={state.to ?? ''}
            onChange={(event) => {
              update({ to: event.target.value || null })
            }}
          />
          <Select
            label={t('sort')}
            value={state.sort}
            options={[
              { value: '-createdAt', label: '↓ ' + t('column.created') },
              { value: 'createdAt', label: '↑ ' + t('column.created') },
              { value: '-urgency', label: '↓ ' + t('column.urgency') },
              { value: 'urgency', label: '↑ ' + t('column.urgency') },
            ]}
            onChange={(event) => {
              update({ sort: event.target.value as typeof state.sort })
            }}
          />
        </FilterBar>
        <div
          className="referral-table-wrap"
          role="region"
          aria-labelledby="referrals-caption"
          tabIndex={0}
        >
          <table className="table table--cards" aria-busy={list.isFetching}>
            <caption id="referrals-caption">{t('caption', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('column.patient')}</th>
                <th scope="col">{t('column.state')}</th>
                <th scope="col">{t('column.move')}</th>
                <th scope="col">{t('column.urgency')}</th>
                <th scope="col">{t('column.diagnosis')}</th>
                <th scope="col">
                  {role === 'peripheral_doctor' ? t('column.center') : t('column.from')}
                </th>
                <th scope="col">{t('column.created')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data && list.data.items.length > 0 ? (
                list.data.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t('column.patient')}>
                      <a
                        href={`?referral=${item.id}`}
                        onClick={(event) => {
                          event.preventDefault()
                          void setState({ referral: item.id })
                        }}
                      >
                        {formatPersonNameLastFirst(item.patient)}
                      </a>
                    </td>
                    <td data-label={t('column.state')}>
                      <StateChip state={item.state} seenAt={item.seenAt} />
                    </td>
                    <td data-label={t('column.move')}>{t(`move.${item.nextMove}`)}</td>
                    <td data-label={t('column.urgency')}>
                      <UrgencyChip urgency={item.urgency} />
                    </td>
                    <td data-label={t('column.diagnosis')}>{item.diagnosis}</td>
                    <td
                      data-label={
                        role === 'peripheral_doctor' ? t('column.center') : t('column.from')
                      }
                    >
                      {role === 'peripheral_doctor'
                        ? item.center.name
                        : item.fromDoctor.displayName}
                    </td>
                    <td data-label={t('column.created')}>
                      {formatDate(locale, Date.parse(item.createdAt))}
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={7}>{list.isPending ? '…' : t('empty')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <Pager
          label={t('pagination')}
          page={state.page}
          total={total}
          pageSize={PAGE_SIZE}
          onPage={(page) => void setState({ page })}
        />
      </Tabs>
    </>
  )
}
