/**
 * Every route of the product in one place; links, the router and the end-to-end tests all read it,
 * so a route is renamed in one place and no address is written by hand elsewhere (lint refuses an
 * `/app` or public-page string outside this file). Routes carry no language segment.
 *
 * `paths` holds each route's pattern (what the router registers; `:id` marks a parameter). `to`
 * builds the address of a page that takes an id or a query: the id is encoded, the query keeps the
 * names and the order the page reads from its address, and empty values are left out. Keys use the
 * feature names while the addresses stay as published: `paths.app.referrals` is `/app/requests`.
 *
 * The file imports nothing, so the end-to-end tests can load it as it is.
 */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  requestPassword: '/request-password',
  resetPassword: '/reset-password',
  activateAccount: '/activate-account',
  registerPeripheral: '/register/peripheral',
  registrationSuccess: '/registration-success',
  bootstrap: '/bootstrap',
  calculator: '/calculator',
  calculatorDermatology: '/calculator/dermatology',
  calculatorRheumatology: '/calculator/rheumatology',
  materialsSystemTherapy: '/materials/system-therapy',
  downloadReport: '/download-report',
  evaluation: '/evaluation',
  export: '/export',
  terms: '/terms',
  privacy: '/privacy',
  app: {
    home: '/app',
    centers: '/app/centers',
    audit: '/app/audit',
    // The public calculators inside the signed-in layout (the same pages).
    calculator: '/app/calculator',
    calculatorDermatology: '/app/calculator/dermatology',
    calculatorRheumatology: '/app/calculator/rheumatology',
    consultations: '/app/consultations',
    consultation: '/app/consultations/:id',
    diagnostics: '/app/diagnostics',
    detail: '/app/detail',
    detailChart: '/app/detail/chart',
    detailForm: '/app/detail/form',
    detailReadForm: '/app/detail/read-form',
    doctors: '/app/doctors',
    patients: '/app/patients',
    profile: '/app/profile',
    representatives: '/app/representants',
    referrals: '/app/requests',
    settings: '/app/settings',
    statistics: '/app/statistics',
    texts: '/app/texts',
    users: '/app/users',
    usersAdd: '/app/users/add',
    user: '/app/users/:id',
  },
} as const

export const APP_PREFIX = paths.app.home

/** A query of a page: only the names that page reads; a missing, null or empty value is left out. */
export type SearchOf<K extends string> = Partial<Record<K, string | number | null | undefined>>

/**
 * The query names each page reads from its address, in the order its links write them (the lists'
 * `*-query.ts` parsers and the pages' own reads of the address).
 */
const searchNames = {
  referrals: [
    'box',
    'state',
    'urgency',
    'center',
    'from',
    'to',
    'sort',
    'page',
    'referral',
    'new',
    'patient',
    'resubmit',
  ],
  patients: [
    'diagnosis',
    'referralState',
    'centerId',
    'centerDoctorId',
    'referringDoctorId',
    'sort',
    'page',
  ],
  consultations: ['state', 'unread', 'page', 'new', 'patient', 'referral'],
  detail: ['patient'],
  detailForm: ['patient', 'form'],
  detailReadForm: ['form', 'version'],
  chart: ['patient', 'scores', 'from', 'to'],
  doctors: ['tab', 'status', 'region', 'specialty', 'center', 'q', 'sort', 'page', 'doctor'],
  representatives: ['region', 'status', 'q', 'sort', 'page', 'rep'],
  users: ['role', 'status', 'sort', 'page'],
  centers: ['q', 'region', 'specialty', 'visible', 'sort', 'page'],
  audit: ['user', 'patient', 'from', 'to', 'page'],
  statistics: ['region', 'center', 'from', 'to', 'page'],
  activateAccount: ['type', 'code'],
  bootstrap: ['code'],
} as const

type SearchNames = typeof searchNames
export type ReferralsSearch = SearchOf<SearchNames['referrals'][number]>
export type PatientsSearch = SearchOf<SearchNames['patients'][number]>
export type DoctorsSearch = SearchOf<SearchNames['doctors'][number]>
export type RepresentativesSearch = SearchOf<SearchNames['representatives'][number]>
export type UsersSearch = SearchOf<SearchNames['users'][number]>
export type CentersSearch = SearchOf<SearchNames['centers'][number]>
export type AuditSearch = SearchOf<SearchNames['audit'][number]>
export type StatisticsSearch = SearchOf<SearchNames['statistics'][number]>
export type ConsultationsSearch = SearchOf<SearchNames['consultations'][number]>
export type ChartSearch = SearchOf<SearchNames['chart'][number]>

/** `path` with the given query, its names in the order of `names`. */
function withSearch<K extends string>(
  path: string,
  names: readonly K[],
  search: SearchOf<K> | undefined,
): string {
  const query = new URLSearchParams()
  for (const name of names) {
    const value: string | number | null | undefined = search?.[name]
    if (value !== undefined && value !== null && value !== '') query.append(name, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** A route pattern with its `:id` filled in, encoded. */
const withId = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id))

/** The profile's sections that an address can open. */
export type ProfileSection = 'two-factor'

/** Addresses of the pages that take an id or a query. */
export const to = {
  /** The referral screens: the lists with their filters, one referral, or the new-referral form. */
  referrals: (search?: ReferralsSearch) =>
    withSearch(paths.app.referrals, searchNames.referrals, search),
  referral: (id: string) =>
    withSearch(paths.app.referrals, searchNames.referrals, { referral: id }),
  /** The new-referral form, for one patient when given. */
  newReferral: (patientId?: string) =>
    withSearch(paths.app.referrals, searchNames.referrals, { new: 1, patient: patientId }),
  /** The form that completes a denied referral and sends it again to the same centre. */
  resubmitReferral: (id: string) =>
    withSearch(paths.app.referrals, searchNames.referrals, { resubmit: id }),
  patients: (search?: PatientsSearch) =>
    withSearch(paths.app.patients, searchNames.patients, search),
  /** One patient's record. */
  patient: (id: string) => withSearch(paths.app.detail, searchNames.detail, { patient: id }),
  /** The new-examination form, for one patient when given (otherwise it asks for one first). */
  newExamination: (patientId?: string) =>
    withSearch(paths.app.detailForm, searchNames.detailForm, { patient: patientId }),
  /** The form that changes a saved examination (a new version of it). */
  editExamination: (formId: string) =>
    withSearch(paths.app.detailForm, searchNames.detailForm, { form: formId }),
  /** One saved examination, read-only: its current version, or an earlier one when given. */
  examination: (formId: string, version?: number) =>
    withSearch(paths.app.detailReadForm, searchNames.detailReadForm, { form: formId, version }),
  /** One patient's scores over time, with the scores and days shown when given. */
  patientChart: (id: string, search?: Omit<ChartSearch, 'patient'>) =>
    withSearch(paths.app.detailChart, searchNames.chart, { ...search, patient: id }),
  doctors: (search?: DoctorsSearch) => withSearch(paths.app.doctors, searchNames.doctors, search),
  representatives: (search?: RepresentativesSearch) =>
    withSearch(paths.app.representatives, searchNames.representatives, search),
  users: (search?: UsersSearch) => withSearch(paths.app.users, searchNames.users, search),
  user: (id: string) => withId(paths.app.user, id),
  centers: (search?: CentersSearch) => withSearch(paths.app.centers, searchNames.centers, search),
  audit: (search?: AuditSearch) => withSearch(paths.app.audit, searchNames.audit, search),
  statistics: (search?: StatisticsSearch) =>
    withSearch(paths.app.statistics, searchNames.statistics, search),
  /** The consultation list with its filters, or the new-consultation dialog over it. */
  consultations: (search?: ConsultationsSearch) =>
    withSearch(paths.app.consultations, searchNames.consultations, search),
  /** The new-consultation dialog, about a patient or a referral when given (ids only). */
  newConsultation: (about?: { patient?: string; referral?: string }) =>
    withSearch(paths.app.consultations, searchNames.consultations, { new: 1, ...about }),
  consultation: (id: string) => withId(paths.app.consultation, id),
  /** The exports page, on one export job. */
  exportJob: (id: string) => `${paths.export}?job=${encodeURIComponent(id)}`,
  /** The profile, scrolled to a section when given. */
  profile: (section?: ProfileSection) =>
    section ? `${paths.app.profile}#${section}` : paths.app.profile,
  activateAccount: (search?: SearchOf<SearchNames['activateAccount'][number]>) =>
    withSearch(paths.activateAccount, searchNames.activateAccount, search),
  bootstrap: (search?: SearchOf<SearchNames['bootstrap'][number]>) =>
    withSearch(paths.bootstrap, searchNames.bootstrap, search),
} as const
