import type { Center } from '@konzilium/contract/centers'
import { formatPostalCode, regions } from '@konzilium/contract/czech'
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
import { SortHeaders } from '../../shared/ui/sort-header'
import { EmptyRow } from '../../shared/ui/table'
import { useOwnProfile } from '../users'
import { useCenterList, useDeleteCenter, useToggleCenterVisibility } from './api'
import { CenterBatchCard } from './center-batch-card'
import { CenterFormCard } from './center-form-card'
import { centersQueryOf, centersQueryParsers, nextSort, type CentersQuery } from './centers-query'
import '../../shared/ui/table.css'
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

function CentersScreen() {
  const { t } = useI18n()
  const user = useSessionUser()
  const role = user?.role
  const manages = mayCall(role, centersEndpoints.createCenter)
  const own = useOwnProfile(role === 'center_doctor')
  const ownCenterId = own.data?.centerDoctor?.centerId ?? null
  const [state, setState] = useQueryStates(centersQueryParsers, { history: 'push', shallow: false })
  const query = centersQueryOf(state)
  const list = useCenterList(query)
  const toggle = useToggleCenterVisibility()
  const remove = useDeleteCenter()
  const [panel, setPanel] = useState<Panel>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)

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
  // The search reaches the address once the user stopped typing for a moment.
  const [text, setText] = useSearchInAddress(query.q, (q) => {
    update({ q })
  })

  const canEdit = (center: Center) => role === 'admin' || center.id === ownCenterId
  const total = list.data?.total ?? 0
  const columns = [
    { key: 'name', label: t('centers.field.name'), sortable: true },
    { key: 'city', label: t('centers.field.city'), sortable: true },
    { key: 'region', label: t('czech.region'), sortable: true },
    { key: 'specialty', label: t('centers.field.specialty'), sortable: false },
    ...(manages ? [{ key: 'counts', label: t('centers.column.counts'), sortable: false }] : []),
    { key: 'actions', label: t('centers.column.actions'), sortable: false },
  ]

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
          text: formErrorsFrom(error, [], t('form.error.network')).form ?? '',
        })
      },
    })
  }

  return (
    <>
      <PageHeader
        title={t('centers.title')}
        description={t(manages ? 'centers.description.admin' : 'centers.description.other')}
        actions={
          manages ? (
            <div className="centers-header-actions">
              <Button
                onClick={() => {
                  setPanel({ kind: 'create' })
                }}
              >
                {t('centers.create')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setPanel({ kind: 'batch' })
                }}
              >
                {t('centers.batch.open')}
              </Button>
            </div>
          ) : undefined
        }
      />
      {panel?.kind === 'batch' && (
        <CenterBatchCard
          onClose={() => {
            setPanel(null)
          }}
        />
      )}
      {(panel?.kind === 'create' || panel?.kind === 'edit') && (
        <CenterFormCard
          key={panel.kind === 'edit' ? panel.center.id : 'new'}
          {...(panel.kind === 'edit' ? { center: panel.center } : {})}
          onDone={(saved) => {
            setPanel(null)
            if (saved)
              setNotice({ tone: 'success', text: t('centers.saved', { name: saved.name }) })
          }}
        />
      )}
      {notice && (
        <FormAlert tone={notice.tone}>
          <span role={notice.tone === 'error' ? undefined : 'status'}>{notice.text}</span>
        </FormAlert>
      )}
      <FilterBar
        className="centers-filters"
        search={{ label: t('centers.search'), value: text, onChange: setText }}
        onSubmit={() => {
          update({ q: text.trim() })
        }}
      >
        <Select
          label={t('czech.region')}
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
      <div className="table-wrap" role="region" aria-labelledby="centers-caption" tabIndex={0}>
        <table className="table centers-table" aria-busy={list.isFetching}>
          <caption id="centers-caption">
            {t('centers.caption', { count: total })}
            {list.isFetching && <span className="visually-hidden">{t('form.loading')}</span>}
          </caption>
          <SortHeaders
            columns={columns}
            sort={query.sort}
            onSort={(column) => {
              update({ sort: nextSort(query.sort, column) })
            }}
          />
          <tbody>
            {list.data && list.data.items.length > 0 ? (
              list.data.items.map((center) => (
                <tr key={center.id}>
                  <td data-label={t('centers.field.name')}>
                    <div>
                      <strong>{center.name}</strong>
                      {!center.visible && (
                        <span className="centers-badge">{t('centers.hidden')}</span>
                      )}
                      <div className="centers-contact">
                        {[
                          center.street,
                          center.postalCode ? formatPostalCode(center.postalCode) : null,
                          center.phone,
                          center.email,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                    </div>
                  </td>
                  <td data-label={t('centers.field.city')}>{center.city}</td>
                  <td data-label={t('czech.region')}>{regionName(center.region)}</td>
                  <td data-label={t('centers.field.specialty')}>
                    {t(`centers.specialty.${center.specialty}`)}
                  </td>
                  {manages && (
                    <td data-label={t('centers.column.counts')}>
                      {center.counts &&
                        t('centers.counts', {
                          doctors: center.counts.doctors,
                          patients: center.counts.patients,
                          referrals: center.counts.openReferrals,
                        })}
                    </td>
                  )}
                  <td data-label={t('centers.column.actions')}>
                    <div className="centers-actions">
                      {canEdit(center) && (
                        <Button
                          small
                          variant="secondary"
                          aria-label={t('centers.editOf', { name: center.name })}
                          onClick={() => {
                            setPanel({ kind: 'edit', center })
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
                  </td>
                </tr>
              ))
            ) : (
              <EmptyRow colSpan={columns.length} list={list} empty={t('centers.empty')} />
            )}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('centers.pagination')}
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
