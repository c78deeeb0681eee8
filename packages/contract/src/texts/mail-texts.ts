import type { MessageLocale } from '../validation-messages'

/**
 * The e-mails an administrator may reword (`mail.*` texts): the subject (the text's title) and the
 * paragraphs after the greeting (its body, blank lines between paragraphs). Values come in through
 * `{placeholders}`; the button link and the one-time code stay part of the template, so no wording
 * can lose them. A body must keep the required placeholders (the facts the reader needs) and may
 * use only the allowed ones. Czech paragraphs continue after `Dobrý den,` in lower case.
 */
export interface MailText {
  readonly template: 'registrationActivation' | 'passwordResetCode' | 'passwordChanged'
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
} as const satisfies Record<string, MailText>

export type MailTextKey = keyof typeof mailTexts

/** The mail text of a template, if an administrator may reword it. */
export function mailTextKeyOf(template: string): MailTextKey | undefined {
  return (Object.keys(mailTexts) as MailTextKey[]).find(
    (key) => mailTexts[key].template === template,
  )
}
