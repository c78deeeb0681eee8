/**
 * Every route of the product in one table; links and the router both read it, so a route is
 * renamed in one place. Routes carry no language segment.
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
    consultations: '/app/consultations',
    consultation: '/app/consultations/:id',
    detail: '/app/detail',
    detailChart: '/app/detail/chart',
    detailForm: '/app/detail/form',
    detailReadForm: '/app/detail/read-form',
    doctors: '/app/doctors',
    patients: '/app/patients',
    profile: '/app/profile',
    representants: '/app/representants',
    requests: '/app/requests',
    settings: '/app/settings',
    texts: '/app/texts',
    users: '/app/users',
    usersAdd: '/app/users/add',
    user: '/app/users/:id',
  },
} as const

export const APP_PREFIX = '/app'

export function consultationPath(id: string): string {
  return `/app/consultations/${encodeURIComponent(id)}`
}

export function userPath(id: string): string {
  return `/app/users/${encodeURIComponent(id)}`
}

/** The profile's section for two-factor sign-in (an enrolment-only session is sent here). */
export const profileTwoFactorPath = '/app/profile#two-factor'
