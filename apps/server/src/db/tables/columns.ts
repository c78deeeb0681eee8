import { sql } from 'drizzle-orm'
import { timestamp, uuid } from 'drizzle-orm/pg-core'

/** Column shapes the tables share (not tables: `schema.ts` does not re-export this module). */
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`)
export const at = (name: string) => timestamp(name, { withTimezone: true })
