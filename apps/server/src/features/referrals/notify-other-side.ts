import { eq, inArray } from 'drizzle-orm'
import { userPreferences, users } from '../../db/schema'
import type { Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'
import { notify } from '../notifications'

/**
 * Tells the other side of a referral what happened: an in-app notification and an e-mail, in
 * the transaction of the change. Neither carries patient data: the event key, the referral id
 * and a link; the reader opens the referral under its own scope.
 */
export type ReferralNotice = 'created' | 'seen' | 'accepted' | 'denied' | 'cancelled' | 'redirected'

const kinds: Record<ReferralNotice, 'info' | 'success' | 'warning'> = {
  created: 'info',
  seen: 'info',
  accepted: 'success',
  denied: 'warning',
  cancelled: 'warning',
  redirected: 'info',
}

export async function notifyOtherSide(
  s: Services,
  work: Work,
  notice: ReferralNotice,
  referralId: string,
  recipientIds: readonly string[],
  /**
   * `visit`: an accept's first visit (its date is no patient data) and whether the centre left a
   * message, which the referrer reads on the referral itself.
   */
  options: { mail: boolean; visit?: { at: Date | null; message: boolean } },
): Promise<void> {
  const visitParams: Record<string, string> = {}
  if (options.visit?.at) visitParams.firstVisitAt = options.visit.at.toISOString()
  if (options.visit?.message) visitParams.message = 'yes'
  if (recipientIds.length === 0) return
  await notify(
    work.db,
    recipientIds.map((userId) => ({
      userId,
      type: kinds[notice],
      event: `referral.${notice}`,
      params: visitParams,
      target: { type: 'referral' as const, id: referralId },
    })),
  )
  if (!options.mail) return
  const recipients = await work.db
    .select({
      email: users.email,
      locale: users.locale,
      language: userPreferences.language,
      notifications: userPreferences.notifications,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(inArray(users.id, [...recipientIds]))
  const url = `${s.config.publicUrl.replace(/\/$/, '')}/app/requests?referral=${referralId}`
  for (const recipient of recipients) {
    // The user's switch for referral e-mails (Settings); absent means on.
    if (recipient.notifications?.referralEmails === false) continue
    await s.mail.enqueue(work, {
      to: recipient.email,
      template: 'referralNotice',
      data: {
        notice,
        url,
        ...(options.visit?.at ? { firstVisitAt: options.visit.at } : {}),
        ...(options.visit?.message ? { message: true } : {}),
      },
      locale: recipient.language ?? recipient.locale ?? 'cs',
    })
  }
}
