import { ANNOUNCEMENT_EVENT, type NotificationItem } from '@konzilium/contract/notifications'
import {
  isReferralNotice,
  referralNoticeText,
} from '@konzilium/contract/notifications/referral-notices'
import { to } from '../../shared/navigation/paths'
import type { Locale } from '../../shared/i18n/locale'
import type { MessageParams } from '../../shared/i18n/message-format'
import type { NotificationMessageKey } from './notification-messages'

/**
 * The events the server writes (ADR 017, ADR 018). A notification holds the event key and its
 * parameters (for a referral: the patient as far as the reader may see the record, the centre
 * and the doctor); its title and description are rendered here in the reader's language, a
 * referral's with the same words as its e-mail. An event this client does not know yet (a newer
 * server) gets a neutral text, never the raw key. `referral.seen` is no longer written; older
 * rows of it still read well.
 */
export const knownEvents = [
  'referral.seen',
  'auth.sign_in_failure_burst',
  'consultation.message',
  'invitation.activated',
  'registration.activated',
  'export.ready',
] as const
type KnownEvent = (typeof knownEvents)[number]

const isKnown = (event: string): event is KnownEvent =>
  (knownEvents as readonly string[]).includes(event)

type Translate = (key: NotificationMessageKey, params?: MessageParams) => string

export function notificationText(
  t: Translate,
  locale: Locale,
  item: Pick<NotificationItem, 'event' | 'params'>,
): { title: string; description: string } {
  const [kind, notice] = item.event.split('.')
  if (kind === 'referral' && notice && isReferralNotice(notice))
    return referralNoticeText(notice, locale, item.params)
  if (item.event === ANNOUNCEMENT_EVENT) return announcementText(t, locale, item.params)
  if (item.event === EVALUATION_COMPLETED) return evaluationText(t, item.params)
  if (!isKnown(item.event))
    return { title: t('event.unknown.title'), description: t('event.unknown.description') }
  return {
    title: t(`event.${item.event}.title`, item.params),
    description: t(`event.${item.event}.description`, item.params),
  }
}

/** A questionnaire answered from a link (ADR 041). */
const EVALUATION_COMPLETED = 'evaluation.completed'

/** Names the patient when the server did (the doctor may read the record), else "a patient". */
function evaluationText(
  t: Translate,
  params: Record<string, string>,
): { title: string; description: string } {
  return {
    title: params.patient
      ? t('event.evaluation.completed.title', params)
      : t('event.evaluation.completed.unnamed', params),
    description: t('event.evaluation.completed.description', params),
  }
}

/** An admin's announcement carries its own texts in both languages; the reader's is shown. */
function announcementText(
  t: Translate,
  locale: Locale,
  params: Record<string, string>,
): { title: string; description: string } {
  const title = params[`title.${locale}`] ?? params['title.cs']
  const description = params[`text.${locale}`] ?? params['text.cs']
  if (!title)
    return { title: t('event.unknown.title'), description: t('event.unknown.description') }
  return { title, description: description ?? '' }
}

/** Where a notification leads: the object, opened under the reader's own scope. Ids only. */
export function notificationHref(item: Pick<NotificationItem, 'target'>): string | null {
  const target = item.target
  if (!target) return null
  switch (target.type) {
    case 'referral':
      return to.referral(target.id)
    case 'patient':
      return to.patient(target.id)
    case 'consultation':
      return to.consultation(target.id)
    case 'export':
      return to.exportJob(target.id)
  }
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "před 5 minutami" / "5 minutes ago"; under a minute "právě teď" / "now". */
export function relativeTime(locale: Locale, at: string | number | Date, now: number): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}

/**
 * Which notifications become toasts: those created after the newest one this page already knew
 * (`baseline`, the first statistics answer), unread, not hidden, not toasted before. Oldest
 * first, so the newest is added last and is the one on screen (the toast store shows only the
 * most recent visible one and keeps five).
 */
export function freshForToast(
  items: readonly NotificationItem[],
  baseline: string | null,
  toasted: ReadonlySet<string>,
): NotificationItem[] {
  const after = baseline === null ? -Infinity : Date.parse(baseline)
  return items
    .filter(
      (item) =>
        item.readAt === null &&
        !item.hidden &&
        !toasted.has(item.id) &&
        Date.parse(item.createdAt) > after,
    )
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
}
