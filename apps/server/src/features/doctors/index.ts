/**
 * The doctors feature as other features see it: the scope of peripheral doctors and the state of
 * an account (ADR 014, for the home), and the people-list mechanics (a page of accounts joined to
 * their profile, one found in scope, an audited edit) that representatives share.
 */
export { peripheralDoctorScope } from './peripheral-doctors'
export {
  byName,
  containsText,
  czechSortKeyOf,
  findPerson,
  lastInvitationSentAt,
  listPeople,
  nameMatches,
  order,
  personColumns,
  statusCondition,
  statusOf,
  toPerson,
  updatePerson,
  type People,
} from './repo'
export { peopleQueries } from './repo'
/** The whole lists for exports (ADR 042): the same scope, search, filters and sort as a page. */
export { centerDoctorsExport } from './center-doctors'
export { peripheralDoctorsExport } from './peripheral-doctors'
