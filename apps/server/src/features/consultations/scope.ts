import { sql, type SQL } from 'drizzle-orm'
import type { ScopedAction } from '@konzilium/contract/policy'
import { consultationParticipants, consultations } from '../../db/schema'
import { scopeOf, type Caller } from '../../platform/auth/access'

/**
 * The consultations a caller reaches with an action (policy.ts, ADR 014, ADR 035), as the `where`
 * condition of the query that reads or changes them: `own` is the consultations the caller takes
 * part in now (added and not removed). Every role reaches only those, an admin too: anyone else
 * gets 404, as for any object out of scope.
 */
export function consultationScope(auth: Caller, action: ScopedAction): SQL {
  const scope = scopeOf(auth, action)
  switch (scope) {
    case 'own':
      return takesPart(auth.userId)
    case 'all':
    case 'center':
    case 'treating':
    case 'regions':
    case 'visible':
    case 'self':
      return sql`false`
  }
}

/** The user takes part in the row's consultation now. */
export function takesPart(userId: Caller['userId']): SQL {
  return sql`exists (select 1 from ${consultationParticipants} where ${consultationParticipants.consultationId} = ${consultations.id} and ${consultationParticipants.userId} = ${userId} and ${consultationParticipants.leftAt} is null)`
}
