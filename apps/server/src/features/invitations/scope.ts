import { eq, or, sql, type SQL } from 'drizzle-orm'
import { centerDoctorProfiles, peripheralDoctorProfiles, repProfiles, users } from '../../db/schema'
import { scopeOf, type AuthContext } from '../../platform/auth/access'

/** The actions that touch a pending invitation (a resend voids its link and mails a new one). */
export type InvitationAction =
  | 'center-doctors.resend-invitation'
  | 'peripheral-doctors.resend-invitation'
  | 'reps.resend-invitation'

/**
 * Which invitees the caller reaches for `action` (policy.ts), as a condition on `users`, used in the
 * query that finds the invitee: out of scope is not found. Whoever sent an invitation always
 * reaches it; beyond that, a centre doctor reaches the doctors of the own centre, a rep the doctors
 * whose practice lies in one of the rep's regions.
 */
export function invitationScope(auth: AuthContext, action: InvitationAction): SQL {
  const sentByCaller = eq(users.invitedByUserId, auth.userId)
  switch (scopeOf(auth, action)) {
    case 'all':
      return sql`true`
    case 'own':
      return sentByCaller
    case 'center':
      return or(
        sentByCaller,
        sql`exists (select 1 from ${centerDoctorProfiles} where ${centerDoctorProfiles.userId} = ${users.id} and ${centerDoctorProfiles.centerId} = (select ${centerDoctorProfiles.centerId} from ${centerDoctorProfiles} where ${centerDoctorProfiles.userId} = ${auth.userId}))`,
      ) as SQL
    case 'regions':
      return or(
        sentByCaller,
        sql`exists (select 1 from ${peripheralDoctorProfiles} where ${peripheralDoctorProfiles.userId} = ${users.id} and ${peripheralDoctorProfiles.region} in (select unnest(${repProfiles.regions}) from ${repProfiles} where ${repProfiles.userId} = ${auth.userId}))`,
      ) as SQL
    case 'treating':
    case 'self':
    case 'visible':
      // No invitation is reached this way.
      return sql`false`
  }
}
