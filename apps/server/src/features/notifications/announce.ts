import {
  ANNOUNCEMENT_EVENT,
  type AnnouncementInput,
  type AnnouncementResult,
} from '@konzilium/contract/notifications'
import { may } from '@konzilium/contract/policy'
import { forbidden } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { notify } from './notify'
import { audienceIds } from './recipients'

/**
 * An admin's announcement: one notification per active user of the audience, with the admin's
 * Czech and English texts in its parameters (the reader sees their language). The route is the
 * notifications' own `save`, open to every role; the admin-only part is checked here, per role.
 */
export async function publishAnnouncement(
  s: Services,
  auth: AuthContext,
  input: AnnouncementInput,
): Promise<AnnouncementResult> {
  if (!may(auth.role, 'notifications.announce'))
    throw forbidden('Only an administrator may publish announcements')
  const params = {
    'title.cs': input.title.cs,
    'title.en': input.title.en,
    'text.cs': input.text.cs,
    'text.en': input.text.en,
  }
  return transaction(s.db, async (work) => {
    const recipients = await audienceIds(work.db, input.audience)
    await notify(
      s,
      work,
      recipients.map((userId) => ({
        userId,
        type: input.type,
        event: ANNOUNCEMENT_EVENT,
        params,
      })),
    )
    return { announced: recipients.length }
  })
}
