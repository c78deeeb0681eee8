import { regions, specialties } from '@konzilium/contract/czech'
import type { CenterDoctor, PeripheralDoctor } from '@konzilium/contract/doctors'
import { may } from '@konzilium/contract/policy'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { paths } from '../../shared/navigation/paths'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button, ButtonLink } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCenters } from '../centers'
import { useCenterDoctorList, usePeripheralDoctorList } from './api'
import { CenterDoctorDetail, PeripheralDoctorDetail } from './doctor-detail'
import { useDoctorsMessages } from './doctors-messages'
import {
  centerSortOf,
  doctorsQueryParsers,
  DOCTORS_PAGE_SIZE,
  nextSort,
  peripheralSortOf,
  sortDirection,
  statusFilters,
  tabs,
  type DoctorsState,
  type DoctorsTab,
} from './doctors-query'
import { InvitationChip } from './invitation-chip'
import { Pagination, SortHeader, useSearchInAddress, type Column } from './list-parts'
import '../../shared/ui/table.css'
import './doctors.css'

/** /app/doctors: centre doctors and peripheral doctors within the caller's scope (policy.ts). */
export function DoctorsPage() {
  return (
    <NuqsAdapter>
      <DoctorsScreen />
    </NuqsAdapter>
  )
}

function DoctorsScreen() {
  const { t } = useI18n()
  const m = useDoctorsMessages()
  const role = useSessionUser()?.role
  const [state, setState] = useQueryStates(doctorsQueryParsers, { history: 'push', shallow: false })
  const available = tabs.filter((tab) =>
    role ? may(role, tab === 'center' ? 'center-doctors.read' : 'peripheral-doctors.read') : false,
  )
  const tab: DoctorsTab = available.includes(state.tab) ? state.tab : (available[0] ?? 'center')
  const update = (change: Partial<DoctorsState>) => {
    void setState({ ...state, page: 1, ...change })
  }
  const canInvite =
    role !== undefined &&
    (may(role, 'center-doctors.invite') || may(role, 'peripheral-doctors.invite'))

  if (state.doctor) {
    const close = () => {
      void setState({ ...state, doctor: null })
    }
    return (
      <>
        <PageHeader title={m.t('detail.title')} />
        <p>
          <Button variant="secondary" small onClick={close}>
            {m.t('detail.back')}
          </Button>
        </p>
        {tab === 'center' ? (
          <CenterDoctorDetail id={state.doctor} />
        ) : (
          <PeripheralDoctorDetail id={state.doctor} />
        )}
      </>
    )
  }

  return (
    <>
      <PageHeader
        title={t('doctors.title')}
        description={t('doctors.description')}
        actions={
          canInvite ? <ButtonLink to={paths.app.usersAdd}>{m.t('invite')}</ButtonLink> : undefined
        }
      />
      {available.length > 1 && (
        <div className="doctors-tabs" role="tablist" aria-label={t('doctors.title')}>
          {available.map((item) => (
            <Button
              key={item}
              role="tab"
              aria-selected={tab === item}
              variant={tab === item ? 'primary' : 'secondary'}
              small
              onClick={() => {
                update({ tab: item, sort: 'lastName', center: null, specialty: null, q: '' })
              }}
            >
              {m.t(`tab.${item}`)}
            </Button>
          ))}
        </div>
      )}
      <div role="tabpanel">
        {tab === 'center' ? (
          <CenterDoctorsList state={state} update={update} />
        ) : (
          <PeripheralDoctorsList state={state} update={update} />
        )}
      </div>
    </>
  )
}

type ListProps = { state: DoctorsState; update: (change: Partial<DoctorsState>) => void }

function useFilterOptions() {
  const { t, locale } = useI18n()
  const m = useDoctorsMessages()
  return {
    status: [
      { value: '', label: m.t('filter.allStates') },
      ...(Object.keys(statusFilters) as (keyof typeof statusFilters)[]).map((status) => ({
        value: status,
        label: t(`users.status.${status}`),
      })),
    ],
    region: [
      { value: '', label: m.t('filter.allRegions') },
      ...regions.map((region) => ({ value: region.code, label: region.name })),
    ],
    specialty: [
      { value: '', label: m.t('filter.allSpecialties') },
      ...specialties.map((specialty) => ({
        value: specialty.code,
        label: locale === 'cs' ? specialty.cs : specialty.en,
      })),
    ],
  }
}

export const regionName = (code: string | null) =>
  regions.find((region) => region.code === code)?.name ?? '—'

function SearchField({ text, onText }: { text: string; onText: (text: string) => void }) {
  const m = useDoctorsMessages()
  return (
    <TextField
      label={m.t('search')}
      type="search"
      value={text}
      autoComplete="off"
      onChange={(event) => {
        onText(event.target.value)
      }}
    />
  )
}

function CenterDoctorsList({ state, update }: ListProps) {
  const { t, locale } = useI18n()
  const m = useDoctorsMessages()
  const role = useSessionUser()?.role
  const options = useFilterOptions()
  const [text, setText] = useSearchInAddress(state.q, (q) => {
    update({ q })
  })
  const q = state.q
  const sort = centerSortOf(state.sort)
  const centers = useCenters(role !== 'rep')
  const list = useCenterDoctorList({
    q,
    page: state.page,
    pageSize: DOCTORS_PAGE_SIZE,
    sort,
    ...(state.status ? { status: state.status } : {}),
    ...(state.region ? { region: state.region } : {}),
    ...(state.center ? { centerId: state.center } : {}),
  })
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / DOCTORS_PAGE_SIZE))
  const columns: Column[] = [
    { key: 'lastName', label: m.t('column.name'), sortable: true },
    { key: 'center', label: m.t('column.center'), sortable: true },
    { key: 'email', label: m.t('column.email'), sortable: true },
    { key: 'status', label: m.t('column.state'), sortable: false },
    { key: 'invitedAt', label: m.t('column.invitedAt'), sortable: true },
  ]
  return (
    <>
      <form
        className="doctors-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
        }}
      >
        <SearchField
          text={text}
          onText={(value) => {
            setText(value)
          }}
        />
        {role !== 'rep' && role !== 'center_doctor' && (
          <Select
            label={m.t('filter.center')}
            options={[
              { value: '', label: m.t('filter.allCenters') },
              ...(centers.data?.items ?? []).map((center) => ({
                value: center.id,
                label: center.name,
              })),
            ]}
            value={state.center ?? ''}
            onChange={(event) => {
              update({ center: event.target.value || null })
            }}
          />
        )}
        {role !== 'center_doctor' && (
          <Select
            label={m.t('filter.region')}
            options={options.region}
            value={state.region ?? ''}
            onChange={(event) => {
              update({ region: (event.target.value || null) as DoctorsState['region'] })
            }}
          />
        )}
        <Select
          label={m.t('filter.state')}
          options={options.status}
          value={state.status ?? ''}
          onChange={(event) => {
            update({ status: (event.target.value || null) as DoctorsState['status'] })
          }}
        />
      </form>
      <table className="table doctors-table" aria-busy={list.isFetching}>
        <caption>{m.t('caption.center', { count: total })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                direction={sortDirection(sort, column.key)}
                onSort={() => {
                  update({ sort: nextSort(sort, column.key) })
                }}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data && list.data.items.length > 0 ? (
            list.data.items.map((doctor: CenterDoctor) => (
              <tr key={doctor.id}>
                <td data-label={m.t('column.name')}>
                  <a
                    href={`?tab=center&doctor=${doctor.id}`}
                    onClick={(event) => {
                      event.preventDefault()
                      update({ doctor: doctor.id, page: state.page })
                    }}
                  >
                    {doctor.displayName}
                  </a>
                </td>
                <td data-label={m.t('column.center')}>{doctor.centerName}</td>
                <td data-label={m.t('column.email')}>{doctor.email}</td>
                <td data-label={m.t('column.state')}>
                  <InvitationChip status={doctor.status} />
                </td>
                <td data-label={m.t('column.invitedAt')}>
                  {formatDateTime(locale, Date.parse(doctor.invitedAt))}
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

function PeripheralDoctorsList({ state, update }: ListProps) {
  const { t, locale } = useI18n()
  const m = useDoctorsMessages()
  const options = useFilterOptions()
  const [text, setText] = useSearchInAddress(state.q, (q) => {
    update({ q })
  })
  const q = state.q
  const sort = peripheralSortOf(state.sort)
  const list = usePeripheralDoctorList({
    q,
    page: state.page,
    pageSize: DOCTORS_PAGE_SIZE,
    sort,
    ...(state.status ? { status: state.status } : {}),
    ...(state.region ? { region: state.region } : {}),
    ...(state.specialty ? { specialty: state.specialty } : {}),
  })
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / DOCTORS_PAGE_SIZE))
  const columns: Column[] = [
    { key: 'lastName', label: m.t('column.name'), sortable: true },
    { key: 'practiceName', label: m.t('column.practice'), sortable: true },
    { key: 'region', label: m.t('column.region'), sortable: true },
    { key: 'status', label: m.t('column.state'), sortable: false },
    { key: 'invitedAt', label: m.t('column.invitedAt'), sortable: true },
  ]
  return (
    <>
      <form
        className="doctors-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
        }}
      >
        <SearchField
          text={text}
          onText={(value) => {
            setText(value)
          }}
        />
        <Select
          label={m.t('filter.region')}
          options={options.region}
          value={state.region ?? ''}
          onChange={(event) => {
            update({ region: (event.target.value || null) as DoctorsState['region'] })
          }}
        />
        <Select
          label={m.t('filter.specialty')}
          options={options.specialty}
          value={state.specialty ?? ''}
          onChange={(event) => {
            update({ specialty: (event.target.value || null) as DoctorsState['specialty'] })
          }}
        />
        <Select
          label={m.t('filter.state')}
          options={options.status}
          value={state.status ?? ''}
          onChange={(event) => {
            update({ status: (event.target.value || null) as DoctorsState['status'] })
          }}
        />
      </form>
      <table className="table doctors-table" aria-busy={list.isFetching}>
        <caption>{m.t('caption.peripheral', { count: total })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                direction={sortDirection(sort, column.key)}
                onSort={() => {
                  update({ sort: nextSort(sort, column.key) })
                }}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data && list.data.items.length > 0 ? (
            list.data.items.map((doctor: PeripheralDoctor) => (
              <tr key={doctor.id}>
                <td data-label={m.t('column.name')}>
                  <a
                    href={`?tab=peripheral&doctor=${doctor.id}`}
                    onClick={(event) => {
                      event.preventDefault()
                      update({ doctor: doctor.id, page: state.page })
                    }}
                  >
                    {doctor.displayName}
                  </a>
                </td>
                <td data-label={m.t('column.practice')}>{doctor.practiceName ?? '—'}</td>
                <td data-label={m.t('column.region')}>{regionName(doctor.region)}</td>
                <td data-label={m.t('column.state')}>
                  <InvitationChip status={doctor.status} />
                </td>
                <td data-label={m.t('column.invitedAt')}>
                  {formatDateTime(locale, Date.parse(doctor.invitedAt))}
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
