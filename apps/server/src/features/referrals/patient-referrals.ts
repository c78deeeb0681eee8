import { and, asc, desc, eq } from 'drizzle-orm'
import type { PatientDetail } from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import { centers, referralRequests } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import { referralScope } from './scope'

/** A patient record's referrals as its detail lists them (newest first), in the reader's scope. */
export async function referralsOfPatient(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  patientId: string,
): Promise<PatientDetail['referrals']> {
  const rows = await db
    .select({
      id: referralRequests.id,
      state: referralRequests.state,
      diagnosis: referralRequests.diagnosis,
      urgency: referralRequests.urgency,
      centerName: centers.name,
      createdAt: referralRequests.createdAt,
    })
    .from(referralRequests)
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .where(and(eq(referralRequests.patientId, patientId), referralScope(auth, 'patients.read')))
    .orderBy(desc(referralRequests.createdAt), asc(referralRequests.id))
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
