import { referralStates } from '@konzilium/contract/referrals'
import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import { diagnoses } from '@konzilium/contract/codes'
import type { PatientSort, PatientSummary } from '@konzilium/contract/patients'
import { patientsEndpoints } from '@konzilium/contract/endpoints/patients'
import { mayCall } from '../../shared/session/may-call'
import { useState } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { Link } from '../../shared/navigation/link'
import { useEntryText } from '../../shared/navigation/use-entry-text'
import { useLocation } from 'react-router'
import { to } from '../../shared/navigation/paths'
import { formatDate, formatDay } from '../../shared/i18n/format'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { exportsEndpoints } from '@konzilium/contract/endpoints/exports'
import { ExportButton } from '../exports'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useAvailableDoctors, useCenters } from '../centers'
import { useOwnProfile, useUserPicker } from '../users'
import { usePatientList } from './api'
import { PatientForm } from './patient-form'
import type { RecordOrigin } from './patient-record-header'
import { maskBirthNumber, patientsQueryParsers, PATIENTS_PAGE_SIZE } from './patients-query'
import './patients.css'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useDebounced } from '../../shared/forms/use-debounced'
import { usePatientsMessages } from './patients-messages'
import { entryName, useIcd10List } from './diagnosis-names'

/** /app/patients: the patients in the caller's scope; search, filters, sort, pages, a new record. */
export function PatientsPage() {
  return (
    <NuqsAdapter>
      <PatientsList />
    </NuqsAdapter>
  )
}

function PatientsList() {
  const { t, locale } = usePatientsMessages()
  const icd10 = useIcd10List()
  const user = useSessionUser()
  const [state, setState] = useQueryStates(patientsQueryParsers, {
    history: 'push',
    shallow: false,
  })
  // The search text is patient data: never the address (ADR 016); the history entry keeps it, so
  // it is there again after Back from a record.
  const [text, setText] = useEntryText('patientsSearch')
  const [creating, setCreating] = useState(false)
  const q = useDebounced(text).trim()
  // The list's filters, search and sort: its pages and its export read the same.
  const filters = {
    sort: state.sort,
    ...(q ? { q } : {}),
    ...(state.diagnosis ? { diagnosis: state.diagnosis } : {}),
    ...(state.referralState ? { referralState: state.referralState } : {}),
    ...(state.centerId ? { centerId: state.centerId } : {}),
    ...(state.centerDoctorId ? { centerDoctorId: state.centerDoctorId } : {}),
    ...(state.referringDoctorId ? { referringDoctorId: state.referringDoctorId } : {}),
  }
  const list = usePatientList({ page: state.page, pageSize: PATIENTS_PAGE_SIZE, ...filters })
  const total = list.data?.total ?? 0
  const canCreate = mayCall(user?.role, patientsEndpoints.createPatient)

  return (
    <>
      <PageHeader
        title={t('patients.title')}
        description={t('patients.description')}
        actions={
          <>
            <ExportButton
              endpoint={exportsEndpoints.exportPatients}
              query={filters}
              fileName={locale === 'cs' ? 'pacienti' : 'patients'}
            />
            {canCreate && !creating ? (
              <Button
                onClick={() => {
                  setCreating(true)
                }}
              >
                {t('patients.new')}
              </Button>
            ) : null}
          </>
        }
      />
      {creating && (
        <PatientForm
          onDone={() => {
            setCreating(false)
          }}
        />
      )}
      <FilterBar
        className="patients-filters"
        search={{
          label: t('patients.search'),
          hint: t('patients.searchHint'),
          value: text,
          onChange: (value) => {
            setText(value)
            if (state.page !== 1) void setState({ page: 1 })
          },
        }}
      >
        <Select
          label={t('patients.filter.diagnosis')}
          value={state.diagnosis ?? ''}
          options={[
            { value: '', label: t('patients.filter.all') },
            ...diagnoses.map((d) => ({
              value: d.code,
              label: `${d.code} – ${d[locale]}`,
              group: t('patients.filter.indicationDiagnoses'),
            })),
            // The rest of the ICD-10 list a record may hold, once it has loaded.
            ...(icd10.data ?? [])
              .filter((entry) => !entry.indication)
              .map((entry) => ({
                value: entry.code,
                label: `${entry.code} – ${entryName(entry, locale)}`,
                group: t('patients.filter.otherDiagnoses'),
              })),
          ]}
          onChange={(event) => {
            const value = event.target.value
            void setState({ diagnosis: value === '' ? null : value, page: 1 })
          }}
        />
        <Select
          label={t('patients.filter.referralState')}
          value={state.referralState ?? ''}
          options={[
            { value: '', label: t('patients.filter.all') },
            ...referralStates.map((s) => ({ value: s, label: t(`patients.referralState.${s}`) })),
          ]}
          onChange={(event) => {
            const value = referralStates.find((s) => s === event.target.value) ?? null
            void setState({ referralState: value, page: 1 })
          }}
        />
        <ScopeFilters
          centerId={state.centerId}
          centerDoctorId={state.centerDoctorId}
          referringDoctorId={state.referringDoctorId}
          onChange={(change) => void setState({ ...change, page: 1 })}
        />
      </FilterBar>
      <Table<PatientSummary, PatientSort>
        caption={t('patients.caption', { count: total })}
        columns={usePatientColumns()}
        rows={list.data?.items}
        rowKey={(patient) => patient.id}
        status={list}
        emptyText={t('patients.empty')}
        errorText={t('patients.loadError')}
        sort={{ current: state.sort, onSort: (sort) => void setState({ sort, page: 1 }) }}
      />
      {/* Announces a filter's result; the table shows it (its caption, or its one row). */}
      <p role="status" className="visually-hidden">
        {list.isError
          ? t('patients.loadError')
          : list.data?.items.length === 0
            ? t('patients.empty')
            : t('patients.caption', { count: total })}
      </p>
      <Pager
        label={t('patients.pages')}
        page={state.page}
        total={total}
        pageSize={PATIENTS_PAGE_SIZE}
        onPage={(page) => void setState({ page })}
      />
    </>
  )
}

/** The list's columns: the name, birth date and creation sort the list (the contract's sorts). */
function usePatientColumns(): TableColumn<PatientSummary, PatientSort>[] {
  const { t, locale } = usePatientsMessages()
  const location = useLocation()
  const origin: RecordOrigin = { from: `${location.pathname}${location.search}` }
  return [
    {
      key: 'patient',
      header: t('patients.column.patient'),
      sort: 'name',
      render: (patient) => (
        <Link to={to.patient(patient.id)} state={origin} className="patients-table__name">
          {formatPersonNameLastFirst(patient)}
        </Link>
      ),
    },
    {
      key: 'birthNumber',
      header: t('patients.field.birthNumber'),
      render: (patient) => maskBirthNumber(patient.birthNumber),
    },
    {
      key: 'birthDate',
      header: t('patients.field.birthDate'),
      sort: 'birthDate',
      className: 'table__nowrap',
      render: (patient) => formatDay(locale, patient.birthDate),
    },
    {
      key: 'diagnosis',
      header: t('patients.filter.diagnosis'),
      render: (patient) => patient.diagnoses.join(', '),
    },
    {
      key: 'center',
      header: t('patients.field.center'),
      render: (patient) => patient.center?.name ?? t('patients.noCenter'),
    },
    {
      key: 'createdAt',
      header: t('patients.column.createdAt'),
      sort: 'createdAt',
      className: 'table__nowrap',
      render: (patient) => formatDate(locale, Date.parse(patient.createdAt)),
    },
  ]
}

interface ScopeFilterChange {
  centerId?: string | null
  centerDoctorId?: string | null
  referringDoctorId?: string | null
}

/**
 * The centre, centre doctor and referring doctor filters, only those the caller's role can use:
 * an admin picks any of them; a peripheral doctor filters by the (visible) centre; a centre doctor
 * by the doctors of the own centre. Options carry ids only; the address holds ids only.
 */
function ScopeFilters({
  centerId,
  centerDoctorId,
  referringDoctorId,
  onChange,
}: {
  centerId: string | null
  centerDoctorId: string | null
  referringDoctorId: string | null
  onChange: (change: ScopeFilterChange) => void
}) {
  const { t } = usePatientsMessages()
  const role = useSessionUser()?.role
  const byCenter = role === 'admin' || role === 'peripheral_doctor'
  const byReferrer = role === 'admin'
  const ownCenter = role === 'center_doctor'
  const centers = useCenters(byCenter)
  const profile = useOwnProfile(ownCenter)
  const doctorsCenterId = ownCenter ? (profile.data?.centerDoctor?.centerId ?? null) : centerId
  const byCenterDoctor = role === 'admin' || ownCenter
  const centerDoctors = useAvailableDoctors(byCenterDoctor ? doctorsCenterId : null)
  const referrers = useUserPicker('', 'peripheral_doctor', byReferrer)
  const all = { value: '', label: t('patients.filter.all') }
  // A chosen id missing from the loaded options still shows (as "chosen") so the select is honest.
  const withChosen = (options: { value: string; label: string }[], chosen: string | null) =>
    chosen && !options.some((o) => o.value === chosen)
      ? [...options, { value: chosen, label: t('patients.filter.chosen') }]
      : options

  return (
    <>
      {byCenter && (
        <Select
          label={t('patients.filter.center')}
          value={centerId ?? ''}
          options={[
            all,
            ...withChosen(
              (centers.data?.items ?? []).map((c) => ({
                value: c.id,
                label: `${c.name}, ${c.city}`,
              })),
              centerId,
            ),
          ]}
          onChange={(event) => {
            onChange({ centerId: event.target.value || null, centerDoctorId: null })
          }}
        />
      )}
      {byCenterDoctor && (
        <Select
          label={t('patients.filter.centerDoctor')}
          value={centerDoctorId ?? ''}
          disabled={!doctorsCenterId}
          options={[
            all,
            ...withChosen(
              (centerDoctors.data?.items ?? []).map((d) => ({ value: d.id, label: d.displayName })),
              centerDoctorId,
            ),
          ]}
          onChange={(event) => {
            onChange({ centerDoctorId: event.target.value || null })
          }}
        />
      )}
      {byReferrer && (
        <Select
          label={t('patients.filter.referringDoctor')}
          value={referringDoctorId ?? ''}
          options={[
            all,
            ...withChosen(
              (referrers.data?.items ?? []).map((u) => ({ value: u.id, label: u.displayName })),
              referringDoctorId,
            ),
          ]}
          onChange={(event) => {
            onChange({ referringDoctorId: event.target.value || null })
          }}
        />
      )}
    </>
  )
}
