// The doctors feature as other features see it (ADR 010): the invitation-state chip and the parts
// of a people list and a person's detail that representatives share.
export { InvitationChip } from './invitation-chip'
export {
  Pagination,
  PeopleFilters,
  PeopleTable,
  RegionFilter,
  SortHeader,
  useSearchInAddress,
  type Column,
  type PeopleColumn,
  type PeopleListMessages,
} from './list-parts'
export {
  orNull,
  PersonDetailHeader,
  PersonEditCard,
  PersonFacts,
  personInput,
  personValues,
  ResendInvitation,
  type PersonDetailMessages,
} from './person-parts'
