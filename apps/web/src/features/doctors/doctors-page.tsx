import { regions, specialties } from '@konzilium/contract/czech'
import type { CenterDoctor, PeripheralDoctor } from '@konzilium/contract/doctors'
import { doctorsEndpoints } from '@konzilium/contract/endpoints/doctors'
import { invitationsEndpoints } from '@konzilium/contract/endpoints/invitations'
import { mayCall } from '../../shared/session/may-call'
import type { ReactNode } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { paths, to } from '../../shared/navigation/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { ButtonLink } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { exportsEndpoints } from '@konzilium/contract/endpoints/exports'
import { ExportButton } from '../exports'
import { Select } from '../../shared/ui/select'
import { Tabs } from '../../shared/ui/tabs'
import { useCenters } from '../centers'
import { useCenterDoctorList, usePeripheralDoctorList } from './api'
import { CenterDoctorDetail, PeripheralDoctorDetail } from './doctor-detail'
import { useDoctorsMessages } from './doctors-messages'
import { PersonDetailHeader } from './person-parts'
import {
  centerSortOf,
  doctorsQueryParsers,
  DOCTORS_PAGE_SIZE,
  peripheralSortOf,
  tabs,
  type DoctorsState,
  type DoctorsTab,
} from './doctors-query'
import { PeopleList, RegionFilter, type PeopleColumn } from './list-parts'
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
    mayCall(
      role,
      tab === 'center'
        ? doctorsEndpoints.listCenterDoctors
        : doctorsEndpoints.listPeripheralDoctors,
    ),
  )
  const tab: DoctorsTab = available.includes(state.tab) ? state.tab : (available[0] ?? 'center')
  const update = (change: Partial<DoctorsState>) => {
    void setState({ ...state, page: 1, ...change })
  }
  const canInvite =
    mayCall(role, invitationsEndpoints.inviteCenterDoctor) ||
    mayCall(role, invitationsEndpoints.invitePeripheralDoctor)

  if (state.doctor) {
    const close = () => {
      void setState({ ...state, doctor: null })
    }
    return (
      <>
        <PersonDetailHeader m={m} onBack={close} />
        {tab === 'center' ? (
          <CenterDoctorDetail id={state.doctor} />
        ) : (
          <PeripheralDoctorDetail id={state.doctor} />
        )}
      </>
    )
  }

  const list =
    tab === 'center' ? (
      <CenterDoctorsList state={state} update={update} />
    ) : (
      <PeripheralDoctorsList state={state} update={update} />
    )
  return (
    <>
      <PageHeader
        title={t('doctors.title')}
        description={t('doctors.description')}
        actions={
          <>
            <ExportButton
              endpoint={exportsEndpoints.exportDoctors}
              query={exportQuery(tab, state)}
              fileName={tab === 'center' ? 'lekari-center' : 'lekari-terenni'}
            />
            {canInvite ? <ButtonLink to={paths.app.usersAdd}>{m.t('invite')}</ButtonLink> : null}
          </>
        }
      />
      {available.length > 1 ? (
        <Tabs
          label={t('doctors.title')}
          items={available.map((item) => ({ key: item, label: m.t(`tab.${item}`) }))}
          selected={tab}
          onSelect={(item) => {
            update({ tab: item, sort: 'lastName', center: null, specialty: null, q: '' })
          }}
        >
          {list}
        </Tabs>
      ) : (
        list
      )}
    </>
  )
}

/** The open tab's list as an export takes it: its filters, search and sort, no page. */
function exportQuery(tab: DoctorsTab, state: DoctorsState) {
  const {
    page: _page,
    pageSize: _size,
    ...filters
  } = tab === 'center'
    ? {
        ...listQuery(state, centerSortOf(state.sort)),
        ...(state.center ? { centerId: state.center } : {}),
      }
    : {
        ...listQuery(state, peripheralSortOf(state.sort)),
        ...(state.specialty ? { specialty: state.specialty } : {}),
      }
  return { kind: tab, ...filters, q: filters.q.trim() }
}

type ListProps = { state: DoctorsState; update: (change: Partial<DoctorsState>) => void }

export const regionName = (code: string | null) =>
  regions.find((region) => region.code === code)?.name ?? '—'

/** What every doctors list asks for: the search, the page, the order, the state and the region. */
function listQuery<S extends string>(state: DoctorsState, sort: S) {
  return {
    q: state.q,
    page: state.page,
    pageSize: DOCTORS_PAGE_SIZE,
    sort,
    ...(state.status ? { status: state.status } : {}),
    ...(state.region ? { region: state.region } : {}),
  }
}

/** A doctors list: the people list with the tab's sort, columns and filters. */
function DoctorsList<T extends CenterDoctor | PeripheralDoctor>({
  tab,
  state,
  update,
  sort,
  caption,
  filters,
  columns,
  list,
}: ListProps & {
  tab: DoctorsTab
  sort: string
  caption: (count: number) => string
  filters: ReactNode
  columns: PeopleColumn<T>[]
  list: Parameters<typeof PeopleList<T, string>>[0]['list']
}) {
  const m = useDoctorsMessages()
  return (
    <PeopleList<T, string>
      m={m}
      state={{ ...state, sort }}
      update={update}
      pageSize={DOCTORS_PAGE_SIZE}
      caption={caption}
      filters={filters}
      columns={columns}
      list={list}
      href={(doctor) => to.doctors({ tab, doctor: doctor.id })}
      onOpen={(doctor) => {
        update({ doctor: doctor.id, page: state.page })
      }}
    />
  )
}

function CenterDoctorsList({ state, update }: ListProps) {
  const m = useDoctorsMessages()
  const role = useSessionUser()?.role
  const sort = centerSortOf(state.sort)
  const centers = useCenters(role !== 'rep')
  const list = useCenterDoctorList({
    ...listQuery(state, sort),
    ...(state.center ? { centerId: state.center } : {}),
  })
  return (
    <DoctorsList<CenterDoctor>
      tab="center"
      state={state}
      update={update}
      sort={sort}
      caption={(count) => m.t('caption.center', { count })}
      list={list}
      columns={[
        {
          key: 'center',
          header: m.t('column.center'),
          sort: 'center',
          render: (doctor) => doctor.centerName,
        },
        {
          key: 'email',
          header: m.t('column.email'),
          sort: 'email',
          render: (doctor) => doctor.email,
        },
      ]}
      filters={
        <>
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
            <RegionFilter
              m={m}
              value={state.region}
              onChange={(region) => {
                update({ region })
              }}
            />
          )}
        </>
      }
    />
  )
}

function PeripheralDoctorsList({ state, update }: ListProps) {
  const { locale } = useI18n()
  const m = useDoctorsMessages()
  const sort = peripheralSortOf(state.sort)
  const list = usePeripheralDoctorList({
    ...listQuery(state, sort),
    ...(state.specialty ? { specialty: state.specialty } : {}),
  })
  return (
    <DoctorsList<PeripheralDoctor>
      tab="peripheral"
      state={state}
      update={update}
      sort={sort}
      caption={(count) => m.t('caption.peripheral', { count })}
      list={list}
      columns={[
        {
          key: 'practiceName',
          header: m.t('column.practice'),
          sort: 'practiceName',
          render: (doctor) => doctor.practiceName ?? '—',
        },
        {
          key: 'region',
          header: m.t('column.region'),
          sort: 'region',
          render: (doctor) => regionName(doctor.region),
        },
      ]}
      filters={
        <>
          <RegionFilter
            m={m}
            value={state.region}
            onChange={(region) => {
              update({ region })
            }}
          />
          <Select
            label={m.t('filter.specialty')}
            options={[
              { value: '', label: m.t('filter.allSpecialties') },
              ...specialties.map((specialty) => ({
                value: specialty.code,
                label: locale === 'cs' ? specialty.cs : specialty.en,
              })),
            ]}
            value={state.specialty ?? ''}
            onChange={(event) => {
              update({ specialty: (event.target.value || null) as DoctorsState['specialty'] })
            }}
          />
        </>
      }
    />
  )
}
