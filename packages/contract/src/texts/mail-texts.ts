import type { MessageLocale } from '../validation-messages'
import { referralNoticeText, type ReferralNotice } from '../notifications/referral-notices'

/**
 * The e-mails an administrator may reword (`mail.*` texts): the subject (the text's title) and the
 * paragraphs after the greeting (its body, blank lines between paragraphs). Values come in through
 * `{placeholders}`; the button link and the one-time code stay part of the template, so no wording
 * can lose them. A body must keep the required placeholders (the facts the reader needs) and may
 * use only the allowed ones. Czech paragraphs continue after `Dobrý den,` in lower case.
 */
export interface MailText {
  readonly template:
    | 'registrationActivation'
    | 'passwordResetCode'
    | 'passwordChanged'
    | 'invitation'
    | 'invitationAttempt'
    | 'alreadyRegistered'
    | 'twoFactorChanged'
    | 'referralNotice'
  /**
   * Which of a template's mails this is, when one template sends several (second factor on or
   * off; each kind of referral notice): the server picks the text by template and variant.
   */
  readonly variant?: string
  readonly allowed: readonly string[]
  readonly required: readonly string[]
  readonly defaults: Record<MessageLocale, { title: string; body: string }>
}

export const mailTexts = {
  'mail.registrationActivation': {
    template: 'registrationActivation',
    allowed: ['name', 'expiresAt'],
    required: ['expiresAt'],
    defaults: {
      cs: {
        title: 'Dokončete registraci v Konziliu',
        body:
          'děkujeme za registraci ({name}). Registraci dokončíte nastavením hesla.\n\n' +
          'Odkaz platí do {expiresAt} a lze jej použít jen jednou. Pokud jste se neregistrovali, zprávu ignorujte.',
      },
      en: {
        title: 'Complete your registration at Konzilium',
        body:
          'thank you for registering ({name}). Complete the registration by choosing a password.\n\n' +
          'The link works until {expiresAt} and only once. If you did not register, ignore this message.',
      },
    },
  },
  'mail.passwordReset': {
    template: 'passwordResetCode',
    allowed: ['validMinutes'],
    required: ['validMinutes'],
    defaults: {
      cs: {
        title: 'Kód pro obnovení hesla',
        body:
          'pro nastavení nového hesla zadejte tento kód. Platí {validMinutes} minut a lze jej použít jen jednou.\n\n' +
          'Pokud jste o obnovení hesla nežádali, zprávu ignorujte; vaše heslo se nezmění.',
      },
      en: {
        title: 'Your password reset code',
        body:
          'enter this code to set a new password. It is valid for {validMinutes} minutes and only once.\n\n' +
          'If you did not ask to reset your password, ignore this message; your password stays as it is.',
      },
    },
  },
  'mail.passwordChanged': {
    template: 'passwordChanged',
    allowed: ['when'],
    required: ['when'],
    defaults: {
      cs: {
        title: 'Heslo bylo změněno',
        body:
          'heslo k vašemu účtu bylo změněno ({when}). Ostatní přihlášení byla ukončena.\n\n' +
          'Pokud jste to nebyli vy, ihned si heslo obnovte a kontaktujte správce.',
      },
      en: {
        title: 'Your password was changed',
        body:
          'the password of your account was changed ({when}). Your other sessions were ended.\n\n' +
          'If this was not you, reset your password at once and contact the administrator.',
      },
    },
  },
  'mail.invitation': {
    template: 'invitation',
    allowed: ['name', 'role', 'inviter', 'expiresAt'],
    required: ['expiresAt'],
    defaults: {
      cs: {
        title: 'Pozvánka do Konzilia',
        body:
          '{inviter} vás zve do Konzilia jako {role} ({name}).\n\n' +
          'Účet aktivujete nastavením vlastního hesla. Odkaz platí do {expiresAt} a lze jej použít jen jednou.',
      },
      en: {
        title: 'Your invitation to Konzilium',
        body:
          '{inviter} invites you to Konzilium as {role} ({name}).\n\n' +
          'Activate your account by choosing your own password. The link works until {expiresAt} and only once.',
      },
    },
  },
  'mail.invitationAttempt': {
    template: 'invitationAttempt',
    allowed: ['signInUrl', 'resetUrl'],
    required: ['signInUrl', 'resetUrl'],
    defaults: {
      cs: {
        title: 'Pokus o pozvání do Konzilia',
        body:
          'někdo se vás pokusil pozvat do Konzilia s touto e-mailovou adresou. Účet s ní už máte, nový jsme nezaložili.\n\n' +
          'Pokud jste pozvánku čekali, přihlaste se na {signInUrl}; heslo můžete obnovit na {resetUrl}. Jinak zprávu ignorujte.',
      },
      en: {
        title: 'An attempt to invite you to Konzilium',
        body:
          'someone tried to invite you to Konzilium with this e-mail address. You already have an account with it; no new one was created.\n\n' +
          'If you expected the invitation, sign in at {signInUrl}; you can reset your password at {resetUrl}. Otherwise, ignore this message.',
      },
    },
  },
  'mail.alreadyRegistered': {
    template: 'alreadyRegistered',
    allowed: ['signInUrl', 'resetUrl'],
    required: ['signInUrl', 'resetUrl'],
    defaults: {
      cs: {
        title: 'Účet v Konziliu už máte',
        body:
          'někdo (nejspíš vy) se pokusil zaregistrovat s touto e-mailovou adresou. Účet s ní už existuje, nový jsme nezaložili.\n\n' +
          'Přihlaste se na {signInUrl}. Pokud si heslo nepamatujete, obnovte je na {resetUrl}.',
      },
      en: {
        title: 'You already have a Konzilium account',
        body:
          'someone (probably you) tried to register with this e-mail address. An account with it already exists; no new one was created.\n\n' +
          'Sign in at {signInUrl}. If you forgot your password, reset it at {resetUrl}.',
      },
    },
  },
  'mail.twoFactorEnabled': {
    template: 'twoFactorChanged',
    variant: 'enabled',
    allowed: ['when'],
    required: ['when'],
    defaults: {
      cs: {
        title: 'Dvoufázové přihlášení zapnuto',
        body:
          'dvoufázové přihlášení k vašemu účtu bylo zapnuto ({when}).\n\n' +
          'Pokud jste to nebyli vy, kontaktujte ihned správce.',
      },
      en: {
        title: 'Two-factor sign-in switched on',
        body:
          'two-factor sign-in for your account was switched on ({when}).\n\n' +
          'If this was not you, contact the administrator at once.',
      },
    },
  },
  'mail.twoFactorDisabled': {
    template: 'twoFactorChanged',
    variant: 'disabled',
    allowed: ['when'],
    required: ['when'],
    defaults: {
      cs: {
        title: 'Dvoufázové přihlášení vypnuto',
        body:
          'dvoufázové přihlášení k vašemu účtu bylo vypnuto ({when}).\n\n' +
          'Pokud jste to nebyli vy, kontaktujte ihned správce.',
      },
      en: {
        title: 'Two-factor sign-in switched off',
        body:
          'two-factor sign-in for your account was switched off ({when}).\n\n' +
          'If this was not you, contact the administrator at once.',
      },
    },
  },
  'mail.referralCreated': referralMail('created'),
  'mail.referralAccepted': referralMail('accepted'),
  'mail.referralDenied': referralMail('denied'),
  'mail.referralCancelled': referralMail('cancelled'),
  'mail.referralRedirected': referralMail('redirected'),
  'mail.referralReminder': referralMail('reminder'),
} as const satisfies Record<string, MailText>

/**
 * A referral notice's mail: the words of its in-app notification without the patient (mail
 * crosses servers outside the platform's control), `{center}` and `{actor}` filled when sent; an
 * accept adds `{visit}` (the first visit's time, in a sentence) and `{message}` (a sentence when the
 * centre left a message), each empty when there is none.
 */
function referralMail(notice: ReferralNotice) {
  const accepted = notice === 'accepted'
  const words = (locale: MessageLocale) => {
    const { title, description } = referralNoticeText(notice, locale, {
      center: '{center}',
      actor: '{actor}',
    })
    const more = accepted ? ' {visit} {message}' : ''
    return {
      title,
      body: `${title.charAt(0).toLowerCase()}${title.slice(1)}.\n\n${description}${more}`,
    }
  }
  return {
    template: 'referralNotice',
    variant: notice,
    allowed: ['center', 'actor', ...(accepted ? ['visit', 'message'] : [])],
    required: ['center'],
    defaults: { cs: words('cs'), en: words('en') },
  } satisfies MailText
}

export type MailTextKey = keyof typeof mailTexts

/**
 * The mail text of a template (and, for a template that sends several mails, of its variant), if
 * an administrator may reword it.
 */
export function mailTextKeyOf(template: string, variant?: string): MailTextKey | undefined {
  return (Object.keys(mailTexts) as MailTextKey[]).find((key) => {
    const text: MailText = mailTexts[key]
    return text.template === template && (text.variant === undefined || text.variant === variant)
  })
}
