import { auditEndpoints } from './endpoints/audit'
import { authEndpoints } from './endpoints/auth'
import { bootstrapEndpoints } from './endpoints/bootstrap'
import { calculatorsEndpoints } from './endpoints/calculators'
import { centersEndpoints } from './endpoints/centers'
import { chartsEndpoints } from './endpoints/charts'
import { clientEndpoints } from './endpoints/client'
import { consultationsEndpoints } from './endpoints/consultations'
import { degreesEndpoints } from './endpoints/degrees'
import { diagnosticsEndpoints } from './endpoints/diagnostics'
import { doctorsEndpoints } from './endpoints/doctors'
import { evaluationEndpoints } from './endpoints/evaluation'
import { formsEndpoints } from './endpoints/forms'
import { exportsEndpoints } from './endpoints/exports'
import { healthEndpoints } from './endpoints/health'
import { homeEndpoints } from './endpoints/home'
import { invitationsEndpoints } from './endpoints/invitations'
import { liveEndpoints } from './endpoints/live'
import { notificationsEndpoints } from './endpoints/notifications'
import { patientsEndpoints } from './endpoints/patients'
import { referralsEndpoints } from './endpoints/referrals'
import { registrationEndpoints } from './endpoints/registration'
import { reportsEndpoints } from './endpoints/reports'
import { representativesEndpoints } from './endpoints/representatives'
import { statisticsEndpoints } from './endpoints/statistics'
import { textsEndpoints } from './endpoints/texts'
import { twoFactorEndpoints } from './endpoints/two-factor'
import { usersEndpoints } from './endpoints/users'

/**
 * The endpoint table: every endpoint of the API, declared once, grouped by feature (ADR 010).
 * The server registers a route for each entry and documents it in OpenAPI; a test holds the two
 * equal. The web client imports the group of its feature (`@konzilium/contract/endpoints/users`)
 * and calls an endpoint by its name there, so no API path is written anywhere else.
 */
export const endpoints = {
  health: healthEndpoints,
  client: clientEndpoints,
  auth: authEndpoints,
  twoFactor: twoFactorEndpoints,
  users: usersEndpoints,
  invitations: invitationsEndpoints,
  registration: registrationEndpoints,
  diagnostics: diagnosticsEndpoints,
  degrees: degreesEndpoints,
  bootstrap: bootstrapEndpoints,
  centers: centersEndpoints,
  calculators: calculatorsEndpoints,
  patients: patientsEndpoints,
  audit: auditEndpoints,
  doctors: doctorsEndpoints,
  representatives: representativesEndpoints,
  referrals: referralsEndpoints,
  notifications: notificationsEndpoints,
  consultations: consultationsEndpoints,
  live: liveEndpoints,
  home: homeEndpoints,
  texts: textsEndpoints,
  evaluation: evaluationEndpoints,
  forms: formsEndpoints,
  statistics: statisticsEndpoints,
  charts: chartsEndpoints,
  exports: exportsEndpoints,
  reports: reportsEndpoints,
}
