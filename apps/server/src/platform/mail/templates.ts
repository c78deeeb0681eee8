import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Role } from '@konzilium/contract/session'
import {
  pragueDateTime,
  type ReferralNotice,
  type ReferralNoticeParams,
} from '@konzilium/contract/notifications/referral-notices'
import { noticeBuilders, type DigestMail, type NoticeMail } from './notice-templates'
import { mailTextKeyOf, mailTexts, type MailTextKey } from '@konzilium/contract/texts/mail-texts'
import { fillPlaceholders } from '@konzilium/contract/texts/markdown'

/**
 * Every e-mail Konzilium sends, in Czech and English, built from typed data. Values are escaped for
 * HTML; subjects contain no user data. Most mails' words are editable texts (`mail-texts.ts` of the
 * contract, ADR 038); the rest (a known address registering again, the notification mails) are code. Greeting: a neutral `Dobrý den,`: the vocative of a Czech surname is
 * irregular and never built automatically (docs/domain/czech.md).
 */
export type MailTemplates = {
  invitation: {
    name: string
    role: Role
    inviterName: string | null
    activationUrl: string
    expiresAt: Date
  }
  registrationActivation: { name: string; activationUrl: string; expiresAt: Date }
  alreadyRegistered: { signInUrl: string; resetUrl: string }
  /** Someone invited an address that already has an account (no inviter named: no user data). */
  invitationAttempt: { signInUrl: string; resetUrl: string }
  passwordResetCode: { code: string; validMinutes: number }
  passwordChanged: { when: Date }
  twoFactorChanged: { enabled: boolean; when: Date }
  /**
   * A referral changed: the words of the in-app notification without the patient (mail crosses
   * servers outside the platform's control), an accept's first visit and whether the centre left
   * a message on the referral, and a link to the referral.
   */
  referralNotice: { notice: ReferralNotice; url: string } & Pick<
    ReferralNoticeParams,
    'center' | 'actor'
  > & {
      firstVisitAt?: Date
      message?: boolean
    }
  notificationNotice: NoticeMail
  notificationDigest: DigestMail
  /**
   * A doctor asks a patient to fill in a questionnaire: the one-time link, until when it works and
   * who asks (no patient data; the subject names only the questionnaire).
   */
  evaluationLink: {
    url: string
    expiresAt: Date
    questionnaire: 'dlqi' | 'basdai'
    doctorName: string | null
  }
  /**
   * A one-time link to a medical report (ADR 044): who sent it and until when it works; never the
   * patient's name (mail crosses servers outside the platform's control).
   */
  reportLink: {
    senderName: string
    recipient: 'patient' | 'doctor'
    url: string
    expiresAt: Date
  }
}
export type MailTemplateName = keyof MailTemplates
export type RenderedMail = { subject: string; text: string; html: string }

/** A role after "as": English needs its article ("as an outpatient doctor"), Czech has none. */
const roleNames: Record<Role, Record<MessageLocale, string>> = {
  admin: { cs: 'správce', en: 'an administrator' },
  center_doctor: {
    cs: 'lékař centra biologické léčby',
    en: 'a doctor of a biologic therapy centre',
  },
  peripheral_doctor: { cs: 'ambulantní lékař', en: 'an outpatient doctor' },
  rep: { cs: 'reprezentant', en: 'a representative' },
  patient: { cs: 'pacient', en: 'a patient' },
}

/** Who invites when no person is named: the platform's administration (Czech in lower case, as
 * a letter continues after the greeting; English capitalised by `renderMail`). */
const someInviter: Record<MessageLocale, string> = {
  cs: 'správce Konzilia',
  en: 'the Konzilium administrator',
}

/** The sentences an accepted referral's mail adds: the first visit, and that a message waits. */
const visitWords: Record<MessageLocale, { visit: string; message: string }> = {
  cs: { visit: 'První návštěva: {at}.', message: 'Centrum vám u žádosti zanechalo zprávu.' },
  en: { visit: 'First visit: {at}.', message: 'The centre left you a message on the referral.' },
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** A mail body: paragraphs of text, optionally one button link and one highlighted code. */
type Body = {
  greeting: string
  paragraphs: string[]
  link?: { label: string; url: string }
  code?: string
  footer: string
}

function toText(body: Body): string {
  const parts = [body.greeting, ...body.paragraphs]
  if (body.code) parts.push(body.code)
  if (body.link) parts.push(`${body.link.label}: ${body.link.url}`)
  parts.push('--', body.footer)
  return `${parts.join('\n\n')}\n`
}

function toHtml(subject: string, body: Body): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
  const code = body.code
    ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(body.code)}</p>`
    : ''
  const link = body.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.link.url)}" style="background:#4B48BF;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(body.link.label)}</a></p>` +
      p(body.link.url)
    : ''
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1d1b20;max-width:600px;margin:0 auto;padding:24px">` +
    p(body.greeting) +
    body.paragraphs.map(p).join('') +
    code +
    link +
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#666;font-size:12px">${escapeHtml(body.footer)}</p>` +
    `</body></html>`
  )
}

const footer: Record<MessageLocale, string> = {
  cs: 'Tuto zprávu poslalo Konzilium automaticky. Neodpovídejte na ni.',
  en: 'This message was sent automatically by Konzilium. Please do not reply.',
}

type Built = { subject: string; body: Omit<Body, 'footer' | 'greeting'> }

/** An administrator's wording of a mail (subject and paragraphs), or the built-in one. */
export type MailWording = { title: string; body: string }

/**
 * A mail whose words are an editable text (`mail-texts.ts`): the subject, and the paragraphs with
 * their placeholders filled; the link and the code stay the template's.
 */
function editable(
  text: MailWording,
  values: Record<string, string>,
  rest: Pick<Built['body'], 'link' | 'code'>,
): Built {
  // A placeholder filled with nothing (an accept without a first visit) leaves no double space.
  const paragraphs = fillPlaceholders(text.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]{2,}/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
  return { subject: text.title, body: { paragraphs, ...rest } }
}

const builders: {
  [K in MailTemplateName]: (
    data: MailTemplates[K],
    locale: MessageLocale,
    wording: MailWording,
  ) => Built
} = {
  invitation: (d, l, text) =>
    editable(
      text,
      {
        name: d.name,
        role: roleNames[d.role][l],
        inviter: d.inviterName ?? someInviter[l],
        expiresAt: pragueDateTime(d.expiresAt, l),
      },
      {
        link: {
          label: l === 'cs' ? 'Aktivovat účet' : 'Activate account',
          url: d.activationUrl,
        },
      },
    ),
  registrationActivation: (d, l, text) =>
    editable(
      text,
      { name: d.name, expiresAt: pragueDateTime(d.expiresAt, l) },
      {
        link: {
          label: l === 'cs' ? 'Dokončit registraci' : 'Complete registration',
          url: d.activationUrl,
        },
      },
    ),
  alreadyRegistered: (d, _l, text) =>
    editable(text, { signInUrl: d.signInUrl, resetUrl: d.resetUrl }, {}),
  invitationAttempt: (d, _l, text) =>
    editable(text, { signInUrl: d.signInUrl, resetUrl: d.resetUrl }, {}),
  passwordResetCode: (d, _l, text) =>
    editable(text, { validMinutes: String(d.validMinutes) }, { code: d.code }),
  passwordChanged: (d, l, text) => editable(text, { when: pragueDateTime(d.when, l) }, {}),
  twoFactorChanged: (d, l, text) => editable(text, { when: pragueDateTime(d.when, l) }, {}),
  referralNotice: (d, l, text) => {
    const at = d.firstVisitAt ? pragueDateTime(d.firstVisitAt, l) : null
    return editable(
      text,
      {
        center: d.center?.trim() || '—',
        actor: d.actor?.trim() || '—',
        visit: at ? visitWords[l].visit.replace('{at}', at) : '',
        message: d.message ? visitWords[l].message : '',
      },
      { link: { label: l === 'cs' ? 'Otevřít žádost' : 'Open the referral', url: d.url } },
    )
  },
  evaluationLink: (d, l) => {
    const name = d.questionnaire === 'dlqi' ? 'DLQI' : 'BASDAI'
    return l === 'cs'
      ? {
          subject: `Dotazník ${name} od vašeho lékaře`,
          body: {
            paragraphs: [
              `${d.doctorName ? `${d.doctorName} vás žádá` : 'váš lékař vás žádá'} o vyplnění krátkého dotazníku ${name}. Zabere jen pár minut a odpovědi se uloží k vaší kartě.`,
              `Odkaz platí do ${pragueDateTime(d.expiresAt, l)} a lze jej použít jen jednou. Nikomu jej nepřeposílejte.`,
            ],
            link: { label: 'Vyplnit dotazník', url: d.url },
          },
        }
      : {
          subject: `A ${name} questionnaire from your doctor`,
          body: {
            paragraphs: [
              `${d.doctorName ? `${d.doctorName} asks you` : 'your doctor asks you'} to fill in a short ${name} questionnaire. It takes a few minutes, and the answers are saved to your record.`,
              `The link works until ${pragueDateTime(d.expiresAt, l)} and only once. Please do not forward it.`,
            ],
            link: { label: 'Fill in the questionnaire', url: d.url },
          },
        }
  },
  reportLink: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Lékařská zpráva z Konzilia',
          body: {
            paragraphs: [
              `${d.senderName} vám posílá lékařskou zprávu ${d.recipient === 'patient' ? 'o vašem zdravotním stavu' : 'o společném pacientovi'}.`,
              `Zprávu (PDF) stáhnete po zadání data narození pacienta. Odkaz platí do ${pragueDateTime(d.expiresAt, l)} a lze jej použít jen jednou.`,
              'Pokud jste zprávu nečekali, e-mail ignorujte.',
            ],
            link: { label: 'Stáhnout zprávu', url: d.url },
          },
        }
      : {
          subject: 'A medical report from Konzilium',
          body: {
            paragraphs: [
              `${d.senderName} sends you a medical report ${d.recipient === 'patient' ? 'about your health' : 'about a patient you share'}.`,
              `You download the report (PDF) after entering the patient's date of birth. The link works until ${pragueDateTime(d.expiresAt, l)} and only once.`,
              'If you did not expect this report, ignore this message.',
            ],
            link: { label: 'Download the report', url: d.url },
          },
        },
  ...noticeBuilders,
}

/** Which of a template's mails `data` is: the second factor on or off, the kind of referral notice. */
function variantOf<K extends MailTemplateName>(
  template: K,
  data: MailTemplates[K],
): string | undefined {
  if (template === 'twoFactorChanged')
    return (data as MailTemplates['twoFactorChanged']).enabled ? 'enabled' : 'disabled'
  if (template === 'referralNotice') return (data as MailTemplates['referralNotice']).notice
  return undefined
}

/** The editable text (`mail-texts.ts`) a mail is worded from, if any. */
export function mailTextKeyFor<K extends MailTemplateName>(
  template: K,
  data: MailTemplates[K],
): MailTextKey | undefined {
  return mailTextKeyOf(template, variantOf(template, data))
}

/**
 * Renders a mail in a language. `wording` is an administrator's override of an editable mail
 * (`mail-texts.ts`, read by the queue); without one, the built-in wording is used.
 */
export function renderMail<K extends MailTemplateName>(
  template: K,
  data: MailTemplates[K],
  locale: MessageLocale,
  wording?: MailWording,
): RenderedMail {
  const key = mailTextKeyFor(template, data)
  const fallback = key ? mailTexts[key].defaults[locale] : { title: '', body: '' }
  const built = builders[template](data, locale, wording ?? fallback)
  // Czech continues a letter after `Dobrý den,` in lower case; English starts a new sentence.
  const [first, ...rest] = built.body.paragraphs
  if (locale === 'en' && first)
    built.body.paragraphs = [first.charAt(0).toUpperCase() + first.slice(1), ...rest]
  const body: Body = {
    greeting: locale === 'cs' ? 'Dobrý den,' : 'Hello,',
    footer: footer[locale],
    ...built.body,
  }
  return { subject: built.subject, text: toText(body), html: toHtml(built.subject, body) }
}
