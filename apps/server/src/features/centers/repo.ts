import { and, eq, ne, sql } from 'drizzle-orm'
import type { Center } from '@konzilium/contract/centers'
import type { RegionCode } from '@konzilium/contract/czech'
import type { Database } from '../../db/client'
import { czechSearchKey } from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, referralRequests, users } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import { centerScope } from './scope'

/**
 * Centres of biologic therapy: the queries several use cases share (a centre as the contract shows
 * it, with what depends on it for admins; the same-centre check of a create and an edit). Each use
 * case has a file of its own and runs its own SQL (ADR 009).
 */

type CenterRow = typeof centers.$inferSelect

// What depends on a centre, counted in the query that reads it (admins only). The outer row is
// named with its table: in a select list Drizzle writes a column without it, and `id` would then
// mean the subquery's own table.
export const centerId = sql.raw('"centers"."id"')
export const doctorsCount = sql<number>`(select count(*)::int from ${centerDoctorProfiles} where ${centerDoctorProfiles.centerId} = ${centerId})`
const patientsCount = sql<number>`(select count(*)::int from ${patients} where ${patients.centerId} = ${centerId} and ${patients.deletedAt} is null)`
const openReferralsCount = sql<number>`(select count(*)::int from ${referralRequests} where ${referralRequests.toCenterId} = ${centerId} and ${referralRequests.state} = 'pending')`

/** The centre has an active doctor (activated, not locked): a referral to it will be read. */
const takesReferrals = sql<boolean>`exists (select 1 from ${centerDoctorProfiles} inner join ${users} on ${users.id} = ${centerDoctorProfiles.userId} where ${centerDoctorProfiles.centerId} = ${centerId} and ${users.activatedAt} is not null and ${users.lockedAt} is null)`

/** A centre's columns, with the counts of what depends on it when `withCounts` (admins). */
export const selection = (withCounts: boolean) => ({
  center: centers,
  takesReferrals,
  doctors: withCounts ? doctorsCount : sql<null>`null`,
  patients: withCounts ? patientsCount : sql<null>`null`,
  openReferrals: withCounts ? openReferralsCount : sql<null>`null`,
})

type Selected = {
  center: CenterRow
  takesReferrals: boolean
  doctors: number | null
  patients: number | null
  openReferrals: number | null
}

export function toCenter(row: Selected): Center {
  const { center } = row
  return {
    id: center.id,
    name: center.name,
    city: center.city,
    region: center.region as RegionCode,
    specialty: center.specialty,
    street: center.street,
    postalCode: center.postalCode,
    phone: center.phone,
    email: center.email,
    visible: center.visible,
    takesReferrals: row.takesReferrals,
    createdAt: center.createdAt.toISOString(),
    updatedAt: center.updatedAt.toISOString(),
    counts:
      row.doctors === null
        ? null
        : {
            doctors: row.doctors,
            patients: row.patients ?? 0,
            openReferrals: row.openReferrals ?? 0,
          },
  }
}

/** One centre the caller may read, as the contract shows it; any other is "not found". */
export async function readCenter(db: Database, auth: AuthContext, id: string): Promise<Center> {
  const [row] = await db
    .select(selection(auth.role === 'admin'))
    .from(centers)
    .where(and(eq(centers.id, id), centerScope(auth, 'centers.read')))
  if (!row) throw notFound('Centre')
  return toCenter(row)
}

export const centerExists = () =>
  new AppError(409, 'CONFLICT', 'A centre with this name already exists in this city', [
    { path: 'name', message: 'center.exists' },
  ])

/** Same name in the same city (case and diacritics aside) is the same centre. */
export async function sameCenterExists(
  db: Database,
  name: string,
  city: string,
  except?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(
      and(
        eq(centers.nameSearch, czechSearchKey(name.toLowerCase())),
        sql`czech_search_key(${centers.city}) = ${czechSearchKey(city.toLowerCase())}`,
        except ? ne(centers.id, except) : undefined,
      ),
    )
    .limit(1)
  return Boolean(row)
}
