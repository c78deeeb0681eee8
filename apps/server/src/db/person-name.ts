import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { formatPersonName, formatPersonNameLastFirst } from '@konzilium/contract/czech'
import type { PersonRef } from '@konzilium/contract/shapes'

type NameColumns = {
  degreesBefore: AnyPgColumn
  firstName: AnyPgColumn
  lastName: AnyPgColumn
  degreesAfter: AnyPgColumn
}

/**
 * The columns a person's displayed name is made of (`formatPersonName`: degrees before, first
 * and last name, degrees after), of `users` or of an alias of it, for a `select`.
 */
export function personNameColumns<T extends NameColumns>(table: T): Pick<T, keyof NameColumns> {
  return {
    degreesBefore: table.degreesBefore,
    firstName: table.firstName,
    lastName: table.lastName,
    degreesAfter: table.degreesAfter,
  }
}

/** The parts of a displayed name, as `personNameColumns` selects them. */
export type NameParts = Parameters<typeof formatPersonName>[0]

/** A person as the contract refers to one (`personRefSchema`): the id and the name both ways. */
export function personRefOf(id: string, name: NameParts): PersonRef {
  return { id, displayName: formatPersonName(name), listName: formatPersonNameLastFirst(name) }
}
