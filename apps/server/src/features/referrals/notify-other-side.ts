import { and, eq, inArray } from 'drizzle-orm'
import { formatPersonName } from '@konzilium/contract/czech'
import type { ReferralNotice } from '@konzilium/contract/notifications/referral-notices'
import { scopeFor } from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'
import type { Database } from '../../db/client'
import { personNameColumns } from '../../db/person-name'
import { centers, patients, referralRequests, userPreferences, users } from '../../db/schema'
import type { Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'
import { notify } from '../notifications'
import { patientScope } from '../patients'

/**
 * Tells the other side of a referral what happened: an in-app notification and an e-mail, in
 * the transaction of the change. The notification names the centre, the doctor who acted and the
 * patient, the patient only for a recipient who may read that record now (the patients' scope,
 * checked here per recipient); anyone else reads "a patient". The e-mail says the same without
 * the patient: mail crosses servers outside the platform's control, so it carries no patient
 * data, and the link opens the referral under the reader's own scope. That the centre opened a referral ("seen")
 * stays in the referral's history and is not announced.
 */

const kinds: Record<ReferralNotice, 'info' | 'success' | 'warning'> = {
  created: 'info',
  accepted: 'success',
  denied: 'warning',
  cancelled: 'warning',
  redirected: 'info',
  reminder: 'warning',
}

type Subject = { patientId: string; patient: string; center: string; actor: string }

/** The referral's patient, addressed centre and the acting user, in words. */
async function subjectOf(db: Database, referralId: string, actorUserId: string): Promise<Subject> {
  const [row] = await db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      center: centers.name,
    })
    .from(referralRequests)
    .innerJoin(patients, eq(patients.id, referralRequests.patientId))
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .where(eq(referralRequests.id, referralId))
  const [actor] = await db
    .select(personNameColumns(users))
    .from(users)
    .where(eq(users.id, actorUserId))
  if (!row) throw new Error('referral to announce not found')
  return {
    patientId: row.patientId,
    // In prose the first name comes first.
    patient: formatPersonName({ firstName: row.firstName, lastName: row.lastName }),
    center: row.center,
    actor: actor ? formatPersonName(actor) : '',
  }
}

/** Whether `recipient` may read the patient's record now (the same rule as opening it). */
async function maySeePatient(
  db: Database,
  recipient: { userId: string; role: Role },
  patientId: string,
): Promise<boolean> {
  if (scopeFor(recipient.role, 'patients.read') === null) return false
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientScope(recipient, 'patients.read')))
  return row !== undefined
}

export async function notifyOtherSide(
  s: Services,
  work: Work,
  notice: ReferralNotice,
  referral: { id: string; actorUserId: string },
  recipientIds: readonly string[],
  /**
   * `visit`: an accept's first visit (its date is no patient data) and whether the centre left a
   * message, which the referrer reads on the referral itself.
   */
  options: { mail: boolean; visit?: { at: Date | null; message: boolean } },
): Promise<void> {
  if (recipientIds.length === 0) return
  const visit: { firstVisitAt?: string; message?: 'yes' } = {}
  if (options.visit?.at) visit.firstVisitAt = options.visit.at.toISOString()
  if (options.visit?.message) visit.message = 'yes'
  const subject = await subjectOf(work.db, referral.id, referral.actorUserId)
  const recipients = await work.db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      locale: users.locale,
      language: userPreferences.language,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(inArray(users.id, [...recipientIds]))
  const url = `${s.config.publicUrl.replace(/\/$/, '')}/app/requests?referral=${referral.id}`
  for (const recipient of recipients) {
    const named = await maySeePatient(
      work.db,
      { userId: recipient.id, role: recipient.role },
      subject.patientId,
    )
    const unnamed = { center: subject.center, actor: subject.actor, ...visit }
    const params = named ? { ...unnamed, patient: subject.patient } : unnamed
    const [created] = await notify(s, work, [
      {
        userId: recipient.id,
        type: kinds[notice],
        event: `referral.${notice}`,
        params,
        target: { type: 'referral', id: referral.id },
        mail: options.mail ? 'own' : false,
      },
    ])
    // The user's delivery for referral e-mails (Settings): at once here, else the daily digest
    // or nothing.
    if (created?.email !== 'immediate') continue
    await s.mail.enqueue(work, {
      to: recipient.email,
      template: 'referralNotice',
      data: {
        notice,
        url,
        center: subject.center,
        actor: subject.actor,
        ...(options.visit?.at ? { firstVisitAt: options.visit.at } : {}),
        ...(options.visit?.message ? { message: true } : {}),
      },
      locale: recipient.language ?? recipient.locale ?? 'cs',
    })
  }
}
