import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Role } from '@konzilium/contract/session'
import {
  pragueDateTime,
  referralNoticeText,
  type ReferralNotice,
  type ReferralNoticeParams,
} from '@konzilium/contract/notifications/referral-notices'
import { noticeBuilders, type DigestMail, type NoticeMail } from './notice-templates'
import { mailTextKeyOf, mailTexts } from '@konzilium/contract/texts/mail-texts'
import { fillPlaceholders } from '@konzilium/contract/texts/markdown'

/**
 * Every e-mail Konzilium sends, in Czech and English, built from typed data. Values are escaped for
 * HTML; subjects contain no user data. Some mails' words are editable texts (`mail-texts.ts` of the
 * contract, ADR 038); the rest are code. Greeting: a neutral `Dobrý den,`: the vocative of a Czech surname is
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
  const paragraphs = fillPlaceholders(text.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
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
  invitation: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Pozvánka do Konzilia',
          body: {
            paragraphs: [
              `${d.inviterName ? `${d.inviterName} vás zve` : 'Jste zváni'} do Konzilia jako ${roleNames[d.role].cs} (${d.name}).`,
              `Účet aktivujete nastavením vlastního hesla. Odkaz platí do ${pragueDateTime(d.expiresAt, l)} a lze jej použít jen jednou.`,
            ],
            link: { label: 'Aktivovat účet', url: d.activationUrl },
          },
        }
      : {
          subject: 'Your invitation to Konzilium',
          body: {
            paragraphs: [
              `${d.inviterName ? `${d.inviterName} invites you` : 'You are invited'} to Konzilium as ${roleNames[d.role].en} (${d.name}).`,
              `Activate your account by choosing your own password. The link works until ${pragueDateTime(d.expiresAt, l)} and only once.`,
            ],
            link: { label: 'Activate account', url: d.activationUrl },
          },
        },
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
  alreadyRegistered: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Účet v Konziliu už máte',
          body: {
            paragraphs: [
              'někdo (nejspíš vy) se pokusil zaregistrovat s touto e-mailovou adresou. Účet s ní už existuje, nový jsme nezaložili.',
              `Přihlaste se na ${d.signInUrl}. Pokud si heslo nepamatujete, obnovte je na ${d.resetUrl}.`,
            ],
          },
        }
      : {
          subject: 'You already have a Konzilium account',
          body: {
            paragraphs: [
              'someone (probably you) tried to register with this e-mail address. An account with it already exists; no new one was created.',
              `Sign in at ${d.signInUrl}. If you forgot your password, reset it at ${d.resetUrl}.`,
            ],
          },
        },
  invitationAttempt: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Pokus o pozvání do Konzilia',
          body: {
            paragraphs: [
              'někdo se vás pokusil pozvat do Konzilia s touto e-mailovou adresou. Účet s ní už máte, nový jsme nezaložili.',
              `Pokud jste pozvánku čekali, přihlaste se na ${d.signInUrl}; heslo můžete obnovit na ${d.resetUrl}. Jinak zprávu ignorujte.`,
            ],
          },
        }
      : {
          subject: 'An attempt to invite you to Konzilium',
          body: {
            paragraphs: [
              'someone tried to invite you to Konzilium with this e-mail address. You already have an account with it; no new one was created.',
              `If you expected the invitation, sign in at ${d.signInUrl}; you can reset your password at ${d.resetUrl}. Otherwise, ignore this message.`,
            ],
          },
        },
  passwordResetCode: (d, _l, text) =>
    editable(text, { validMinutes: String(d.validMinutes) }, { code: d.code }),
  passwordChanged: (d, l, text) => editable(text, { when: pragueDateTime(d.when, l) }, {}),
  twoFactorChanged: (d, l) =>
    l === 'cs'
      ? {
          subject: d.enabled ? 'Dvoufázové přihlášení zapnuto' : 'Dvoufázové přihlášení vypnuto',
          body: {
            paragraphs: [
              `dvoufázové přihlášení k vašemu účtu bylo ${d.enabled ? 'zapnuto' : 'vypnuto'} (${pragueDateTime(d.when, l)}).`,
              'Pokud jste to nebyli vy, kontaktujte ihned správce.',
            ],
          },
        }
      : {
          subject: d.enabled ? 'Two-factor sign-in switched on' : 'Two-factor sign-in switched off',
          body: {
            paragraphs: [
              `two-factor sign-in for your account was switched ${d.enabled ? 'on' : 'off'} (${pragueDateTime(d.when, l)}).`,
              'If this was not you, contact the administrator at once.',
            ],
          },
        },
  referralNotice: (d, l) => {
    const { title, description } = referralNoticeText(d.notice, l, {
      center: d.center,
      actor: d.actor,
      ...(d.firstVisitAt ? { firstVisitAt: d.firstVisitAt.toISOString() } : {}),
      ...(d.message ? { message: 'yes' } : {}),
    })
    return {
      subject: title,
      body: {
        // Czech continues after `Dobrý den,` in lower case.
        paragraphs: [`${title.charAt(0).toLowerCase()}${title.slice(1)}.`, description],
        link: { label: l === 'cs' ? 'Otevřít žádost' : 'Open the referral', url: d.url },
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
  const key = mailTextKeyOf(template)
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
