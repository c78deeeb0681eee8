import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { czechSearchColumn, czechSortColumn } from '../czech-text'
import { centerSpecialties } from '@konzilium/contract/centers'
import { at, id } from './columns'
import { oneOf } from './one-of'

/**
 * Centres of biologic therapy (the centres feature). A centre is deleted only while no doctor,
 * patient or referral depends on it; otherwise it is hidden (`visible` false).
 */
export const centers = pgTable(
  'centers',
  {
    id: id(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    specialty: text('specialty', { enum: centerSpecialties }).notNull(),
    visible: boolean('visible').notNull().default(true),
    street: text('street'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    nameSortKey: czechSortColumn('name_sort_key', sql`name`, sql`city`),
    nameSearch: czechSearchColumn('name_search', sql`name`),
  },
  (table) => [
    index('centers_name_sort_idx').on(table.nameSortKey),
    index('centers_region_idx').on(table.region, table.specialty),
    oneOf('centers_specialty_check', table.specialty, centerSpecialties),
  ],
)
