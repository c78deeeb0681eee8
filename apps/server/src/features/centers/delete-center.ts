import { and, eq, sql } from 'drizzle-orm'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { centers, patients, referralRequests } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { centerId, doctorsCount } from './repo'
import { centerScope } from './scope'

type Dependants = { doctors: number; patients: number; referrals: number }

const dependantWords: Record<MessageLocale, Record<keyof Dependants, string>> = {
  cs: { doctors: 'lékaři centra', patients: 'pacienti', referrals: 'žádosti o převzetí' },
  en: { doctors: 'centre doctors', patients: 'patients', referrals: 'referral requests' },
}

/** The refusal in the caller's language, naming what depends on the centre and how many. */
export function inUseMessage(dependants: Dependants, locale: MessageLocale): string {
  const parts = (Object.keys(dependants) as (keyof Dependants)[])
    .filter((key) => dependants[key] > 0)
    .map((key) => `${dependantWords[locale][key]}: ${dependants[key]}`)
    .join(', ')
  return locale === 'cs'
    ? `Centrum nelze smazat, dokud na něm něco závisí (${parts}). Nejdřív je převeďte jinam, nebo centrum jen skryjte.`
    : `The centre cannot be deleted while something depends on it (${parts}). Move them elsewhere first, or just hide the centre.`
}

const inUse = (dependants: Dependants, locale: MessageLocale) =>
  new AppError(409, 'CONFLICT', 'The centre is in use', [
    { path: '', message: inUseMessage(dependants, locale) },
  ])

/**
 * Deletes a centre nothing depends on: no centre doctor, no patient (even a deleted record keeps
 * its centre), no referral request in any state. Otherwise 409 with the counts.
 */
export async function deleteCenter(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await transaction(s.db, async (work) => {
    const [row] = await work.db
      .select({
        id: centers.id,
        doctors: doctorsCount,
        patients: sql<number>`(select count(*)::int from ${patients} where ${patients.centerId} = ${centerId})`,
        referrals: sql<number>`(select count(*)::int from ${referralRequests} where ${referralRequests.toCenterId} = ${centerId})`,
      })
      .from(centers)
      .where(and(eq(centers.id, id), centerScope(auth, 'centers.manage')))
      .for('update')
    if (!row) throw notFound('Centre')
    const dependants = {
      doctors: row.doctors,
      patients: row.patients,
      referrals: row.referrals,
    }
    if (dependants.doctors + dependants.patients + dependants.referrals > 0)
      throw inUse(dependants, ctx.locale)
    await work.db.delete(centers).where(eq(centers.id, id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'centers.deleted',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: id,
    })
  }).catch((error: unknown) => {
    // A doctor or patient added to the centre at the same moment: the foreign key decides.
    if ((error as { code?: string }).code === '23503')
      throw inUse({ doctors: 0, patients: 0, referrals: 0 }, ctx.locale)
    throw error
  })
}
