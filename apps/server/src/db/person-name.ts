import type { AnyPgColumn } from 'drizzle-orm/pg-core'

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
