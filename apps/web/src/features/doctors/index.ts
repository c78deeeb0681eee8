// The doctors feature as other features see it (ADR 010): the parts of a people list and a
// person's detail that representatives share.
export { PeopleList, RegionFilter, type PeopleColumn, type PeopleListMessages } from './list-parts'
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
