import { eq } from 'drizzle-orm'
import type { InboxVisit } from '@konzilium/contract/referrals'
import { users } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'

/**
 * A centre doctor opens the inbox: the visit's time is kept with the account and the previous one
 * answered, so the inbox marks the referrals that arrived since. The row is locked while it is
 * read and changed, so two tabs opening at once each get a distinct answer. Only a time, about the
 * caller; no patient data, so nothing to audit.
 */
export async function recordInboxVisit(s: Services, auth: AuthContext): Promise<InboxVisit> {
  return transaction(s.db, async ({ db }) => {
    const [row] = await db
      .select({ visitedAt: users.inboxVisitedAt })
      .from(users)
      .where(eq(users.id, auth.userId))
      .for('update')
    await db.update(users).set({ inboxVisitedAt: s.clock.now() }).where(eq(users.id, auth.userId))
    const at = row?.visitedAt
    return { previousVisitAt: at ? at.toISOString() : null }
  })
}
