import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { repProfiles } from '../../db/schema'
import { scopeOf, type AuthContext } from '../../platform/auth/access'

/**
 * The figures a caller reaches with `statistics.read` (policy.ts), as a condition on the region
 * a count belongs to (the centre's region, or an outpatient doctor's): an administrator all, a
 * representative the regions the rep covers. Nothing else has a scope for statistics.
 */
export function statisticsScope(
  auth: AuthContext,
  action: 'statistics.read',
  region: SQLWrapper,
): SQL {
  switch (scopeOf(auth, action)) {
    case 'all':
      return sql`true`
    case 'regions':
      return sql`${region} in (select unnest(${repProfiles.regions}) from ${repProfiles} where ${repProfiles.userId} = ${auth.userId})`
    case 'center':
    case 'treating':
    case 'own':
    case 'self':
    case 'visible':
      return sql`false`
  }
}
