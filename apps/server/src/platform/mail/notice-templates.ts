import type { MessageLocale } from '@konzilium/contract/validation-messages'

/**
 * The e-mails of notifications (ADR 036): one notification at once, or the daily digest of
 * several. The subject is fixed (no user data); the body carries the notification's words in the
 * recipient's language, which never name a patient, and a link into the application.
 */
export type NoticeMail = { title: string; text: string; url: string }
export type DigestMail = { items: { title: string; text: string }[]; url: string }

type Built = {
  subject: string
  body: { paragraphs: string[]; link?: { label: string; url: string } }
}

const openLabel: Record<MessageLocale, string> = {
  cs: 'Otevřít Konzilium',
  en: 'Open Konzilium',
}

export const noticeBuilders = {
  notificationNotice: (d: NoticeMail, l: MessageLocale): Built => ({
    subject: l === 'cs' ? 'Nové oznámení v Konziliu' : 'A new notification at Konzilium',
    body: {
      paragraphs: [
        l === 'cs'
          ? 'v Konziliu pro vás máme nové oznámení:'
          : 'there is a new notification for you at Konzilium:',
        d.title,
        ...(d.text ? [d.text] : []),
      ],
      link: { label: openLabel[l], url: d.url },
    },
  }),
  notificationDigest: (d: DigestMail, l: MessageLocale): Built => ({
    subject: l === 'cs' ? 'Přehled oznámení z Konzilia' : 'Your Konzilium notifications',
    body: {
      paragraphs: [
        l === 'cs'
          ? `od posledního přehledu pro vás máme tato oznámení (${d.items.length}):`
          : `since the last summary, these notifications arrived for you (${d.items.length}):`,
        ...d.items.map((item) => (item.text ? `${item.title}: ${item.text}` : item.title)),
        l === 'cs'
          ? 'Jak často vám e-maily posíláme, nastavíte v Konziliu v Nastavení.'
          : 'You choose how often we e-mail you under Settings in Konzilium.',
      ],
      link: { label: openLabel[l], url: d.url },
    },
  }),
}
