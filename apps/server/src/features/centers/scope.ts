import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { ScopedAction } from '@konzilium/contract/policy'
import { centers } from '../../db/schema'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import { callerCenterId } from '../../platform/auth/caller-center'

/**
 * The centres a caller reaches with an action (policy.ts, ADR 014), as the `where` condition of
 * the query that reads or changes them: out of scope is "not found". With `visible`, a centre
 * doctor also reaches the own centre while it is hidden (the doctor works there).
 */
export function centerScope(auth: AuthContext, action: ScopedAction): SQL {
  const scope = scopeOf(auth, action)
  switch (scope) {
    case 'all':
      return sql`true`
    case 'visible':
      return auth.role === 'center_doctor'
        ? (or(eq(centers.visible, true), eq(centers.id, callerCenterId(auth))) as SQL)
        : eq(centers.visible, true)
    case 'center':
      return eq(centers.id, callerCenterId(auth))
    case 'treating':
    case 'own':
    case 'regions':
    case 'self':
      return sql`false`
  }
}
