import type { ErrorCode } from '@konzilium/contract/errors'
import type { MessageLocale } from '@konzilium/contract/validation-messages'

/** The short sentence of each error code, shown to people by the client's error toast. */
const statusMessages: Record<ErrorCode, Record<MessageLocale, string>> = {
  VALIDATION_FAILED: {
    cs: 'Zkontrolujte zadané údaje.',
    en: 'Please check the highlighted fields.',
  },
  MALFORMED_BODY: {
    cs: 'Požadavek nemá platný formát JSON.',
    en: 'The request is not valid JSON.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    cs: 'Tento typ obsahu server nepřijímá.',
    en: 'The server does not accept this content type.',
  },
  PAYLOAD_TOO_LARGE: { cs: 'Požadavek je příliš velký.', en: 'The request is too large.' },
  UNAUTHORIZED: { cs: 'Přihlaste se prosím.', en: 'Please sign in.' },
  TOKEN_EXPIRED: {
    cs: 'Platnost přihlášení vypršela. Přihlaste se znovu.',
    en: 'Your session has expired. Please sign in again.',
  },
  FORBIDDEN: { cs: 'K této akci nemáte oprávnění.', en: 'You are not allowed to do this.' },
  NOT_FOUND: { cs: 'Požadovaná položka neexistuje.', en: 'The requested item does not exist.' },
  METHOD_NOT_ALLOWED: { cs: 'Tato metoda není podporována.', en: 'This method is not supported.' },
  CONFLICT: {
    cs: 'Akci nelze provést v aktuálním stavu.',
    en: 'This action is not possible in the current state.',
  },
  UNPROCESSABLE_CONTENT: {
    cs: 'Obsah souboru přesahuje povolené meze.',
    en: 'The content of the file goes beyond the allowed limits.',
  },
  RATE_LIMITED: {
    cs: 'Příliš mnoho požadavků. Zkuste to prosím později.',
    en: 'Too many requests. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    cs: 'Služba je dočasně nedostupná. Zkuste to prosím za chvíli.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  INTERNAL_ERROR: {
    cs: 'Na serveru došlo k chybě. Zkuste to prosím znovu.',
    en: 'Something went wrong on the server. Please try again.',
  },
  INVALID_CREDENTIALS: { cs: 'Nesprávný e-mail nebo heslo.', en: 'Wrong e-mail or password.' },
  ACCOUNT_LOCKED: {
    cs: 'Účet je zablokovaný. Obraťte se na správce.',
    en: 'This account is locked. Please contact the administrator.',
  },
  SECOND_FACTOR_ENROLMENT_REQUIRED: {
    cs: 'Nejprve si nastavte dvoufázové přihlášení.',
    en: 'Please set up two-factor sign-in first.',
  },
  CODE_INVALID: { cs: 'Kód nebo odkaz není platný.', en: 'The code or link is not valid.' },
  CODE_EXPIRED: {
    cs: 'Platnost kódu nebo odkazu vypršela. Vyžádejte si nový.',
    en: 'The code or link has expired. Please request a new one.',
  },
  CODE_USED: {
    cs: 'Tento odkaz už byl použit. Přihlaste se.',
    en: 'This link has already been used. Please sign in.',
  },
  ATTEMPTS_EXHAUSTED: {
    cs: 'Odkaz už nelze použít: příliš mnoho chybných pokusů.',
    en: 'The link can no longer be used: too many wrong attempts.',
  },
  HUMAN_VERIFICATION_FAILED: {
    cs: 'Ověření, že nejste robot, se nezdařilo. Zkuste to prosím znovu.',
    en: 'The check that you are not a robot failed. Please try again.',
  },
  EXPORT_EXPIRED: {
    cs: 'Platnost exportu vypršela a soubor byl smazán. Vytvořte export znovu.',
    en: 'This export has expired and its file was deleted. Please export again.',
  },
}

export function statusMessage(code: ErrorCode, locale: MessageLocale): string {
  return statusMessages[code][locale]
}
