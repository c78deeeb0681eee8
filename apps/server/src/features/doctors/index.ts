/**
 * The doctors feature as other features see it: the people-list mechanics (a page of accounts
 * joined to their profile, one found in scope, an audited edit) that representatives share.
 */
export {
  byName,
  changedFields,
  containsText,
  czechSortKeyOf,
  findPerson,
  listPeople,
  nameMatches,
  order,
  personColumns,
  personFields,
  splitSort,
  statusCondition,
  toPerson,
  updatePerson,
  type Direction,
  type People,
} from './people'
