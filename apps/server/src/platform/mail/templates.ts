import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Role } from '@konzilium/contract/session'
import {
  referralNoticeText,
  type ReferralNotice,
  type ReferralNoticeParams,
} from '@konzilium/contract/notifications/referral-notices'
import { noticeBuilders, type DigestMail, type NoticeMail } from './notice-templates'

/**
 * Every e-mail Konzilium sends, in Czech and English, built from typed data. Values are escaped for
 * HTML; subjects contain no user data. The texts are code for now and become editable texts (the
 * CMS feature) later. Greeting: a neutral `Dobrý den,`: the vocative of a Czech surname is
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

function formatDate(date: Date, locale: MessageLocale) {
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(date)
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

const builders: {
  [K in MailTemplateName]: (data: MailTemplates[K], locale: MessageLocale) => Built
} = {
  invitation: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Pozvánka do Konzilia',
          body: {
            paragraphs: [
              `${d.inviterName ? `${d.inviterName} vás zve` : 'Jste zváni'} do Konzilia jako ${roleNames[d.role].cs} (${d.name}).`,
              `Účet aktivujete nastavením vlastního hesla. Odkaz platí do ${formatDate(d.expiresAt, l)} a lze jej použít jen jednou.`,
            ],
            link: { label: 'Aktivovat účet', url: d.activationUrl },
          },
        }
      : {
          subject: 'Your invitation to Konzilium',
          body: {
            paragraphs: [
              `${d.inviterName ? `${d.inviterName} invites you` : 'You are invited'} to Konzilium as ${roleNames[d.role].en} (${d.name}).`,
              `Activate your account by choosing your own password. The link works until ${formatDate(d.expiresAt, l)} and only once.`,
            ],
            link: { label: 'Activate account', url: d.activationUrl },
          },
        },
  registrationActivation: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Dokončete registraci v Konziliu',
          body: {
            paragraphs: [
              `děkujeme za registraci (${d.name}). Registraci dokončíte nastavením hesla.`,
              `Odkaz platí do ${formatDate(d.expiresAt, l)} a lze jej použít jen jednou. Pokud jste se neregistrovali, zprávu ignorujte.`,
            ],
            link: { label: 'Dokončit registraci', url: d.activationUrl },
          },
        }
      : {
          subject: 'Complete your registration at Konzilium',
          body: {
            paragraphs: [
              `thank you for registering (${d.name}). Complete the registration by choosing a password.`,
              `The link works until ${formatDate(d.expiresAt, l)} and only once. If you did not register, ignore this message.`,
            ],
            link: { label: 'Complete registration', url: d.activationUrl },
          },
        },
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
  passwordResetCode: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Kód pro obnovení hesla',
          body: {
            paragraphs: [
              `pro nastavení nového hesla zadejte tento kód. Platí ${d.validMinutes} minut a lze jej použít jen jednou.`,
              'Pokud jste o obnovení hesla nežádali, zprávu ignorujte; vaše heslo se nezmění.',
            ],
            code: d.code,
          },
        }
      : {
          subject: 'Your password reset code',
          body: {
            paragraphs: [
              `enter this code to set a new password. It is valid for ${d.validMinutes} minutes and only once.`,
              'If you did not ask to reset your password, ignore this message; your password stays as it is.',
            ],
            code: d.code,
          },
        },
  passwordChanged: (d, l) =>
    l === 'cs'
      ? {
          subject: 'Heslo bylo změněno',
          body: {
            paragraphs: [
              `heslo k vašemu účtu bylo změněno (${formatDate(d.when, l)}). Ostatní přihlášení byla ukončena.`,
              'Pokud jste to nebyli vy, ihned si heslo obnovte a kontaktujte správce.',
            ],
          },
        }
      : {
          subject: 'Your password was changed',
          body: {
            paragraphs: [
              `the password of your account was changed (${formatDate(d.when, l)}). Your other sessions were ended.`,
              'If this was not you, reset your password at once and contact the administrator.',
            ],
          },
        },
  twoFactorChanged: (d, l) =>
    l === 'cs'
      ? {
          subject: d.enabled ? 'Dvoufázové přihlášení zapnuto' : 'Dvoufázové přihlášení vypnuto',
          body: {
            paragraphs: [
              `dvoufázové přihlášení k vašemu účtu bylo ${d.enabled ? 'zapnuto' : 'vypnuto'} (${formatDate(d.when, l)}).`,
              'Pokud jste to nebyli vy, kontaktujte ihned správce.',
            ],
          },
        }
      : {
          subject: d.enabled ? 'Two-factor sign-in switched on' : 'Two-factor sign-in switched off',
          body: {
            paragraphs: [
              `two-factor sign-in for your account was switched ${d.enabled ? 'on' : 'off'} (${formatDate(d.when, l)}).`,
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
  ...noticeBuilders,
}

export function renderMail<K extends MailTemplateName>(
  template: K,
  data: MailTemplates[K],
  locale: MessageLocale,
): RenderedMail {
  const built = builders[template](data, locale)
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
