import { consultationStates, type ConsultationSummary } from '@konzilium/contract/consultations'
import { consultationsEndpoints } from '@konzilium/contract/endpoints/consultations'
import { parseAsBoolean, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useDebounced } from '../../shared/forms/use-debounced'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Link } from '../../shared/navigation/link'
import { parseAsPage } from '../../shared/navigation/list-address'
import { to } from '../../shared/navigation/paths'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Checkbox } from '../../shared/ui/checkbox'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useConsultationList } from './api'
import { useConsultationsLive } from './use-consultations-live'
import { useConsultationMessages } from './consultation-messages'
import { NewConsultationDialog } from './new-consultation'
import { StateBadge, UnreadBadge } from './badges'
import './consultations.css'

const PAGE_SIZE = 20

/**
 * What of the list lives in the address: the state filter, unread only, the page and the
 * new-consultation dialog with the patient or referral it is about (ids only). The subject search
 * stays in the component's state: a subject may name a patient, and names never go into a URL.
 */
export const consultationsQueryParsers = {
  state: parseAsStringLiteral(consultationStates),
  unread: parseAsBoolean,
  page: parseAsPage.withDefault(1),
  new: parseAsString,
  patient: parseAsString,
  referral: parseAsString,
}

/** /app/consultations: the consultations the caller takes part in, and the new-consultation dialog. */
export function ConsultationsPage() {
  return (
    <NuqsAdapter>
      <Consultations />
    </NuqsAdapter>
  )
}

function Consultations() {
  const { t } = useConsultationMessages()
  const global = useI18n()
  const role = useSessionUser()?.role
  const navigate = useNavigate()
  const [state, setState] = useQueryStates(consultationsQueryParsers, {
    history: 'push',
    shallow: false,
  })
  const [text, setText] = useState('')
  const q = useDebounced(text)
  // Unread counts and last messages follow the live channel.
  useConsultationsLive()
  const list = useConsultationList({
    page: state.page,
    pageSize: PAGE_SIZE,
    q,
    state: state.state ?? undefined,
    unreadOnly: state.unread ? 'true' : undefined,
  })
  const total = list.data?.total ?? 0
  const mayStart = role !== undefined && mayCall(role, consultationsEndpoints.createConsultation)
  const closeDialog = () => void setState({ new: null, patient: null, referral: null })
  return (
    <>
      <PageHeader
        title={t('consultations.title')}
        description={global.t('consultations.description')}
        actions={
          mayStart ? (
            <Button onClick={() => void setState({ new: '1' })}>{t('list.new')}</Button>
          ) : null
        }
      />
      <FilterBar
        className="consultation-filters"
        search={{
          label: t('list.search'),
          value: text,
          onChange: (value) => {
            setText(value)
            if (state.page !== 1) void setState({ page: 1 })
          },
        }}
      >
        <Select
          label={t('list.state')}
          value={state.state ?? ''}
          options={[
            { value: '', label: t('list.allStates') },
            ...consultationStates.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          onChange={(event) => {
            const value = event.target.value
            void setState({
              page: 1,
              state: consultationStates.find((s) => s === value) ?? null,
            })
          }}
        />
        <Checkbox
          label={t('list.unreadOnly')}
          checked={state.unread === true}
          onChange={(event) => {
            void setState({ page: 1, unread: event.target.checked || null })
          }}
        />
      </FilterBar>
      <Table<ConsultationSummary>
        caption={t('list.caption', { count: total })}
        className="consultation-table"
        columns={useConsultationColumns()}
        rows={list.data?.items}
        rowKey={(item) => item.id}
        status={list}
        emptyText={t('list.empty')}
      />
      <Pager
        label={t('list.pagination')}
        page={state.page}
        total={total}
        pageSize={PAGE_SIZE}
        onPage={(page) => void setState({ page })}
      />
      {mayStart && state.new === '1' && (
        <NewConsultationDialog
          patientId={state.patient}
          referralId={state.referral}
          onClose={closeDialog}
          onCreated={(id) => {
            void navigate(to.consultation(id))
          }}
        />
      )}
    </>
  )
}

/** Subject (the link), patient, participants, the newest message, its time and the unread count. */
function useConsultationColumns(): TableColumn<ConsultationSummary>[] {
  const { t, locale } = useConsultationMessages()
  return [
    {
      key: 'subject',
      header: t('column.subject'),
      render: (item) => (
        <span className="consultation-subject">
          <Link to={to.consultation(item.id)}>{item.subject}</Link>
          {item.state === 'closed' && <StateBadge state={item.state} />}
        </span>
      ),
    },
    {
      key: 'patient',
      header: t('column.patient'),
      render: (item) => item.patient?.displayName ?? t('noPatient'),
    },
    {
      key: 'participants',
      header: t('column.participants'),
      className: 'table__nowrap',
      render: (item) => t('participants.count', { count: item.participantCount }),
    },
    {
      key: 'lastMessage',
      header: t('column.lastMessage'),
      render: (item) => <LastMessage item={item} />,
    },
    {
      key: 'activity',
      header: t('column.activity'),
      className: 'table__nowrap',
      render: (item) => formatDateTime(locale, Date.parse(item.lastActivityAt)),
    },
    {
      key: 'unread',
      header: t('column.unread'),
      render: (item) => <UnreadBadge count={item.unreadCount} />,
    },
  ]
}

/** Who wrote the newest message and how it starts (text only, never markup). */
function LastMessage({ item }: { item: ConsultationSummary }) {
  const { t } = useConsultationMessages()
  const last = item.lastMessage
  if (!last) return <span className="consultation-muted">{t('lastMessage.none')}</span>
  return (
    <span className="consultation-excerpt">
      {last.author && <strong>{last.author.displayName}: </strong>}
      {last.excerpt}
      {last.hasAttachments && ` ${t('lastMessage.attachment')}`}
    </span>
  )
}
