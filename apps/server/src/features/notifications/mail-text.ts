import { ANNOUNCEMENT_EVENT } from '@konzilium/contract/notifications'
import {
  isReferralNotice,
  referralNoticeText,
} from '@konzilium/contract/notifications/referral-notices'
import type { EmailKind } from '@konzilium/contract/users'
import type { MessageLocale } from '@konzilium/contract/validation-messages'

/**
 * The words of a notification in an e-mail, in the recipient's language. An e-mail crosses
 * servers outside the platform's control, so it never names a patient (ADR 033): a referral's
 * words say "a patient" whatever the in-app notification says.
 */
type Text = { title: string; text: string }

const fixed: Record<string, Record<MessageLocale, (params: Record<string, string>) => Text>> = {
  'invitation.activated': {
    cs: (p) => ({
      title: `${p.person ?? 'Pozvaný uživatel'} si aktivoval(a) účet`,
      text: 'Pozvaný lékař nebo reprezentant dokončil aktivaci účtu a může Konzilium používat.',
    }),
    en: (p) => ({
      title: `${p.person ?? 'An invited user'} activated their account`,
      text: 'The doctor or representative you invited has activated their account.',
    }),
  },
  'export.ready': {
    cs: () => ({
      title: 'Export je připraven ke stažení',
      text: 'Soubor Excel s exportem, o který jste požádali, je hotový. Stáhnete jej po přihlášení; po uplynutí platnosti se smaže.',
    }),
    en: () => ({
      title: 'Your export is ready to download',
      text: 'The Excel file of the export you asked for is ready. Download it after signing in; it is deleted when it expires.',
    }),
  },
  'registration.activated': {
    cs: (p) => ({
      title: `Nová registrace: ${p.person ?? 'lékař'}`,
      text: 'Lékař se zaregistroval přes veřejný formulář a potvrdil svůj e-mail.',
    }),
    en: (p) => ({
      title: `New registration: ${p.person ?? 'a doctor'}`,
      text: 'A doctor registered through the public form and confirmed their e-mail.',
    }),
  },
}

/** A questionnaire a patient answered from a link: never names the patient (ADR 033). */
const evaluationCompleted: Record<MessageLocale, (params: Record<string, string>) => Text> = {
  cs: (p) => ({
    title: p.questionnaire
      ? `Pacient vyplnil dotazník ${p.questionnaire}`
      : 'Pacient vyplnil dotazník',
    text: 'Odpovědi a skóre jsou uložené jako formulář v kartě pacienta, kterému jste dotazník poslali.',
  }),
  en: (p) => ({
    title: `A patient filled in ${p.questionnaire ? `the ${p.questionnaire}` : 'a'} questionnaire`,
    text: 'The answers and the score are saved as a form in the record of the patient you sent it to.',
  }),
}

const consultation: Record<MessageLocale, Text> = {
  cs: {
    title: 'Nová zpráva v konzultaci',
    text: 'V konzultaci, které se účastníte, je nová zpráva.',
  },
  en: {
    title: 'A new consultation message',
    text: 'A consultation you take part in has a new message.',
  },
}

const unknown: Record<MessageLocale, Text> = {
  cs: { title: 'Nové oznámení', text: 'Podrobnosti najdete v Konziliu.' },
  en: { title: 'A new notification', text: 'You will find the details in Konzilium.' },
}

export function mailTextOf(
  event: string,
  params: Record<string, string>,
  locale: MessageLocale,
): Text {
  const [kind, notice] = event.split('.')
  if (kind === 'referral' && notice && isReferralNotice(notice)) {
    const { patient: _patient, ...unnamed } = params
    const words = referralNoticeText(notice, locale, unnamed)
    return { title: words.title, text: words.description }
  }
  if (event === ANNOUNCEMENT_EVENT) {
    const title = params[`title.${locale}`] ?? params['title.cs']
    if (title) return { title, text: params[`text.${locale}`] ?? params['text.cs'] ?? '' }
  }
  if (kind === 'consultation') return consultation[locale]
  if (event === 'evaluation.completed') return evaluationCompleted[locale](params)
  return fixed[event]?.[locale](params) ?? unknown[locale]
}

/**
 * The kind of e-mail an event belongs to, for the recipient's delivery preference; `asked-for`:
 * the recipient asked for it and waits (an export they started), so it is sent at once.
 */
export function emailKindOf(event: string): EmailKind | 'asked-for' | null {
  if (event === 'export.ready') return 'asked-for'
  const [kind] = event.split('.')
  if (kind === 'referral') return 'referrals'
  if (kind === 'consultation') return 'consultations'
  if (kind === 'evaluation') return 'questionnaires'
  if (kind === 'invitation' || kind === 'registration') return 'accounts'
  if (event === ANNOUNCEMENT_EVENT) return 'announcements'
  return null
}
