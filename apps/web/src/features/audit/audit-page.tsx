import type { AuditEventEntry } from '@konzilium/contract/audit'
import { useId, useState } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { FilterBar } from '../../shared/forms/filter-bar'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { formatDateTime } from '../../shared/i18n/format'
import { useAuditMessages } from './audit-messages'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { exportsEndpoints } from '@konzilium/contract/endpoints/exports'
import { ExportButton } from '../exports'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { TextField } from '../../shared/ui/text-field'
import { useUserPicker } from '../users'
import { auditActionKey, auditActions, auditTargetKey, type AuditAction } from './audit-actions'
import { useAuditEvents } from './api'
import { auditQueryParsers, dayRange } from './audit-query'
import './audit.css'

const PAGE_SIZE = 50
/** Where the log's rows become cards (shared/ui/table.css): below it the filters start folded. */
const PHONE = '(max-width: 720px)'

/** /app/audit (admins): the audit trail, filtered by user, patient, action and time. */
export function AuditPage() {
  return (
    <NuqsAdapter>
      <AuditTrail />
    </NuqsAdapter>
  )
}

function AuditTrail() {
  const { t, locale } = useAuditMessages()
  const [state, setState] = useQueryStates(auditQueryParsers, { history: 'push' })
  // The typed name being searched and the picked action stay in the component.
  const [userSearch, setUserSearch] = useState('')
  const [action, setAction] = useState<AuditAction | null>(null)
  const users = useUserPicker(userSearch, undefined, true)
  // The log's filters: its pages and its export read the same.
  const filters = {
    ...(state.user ? { userId: state.user } : {}),
    ...(state.patient ? { patientId: state.patient } : {}),
    ...(action ? { action } : {}),
    ...dayRange(state.from, state.to),
  }
  const list = useAuditEvents({ page: state.page, pageSize: PAGE_SIZE, ...filters })
  const userOptions = (users.data?.items ?? []).map((u) => ({
    value: u.id,
    label: `${u.displayName} (${u.email})`,
  }))
  if (state.user && !userOptions.some((o) => o.value === state.user))
    userOptions.unshift({ value: state.user, label: t('audit.filter.userChosen') })
  const rangeInvalid = Boolean(state.from && state.to && state.from > state.to)
  // On a phone the filters fold behind one button, so the log starts on the first screen; on a
  // wider screen they start open. The filters themselves stay in the address as before.
  const [filtersOpen, setFiltersOpen] = useState(() => !window.matchMedia(PHONE).matches)
  const filtersId = useId()
  const activeFilters = [state.user, state.from, state.to, action].filter(Boolean).length

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          <ExportButton
            endpoint={exportsEndpoints.exportAudit}
            query={filters}
            fileName={locale === 'cs' ? 'auditni-zaznam' : 'audit-log'}
          />
        }
      />
      {state.patient && (
        <p className="audit-patient" role="status">
          <span>{t('audit.filter.onePatient')}</span>
          <Link to={to.patient(state.patient)}>{t('audit.filter.openPatient')}</Link>
          <Button variant="text" onClick={() => void setState({ patient: null, page: 1 })}>
            {t('audit.filter.allPatients')}
          </Button>
        </p>
      )}
      <Button
        variant="secondary"
        small
        className="audit-filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => {
          setFiltersOpen((open) => !open)
        }}
      >
        <span aria-hidden="true" className="audit-filters-toggle__icon">
          {filtersOpen ? '▾' : '▸'}
        </span>
        {t('audit.filter.toggle')}
        {activeFilters > 0 && ' '}
        {activeFilters > 0 && (
          <span className="audit-filters-toggle__count">
            {t('audit.filter.activeCount', { count: activeFilters })}
          </span>
        )}
      </Button>
      <FilterBar
        id={filtersId}
        hidden={!filtersOpen}
        aria-label={t('audit.filter.toggle')}
        className="audit-filters"
        search={{ label: t('audit.filter.userSearch'), value: userSearch, onChange: setUserSearch }}
      >
        <Select
          label={t('audit.filter.user')}
          value={state.user ?? ''}
          options={[{ value: '', label: t('audit.filter.anyUser') }, ...userOptions]}
          onChange={(e) => void setState({ user: e.target.value || null, page: 1 })}
        />
        <TextField
          label={t('audit.filter.from')}
          type="date"
          value={state.from ?? ''}
          max={state.to ?? undefined}
          onChange={(e) => void setState({ from: e.target.value || null, page: 1 })}
        />
        <TextField
          label={t('audit.filter.to')}
          type="date"
          value={state.to ?? ''}
          min={state.from ?? undefined}
          error={rangeInvalid ? t('audit.filter.rangeInvalid') : undefined}
          onChange={(e) => void setState({ to: e.target.value || null, page: 1 })}
        />
        <Select
          label={t('audit.filter.action')}
          value={action ?? ''}
          options={[
            { value: '', label: t('audit.filter.anyAction') },
            ...auditActions
              .map((code) => ({ value: code, label: t(`audit.action.${code}`) }))
              .sort((a, b) => a.label.localeCompare(b.label, locale)),
          ]}
          onChange={(e) => {
            setAction(auditActions.find((code) => code === e.target.value) ?? null)
            void setState({ page: 1 })
          }}
        />
      </FilterBar>
      <Table<AuditEventEntry>
        caption={t('audit.caption', { count: list.data?.total ?? 0 })}
        className="audit-table"
        columns={useAuditColumns()}
        rows={list.data?.items}
        rowKey={(event) => event.id}
        status={list}
        emptyText={t('audit.empty')}
        errorText={t('audit.loadError')}
      />
      <Pager
        label={t('audit.pages')}
        page={state.page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPage={(page) => void setState({ page })}
      />
    </>
  )
}

/** When, who, what (in words, its code beneath, a failed or denied outcome) and on what. */
function useAuditColumns(): TableColumn<AuditEventEntry>[] {
  const { t, locale } = useAuditMessages()
  return [
    {
      key: 'time',
      header: t('audit.column.time'),
      render: (event) => formatDateTime(locale, new Date(event.occurredAt)),
    },
    { key: 'actor', header: t('audit.column.actor'), render: (event) => event.actorName ?? '—' },
    {
      key: 'action',
      header: t('audit.column.action'),
      render: (event) => (
        <>
          <AuditActionLabel action={event.action} />
          {event.outcome !== 'success' && <strong> ({t(`audit.outcome.${event.outcome}`)})</strong>}
        </>
      ),
    },
    {
      key: 'target',
      header: t('audit.column.target'),
      render: (event) =>
        event.patientId ? (
          <Link to={to.patient(event.patientId)}>{t('audit.target.patient')}</Link>
        ) : (
          <AuditTarget type={event.targetType} id={event.targetId} />
        ),
    },
  ]
}

function AuditActionLabel({ action }: { action: string }) {
  const { t } = useAuditMessages()
  const key = auditActionKey(action)
  if (!key) return <code>{action}</code>
  return (
    <>
      {t(key)} <code className="audit-code">{action}</code>
    </>
  )
}

/** The kind of object in words, its id beneath (for an admin who needs to look it up). */
function AuditTarget({ type, id }: { type: string | null; id: string | null }) {
  const { t } = useAuditMessages()
  if (!type && !id) return <>—</>
  const key = type ? auditTargetKey(type) : null
  return (
    <span>
      {key ? t(key) : type}
      {id && <code className="audit-code">{id}</code>}
    </span>
  )
}
