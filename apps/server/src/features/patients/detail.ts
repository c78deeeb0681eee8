import type { PatientDetail } from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import type { AuthContext } from '../../platform/auth/access'
import { referralsOfPatient } from '../referrals'
import { loadRecord, type DetailAction } from './repo'

/**
 * One patient's detail: the record (`loadRecord`) and its referrals in the caller's scope, read
 * by the referrals feature. Kept apart from `repo.ts`, which the feature's index exposes: the
 * referrals feature reads this feature's scope, so `repo.ts` must not read the referrals feature.
 */
export async function loadDetail(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  id: string,
  action: DetailAction,
): Promise<PatientDetail | null> {
  const record = await loadRecord(db, auth, id, action)
  if (!record) return null
  return { ...record, referrals: await referralsOfPatient(db, auth, id) }
}
