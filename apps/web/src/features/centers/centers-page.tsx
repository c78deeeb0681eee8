import type { Center, CenterSort } from '@konzilium/contract/centers'
import { formatPhone, formatPostalCode, regions } from '@konzilium/contract/czech'
import { centersEndpoints } from '@konzilium/contract/endpoints/centers'
import { mayCall } from '../../shared/session/may-call'
import { useState } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { FilterBar } from '../../shared/forms/filter-bar'
import { FormAlert } from '../../shared/forms/form-alert'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { useSearchInAddress } from '../../shared/forms/use-search-in-address'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useOwnProfile } from '../users'
import { useCenterList, useDeleteCenter, useToggleCenterVisibility } from './api'
import { CenterBatchCard } from './center-batch-card'
import { CenterFormCard } from './center-form-card'
import { centersQueryOf, centersQueryParsers, type CentersQuery } from './centers-query'
import { useCentersMessages } from './centers-messages'
import './centers.css'

const regionName = (code: string) => regions.find((region) => region.code === code)?.name ?? code

/** /app/centers: centres of biologic therapy (ADR 015). Admins manage; centre doctors edit their own. */
export function CentersPage() {
  return (
    <NuqsAdapter>
      <CentersScreen />
    </NuqsAdapter>
  )
}

type Panel = { kind: 'create' } | { kind: 'edit'; center: Center } | { kind: 'batch' } | null
type Notice = { tone: 'error' | 'success'; text: string } | null

function CentersScreen() {
  const { t } = useCentersMessages()
  const user = useSessionUser()
  const role = user?.role
  const manages = mayCall(role, centersEndpoints.createCenter)
  const own = useOwnProfile(role === 'center_doctor')
  const ownCenterId = own.data?.centerDoctor?.centerId ?? null
  const [state, setState] = useQueryStates(centersQueryParsers, { history: 'push', shallow: false })
  const query = centersQueryOf(state)
  const list = useCenterList(query)
  const [panel, setPanel] = useState<Panel>(null)
  const [notice, setNotice] = useState<Notice>(null)

  const update = (change: Partial<CentersQuery>) => {
    const next = { ...query, page: 1, ...change }
    void setState({
      q: next.q || null,
      region: next.region ?? null,
      specialty: next.specialty ?? null,
      visible: next.visible ?? null,
      sort: next.sort,
      page: next.page,
    })
  }
  const columns = useCenterColumns({
    manages,
    canEdit: (center) => role === 'admin' || center.id === ownCenterId,
    onEdit: (center) => {
      setPanel({ kind: 'edit', center })
    },
    setNotice,
  })

  return (
    <>
      <PageHeader
        title={t('centers.title')}
        description={t(manages ? 'centers.description.admin' : 'centers.description.other')}
        actions={manages ? <CentersHeaderActions onOpen={setPanel} /> : undefined}
      />
      <CentersPanel
        panel={panel}
        onDone={(saved) => {
          setPanel(null)
          if (saved) setNotice({ tone: 'success', text: t('centers.saved', { name: saved.name }) })
        }}
      />
      {notice && (
        <FormAlert tone={notice.tone}>
          <span role={notice.tone === 'error' ? undefined : 'status'}>{notice.text}</span>
        </FormAlert>
      )}
      <CentersFilters query={query} update={update} manages={manages} />
      <Table<Center, CenterSort>
        caption={t('centers.caption', { count: list.data?.total ?? 0 })}
        className="centers-table"
        columns={columns}
        rows={list.data?.items}
        rowKey={(center) => center.id}
        status={list}
        emptyText={t('centers.empty')}
        sort={{
          current: query.sort,
          onSort: (sort) => {
            update({ sort })
          },
        }}
      />
      <Pager
        label={t('centers.pagination')}
        page={query.page}
        total={list.data?.total ?? 0}
        pageSize={query.pageSize}
        onPage={(page) => {
          update({ page })
        }}
      />
    </>
  )
}

/** An admin's buttons above the list: a new centre, or many from a spreadsheet. */
function CentersHeaderActions({ onOpen }: { onOpen: (panel: Panel) => void }) {
  const { t } = useCentersMessages()
  return (
    <div className="centers-header-actions">
      <Button
        onClick={() => {
          onOpen({ kind: 'create' })
        }}
      >
        {t('centers.create')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          onOpen({ kind: 'batch' })
        }}
      >
        {t('centers.batch.open')}
      </Button>
    </div>
  )
}

/** The open panel above the list: the bulk import, or the form of a new or an edited centre. */
function CentersPanel({ panel, onDone }: { panel: Panel; onDone: (saved: Center | null) => void }) {
  if (panel?.kind === 'batch')
    return (
      <CenterBatchCard
        onClose={() => {
          onDone(null)
        }}
      />
    )
  if (panel?.kind === 'create' || panel?.kind === 'edit')
    return (
      <CenterFormCard
        key={panel.kind === 'edit' ? panel.center.id : 'new'}
        {...(panel.kind === 'edit' ? { center: panel.center } : {})}
        onDone={onDone}
      />
    )
  return null
}

/** The search (into the address once the typing stops), region, specialty and (admins) visibility. */
function CentersFilters({
  query,
  update,
  manages,
}: {
  query: CentersQuery
  update: (change: Partial<CentersQuery>) => void
  manages: boolean
}) {
  const global = useI18n()
  const { t } = useCentersMessages()
  const [text, setText] = useSearchInAddress(query.q, (q) => {
    update({ q })
  })
  return (
    <FilterBar
      className="centers-filters"
      search={{ label: t('centers.search'), value: text, onChange: setText }}
      onSubmit={() => {
        update({ q: text.trim() })
      }}
    >
      <Select
        label={global.t('czech.region')}
        options={[
          { value: '', label: t('centers.filter.allRegions') },
          ...regions.map((region) => ({ value: region.code, label: region.name })),
        ]}
        value={query.region ?? ''}
        onChange={(event) => {
          update({ region: (event.target.value || undefined) as CentersQuery['region'] })
        }}
      />
      <Select
        label={t('centers.field.specialty')}
        options={[
          { value: '', label: t('centers.filter.allSpecialties') },
          { value: 'dermatology', label: t('centers.specialty.dermatology') },
          { value: 'rheumatology', label: t('centers.specialty.rheumatology') },
        ]}
        value={query.specialty ?? ''}
        onChange={(event) => {
          update({ specialty: (event.target.value || undefined) as CentersQuery['specialty'] })
        }}
      />
      {manages && (
        <Select
          label={t('centers.filter.visibility')}
          options={[
            { value: '', label: t('centers.filter.allVisibility') },
            { value: 'true', label: t('centers.visible') },
            { value: 'false', label: t('centers.hidden') },
          ]}
          value={query.visible ?? ''}
          onChange={(event) => {
            update({ visible: (event.target.value || undefined) as CentersQuery['visible'] })
          }}
        />
      )}
    </FilterBar>
  )
}

/** The centres' columns: name, city and region sort the list; admins see counts; then actions. */
function useCenterColumns({
  manages,
  canEdit,
  onEdit,
  setNotice,
}: {
  manages: boolean
  canEdit: (center: Center) => boolean
  onEdit: (center: Center) => void
  setNotice: (notice: Notice) => void
}): TableColumn<Center, CenterSort>[] {
  const global = useI18n()
  const { t } = useCentersMessages()
  const actions = useCenterActions(setNotice)
  return [
    {
      key: 'name',
      header: t('centers.field.name'),
      sort: 'name',
      render: (center) => <CenterName center={center} />,
    },
    { key: 'city', header: t('centers.field.city'), sort: 'city', render: (c) => c.city },
    {
      key: 'region',
      header: global.t('czech.region'),
      sort: 'region',
      render: (center) => regionName(center.region),
    },
    {
      key: 'specialty',
      header: t('centers.field.specialty'),
      render: (center) => t(`centers.specialty.${center.specialty}`),
    },
    ...(manages
      ? [
          {
            key: 'counts',
            header: t('centers.column.counts'),
            render: (center: Center) =>
              center.counts &&
              t('centers.counts', {
                doctors: center.counts.doctors,
                patients: center.counts.patients,
                referrals: center.counts.openReferrals,
              }),
          },
        ]
      : []),
    {
      key: 'actions',
      header: t('centers.column.actions'),
      render: (center) => (
        <CenterActions
          center={center}
          editable={canEdit(center)}
          manages={manages}
          onEdit={onEdit}
          actions={actions}
        />
      ),
    },
  ]
}

/** A centre's name, a "hidden" badge, and its address and contacts beneath. */
function CenterName({ center }: { center: Center }) {
  const { t } = useCentersMessages()
  return (
    <>
      <strong>{center.name}</strong>
      {!center.visible && <span className="centers-badge">{t('centers.hidden')}</span>}
      <div className="centers-contact">
        {[
          center.street,
          center.postalCode ? formatPostalCode(center.postalCode) : null,
          center.phone ? formatPhone(center.phone) : null,
          center.email,
        ]
          .filter(Boolean)
          .join(' · ')}
      </div>
    </>
  )
}

/** Hiding, showing and deleting centres (one delete awaits its confirmation at a time). */
function useCenterActions(setNotice: (notice: Notice) => void) {
  const global = useI18n()
  const { t } = useCentersMessages()
  const toggle = useToggleCenterVisibility()
  const remove = useDeleteCenter()
  const [confirming, setConfirming] = useState<string | null>(null)
  const onDelete = (center: Center) => {
    setNotice(null)
    remove.mutate(center.id, {
      onSuccess: () => {
        setConfirming(null)
        setNotice({ tone: 'success', text: t('centers.deleted', { name: center.name }) })
      },
      onError: (error) => {
        setConfirming(null)
        setNotice({
          tone: 'error',
          text: formErrorsFrom(error, [], global.t('form.error.network')).form ?? '',
        })
      },
    })
  }
  return { toggle, remove, confirming, setConfirming, onDelete, setNotice }
}

/** A row's buttons: edit (admins, and a centre doctor on the own centre), hide or show, delete. */
function CenterActions({
  center,
  editable,
  manages,
  onEdit,
  actions: { toggle, remove, confirming, setConfirming, onDelete, setNotice },
}: {
  center: Center
  editable: boolean
  manages: boolean
  onEdit: (center: Center) => void
  actions: ReturnType<typeof useCenterActions>
}) {
  const { t } = useCentersMessages()
  return (
    <div className="centers-actions">
      {editable && (
        <Button
          small
          variant="secondary"
          aria-label={t('centers.editOf', { name: center.name })}
          onClick={() => {
            onEdit(center)
          }}
        >
          {t('centers.editAction')}
        </Button>
      )}
      {manages && (
        <Button
          small
          variant="secondary"
          aria-label={t(center.visible ? 'centers.hideOf' : 'centers.showOf', {
            name: center.name,
          })}
          disabled={toggle.isPending}
          onClick={() => {
            toggle.mutate(center.id)
          }}
        >
          {t(center.visible ? 'centers.hide' : 'centers.show')}
        </Button>
      )}
      {manages &&
        (confirming === center.id ? (
          <>
            <Button
              small
              disabled={remove.isPending}
              onClick={() => {
                onDelete(center)
              }}
            >
              {t('centers.deleteConfirm')}
            </Button>
            <Button
              small
              variant="text"
              onClick={() => {
                setConfirming(null)
              }}
            >
              {t('centers.cancel')}
            </Button>
          </>
        ) : (
          <Button
            small
            variant="text"
            aria-label={t('centers.deleteOf', { name: center.name })}
            onClick={() => {
              setNotice(null)
              setConfirming(center.id)
            }}
          >
            {t('centers.delete')}
          </Button>
        ))}
    </div>
  )
}
