import {
  referralStates,
  type ReferralSort,
  type ReferralSummary,
} from '@konzilium/contract/referrals'
import { referralsEndpoints } from '@konzilium/contract/endpoints/referrals'
import { mayCall } from '../../shared/session/may-call'
import { urgencies } from '@konzilium/contract/codes'
import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import { useEffect, useState } from 'react'
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { whenIdleAfterLoad } from '../../shared/dom/when-idle'
import { formatDate } from '../../shared/i18n/format'
import { parseAsPage } from '../../shared/navigation/list-address'
import { to } from '../../shared/navigation/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { Tabs } from '../../shared/ui/tabs'
import { TextField } from '../../shared/ui/text-field'
import { preloadScoreWords } from '../calculators'
import { useCenters } from '../centers'
import { useReferralList } from './api'
import { isNewSince, usePreviousInboxVisit, waitingDays } from './inbox'
import { StateChip, UrgencyChip } from './referral-chips'
import { ReferralDetailView } from './referral-detail'
import { ReferralForm } from './referral-form'
import { ResubmitReferralForm } from './referral-resubmit'
import { useReferralMessages } from './referral-messages'
import './referrals.css'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useDebounced } from '../../shared/forms/use-debounced'

const PAGE_SIZE = 20

// A record, so the type checker notices a sort added to the contract and missing here.
const referralSorts: Record<ReferralSort, true> = {
  '-createdAt': true,
  createdAt: true,
  urgency: true,
  '-urgency': true,
  patient: true,
  '-patient': true,
  state: true,
  '-state': true,
  waiting: true,
}

/**
 * What of the referral screens lives in the address: the tab, filters, sort, page, the open
 * referral (`?referral=<id>`) and the new-referral form (`?new=1&patient=<id>`). Ids only: the
 * patient-name search stays in the component's state (patient data never goes into a URL).
 */
export const referralsQueryParsers = {
  box: parseAsStringLiteral(['inbox', 'outbox', 'all'] as const),
  // `all` says "every state" where the list would otherwise open on one (the centre's inbox).
  state: parseAsStringLiteral([...referralStates, 'all'] as const),
  urgency: parseAsStringLiteral(urgencies),
  center: parseAsString,
  from: parseAsString,
  to: parseAsString,
  sort: parseAsStringLiteral(Object.keys(referralSorts) as ReferralSort[]),
  page: parseAsPage.withDefault(1),
  referral: parseAsString,
  new: parseAsString,
  patient: parseAsString,
  resubmit: parseAsString,
}

/** /app/requests: referral requests sent or received, one referral, or the new-referral form. */
export function ReferralsPage() {
  return (
    <NuqsAdapter>
      <Referrals />
    </NuqsAdapter>
  )
}

function Referrals() {
  const [state, setState] = useQueryStates(referralsQueryParsers, {
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
  if (state.resubmit)
    return (
      <ResubmitReferralForm
        id={state.resubmit}
        onDone={(id) => void setState({ resubmit: null, referral: id })}
        onBack={() => void setState({ resubmit: null, referral: state.resubmit })}
      />
    )
  if (state.referral)
    return (
      <ReferralDetailView
        id={state.referral}
        onBack={() => void setState({ referral: null })}
        onOpen={(id) => void setState({ referral: id })}
        onResubmit={(id) => void setState({ referral: null, resubmit: id })}
      />
    )
  return <ReferralList />
}

type ReferralsState = ReturnType<typeof useQueryStates<typeof referralsQueryParsers>>[0]
type ReferralsUpdate = (change: Partial<ReferralsState>) => void

/** The referral list: tabs by box, filters, the sortable table and its pages. */
function ReferralList() {
  const { t, locale } = useReferralMessages()
  // A row opens a referral, which names its scores: their texts load while the list is read.
  useEffect(() => {
    whenIdleAfterLoad(() => {
      preloadScoreWords(locale)
    })
  }, [locale])
  const global = useI18n()
  const role = useSessionUser()?.role
  const [state, setState] = useQueryStates(referralsQueryParsers, {
    history: 'push',
    shallow: false,
  })
  const [text, setText] = useState('')
  const q = useDebounced(text)
  // Centre doctors read their inbox, referrers their outbox; an admin sees all.
  const defaultBox =
    role === 'center_doctor' ? 'inbox' : role === 'peripheral_doctor' ? 'outbox' : 'all'
  const box = state.box ?? defaultBox
  // The centre's inbox opens on what waits for the centre: pending, most urgent and longest
  // waiting first, marking what arrived since the previous visit.
  const inbox = role === 'center_doctor' && box === 'inbox'
  const sort = state.sort ?? (inbox ? 'waiting' : '-createdAt')
  const shownState = state.state === 'all' ? null : (state.state ?? (inbox ? 'pending' : null))
  const previousVisit = usePreviousInboxVisit(inbox)
  const list = useReferralList({
    page: state.page,
    pageSize: PAGE_SIZE,
    sort,
    q,
    box: box === 'all' ? undefined : box,
    state: shownState ?? undefined,
    urgency: state.urgency ?? undefined,
    centerId: state.center ?? undefined,
    createdFrom: state.from ?? undefined,
    createdTo: state.to ?? undefined,
  })
  const total = list.data?.total ?? 0
  const update: ReferralsUpdate = (change) => void setState({ page: 1, ...change })
  const tabs = role === 'admin' ? (['all'] as const) : ([defaultBox] as const)

  return (
    <>
      <PageHeader
        title={global.t('referrals.title')}
        description={global.t('referrals.description')}
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
        label={global.t('referrals.title')}
        items={tabs.map((tab) => ({ key: tab, label: t(`tab.${tab}`) }))}
        selected={box}
        onSelect={(tab) => {
          update({ box: tab })
        }}
      >
        <ReferralFilters
          state={{ ...state, state: shownState }}
          update={update}
          text={text}
          onText={(value) => {
            setText(value)
            if (state.page !== 1) update({})
          }}
        />
        <Table<ReferralSummary, ReferralSort>
          caption={t('caption', { count: total })}
          columns={useReferralColumns(
            (id) => void setState({ referral: id }),
            inbox,
            previousVisit,
          )}
          rows={list.data?.items}
          rowKey={(item) => item.id}
          status={list}
          emptyText={t('empty')}
          sort={{
            current: sort,
            onSort: (sort) => {
              update({ sort })
            },
          }}
        />
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

/** The search by the patient's name (component state only), state, urgency, centre and dates. */
function ReferralFilters({
  state,
  update,
  text,
  onText,
}: {
  state: ReferralsState
  update: ReferralsUpdate
  text: string
  onText: (text: string) => void
}) {
  const { t } = useReferralMessages()
  const role = useSessionUser()?.role
  const centers = useCenters(role === 'admin' || role === 'peripheral_doctor')
  return (
    <FilterBar
      className="referral-filters"
      search={{ label: t('search'), value: text, onChange: onText }}
    >
      <Select
        label={t('filter.state')}
        value={state.state ?? ''}
        options={[
          { value: '', label: t('filter.allStates') },
          ...referralStates.map((s) => ({ value: s, label: t(`state.${s}`) })),
        ]}
        onChange={(event) => {
          update({ state: (event.target.value || 'all') as typeof state.state })
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
    </FilterBar>
  )
}

/**
 * The list's columns; patient, state, urgency and creation sort it (every sort of the contract).
 * A referrer sees the centre addressed, everyone else the referring doctor.
 */
function useReferralColumns(
  onOpen: (id: string) => void,
  inbox: boolean,
  previousVisit: string | null | undefined,
): TableColumn<ReferralSummary, ReferralSort>[] {
  const { t, locale } = useReferralMessages()
  const referrer = useSessionUser()?.role === 'peripheral_doctor'
  const [now] = useState(() => Date.now())
  const waiting: TableColumn<ReferralSummary, ReferralSort>[] = inbox
    ? [
        {
          key: 'waiting',
          header: t('column.waiting'),
          sort: 'waiting',
          className: 'table__nowrap',
          render: (item) => {
            const days = waitingDays(item.createdAt, now)
            return days === 0 ? t('waiting.today') : t('waiting.days', { count: days })
          },
        },
      ]
    : []
  return [
    {
      key: 'patient',
      header: t('column.patient'),
      sort: 'patient',
      render: (item) => (
        <a
          href={to.referral(item.id)}
          onClick={(event) => {
            event.preventDefault()
            onOpen(item.id)
          }}
        >
          {formatPersonNameLastFirst(item.patient)}
        </a>
      ),
    },
    ...waiting,
    {
      key: 'state',
      header: t('column.state'),
      sort: 'state',
      render: (item) => (
        <>
          <StateChip state={item.state} seenAt={item.seenAt} followedBy={item.followedBy} />
          {inbox && isNewSince(item.createdAt, previousVisit) && (
            <span className="referral-chip referral-chip--new" title={t('list.newHint')}>
              {t('list.new')}
            </span>
          )}
        </>
      ),
    },
    { key: 'move', header: t('column.move'), render: (item) => t(`move.${item.nextMove}`) },
    {
      key: 'urgency',
      header: t('column.urgency'),
      sort: 'urgency',
      render: (item) => <UrgencyChip urgency={item.urgency} />,
    },
    { key: 'diagnosis', header: t('column.diagnosis'), render: (item) => item.diagnosis },
    referrer
      ? { key: 'center', header: t('column.center'), render: (item) => item.center.name }
      : {
          key: 'from',
          header: t('column.from'),
          render: (item) => item.fromDoctor.listName,
        },
    {
      key: 'created',
      header: t('column.created'),
      sort: 'createdAt',
      className: 'table__nowrap',
      render: (item) => formatDate(locale, Date.parse(item.createdAt)),
    },
  ]
}
