import type { z } from 'zod'

/**
 * One wording of validation messages for the server's error envelope and the web forms, so a
 * field says the same thing whether the browser or the API caught it. Schemas may carry their own
 * message as a key of `customMessages` (e.g. `z.string().min(12, { error: 'password.tooShort' })`);
 * everything else is worded here from the issue's code and parameters.
 */
export type MessageLocale = 'cs' | 'en'

export const customMessages: Record<string, Record<MessageLocale, string>> = {
  'body.required': { cs: 'Chybí tělo požadavku.', en: 'The request body is missing.' },
  'text.nul': {
    cs: 'Text obsahuje nepovolený znak (NUL).',
    en: 'The text contains a character that is not allowed (NUL).',
  },
  'text.unstorable': {
    cs: 'Některou hodnotu nelze uložit: obsahuje nepovolený znak nebo je mimo povolený rozsah.',
    en: 'A value cannot be stored: it holds a character that is not allowed or is out of range.',
  },
}

/** Lets a feature register the texts of its own message keys (next to its schemas). */
export function registerCustomMessages(messages: Record<string, Record<MessageLocale, string>>) {
  Object.assign(customMessages, messages)
}

const typeNames: Record<string, Record<MessageLocale, string>> = {
  string: { cs: 'text', en: 'text' },
  number: { cs: 'číslo', en: 'a number' },
  int: { cs: 'celé číslo', en: 'a whole number' },
  boolean: { cs: 'ano/ne', en: 'true or false' },
  array: { cs: 'seznam', en: 'a list' },
  object: { cs: 'objekt', en: 'an object' },
  date: { cs: 'datum', en: 'a date' },
}

const formatNames: Record<string, Record<MessageLocale, string>> = {
  email: { cs: 'e-mailovou adresu', en: 'an e-mail address' },
  uuid: { cs: 'identifikátor UUID', en: 'a UUID' },
  url: { cs: 'adresu URL', en: 'a URL' },
  datetime: { cs: 'datum a čas ve formátu ISO 8601', en: 'an ISO 8601 date and time' },
  date: { cs: 'datum ve formátu RRRR-MM-DD', en: 'a date as YYYY-MM-DD' },
  regex: { cs: 'hodnotu ve správném tvaru', en: 'a value in the right form' },
}

type Issue = z.core.$ZodIssue

/**
 * Cross-field rules (e.g. DLQI question 7 and its follow-up) raise custom issues with a stable
 * `params.code`; these are their words.
 */
const customIssueMessages: Record<string, Record<MessageLocale, string>> = {
  required: { cs: 'Vyplňte toto pole.', en: 'This field is required.' },
  not_applicable: {
    cs: 'Tato odpověď se k předchozí odpovědi nehodí; nechte ji prázdnou.',
    en: 'This answer does not apply given the previous answer; leave it empty.',
  },
  too_many_unanswered: {
    cs: 'Nezodpovězena zůstala více než jedna otázka, skóre nelze spočítat.',
    en: 'More than one question is unanswered, so the score cannot be calculated.',
  },
}

function customIssueMessage(issue: Issue, locale: MessageLocale): string {
  const params = (issue as { params?: { code?: unknown } }).params
  const code = typeof params?.code === 'string' ? params.code : undefined
  const known = code ? customIssueMessages[code] : undefined
  if (known) return known[locale]
  return locale === 'cs' ? 'Neplatná hodnota.' : 'Invalid value.'
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }, locale: MessageLocale) {
  const small = issue.code === 'too_small'
  const bound = small ? issue.minimum : issue.maximum
  const limit = Number(bound)
  const inclusive = issue.inclusive !== false
  // zod's `origin` is an open string union, so these are ifs rather than an exhaustive switch.
  if (issue.origin === 'string') {
    if (small && limit === 1)
      return locale === 'cs' ? 'Vyplňte toto pole.' : 'This field is required.'
    return locale === 'cs'
      ? `${small ? 'Zadejte alespoň' : 'Zadejte nejvýše'} ${limit} ${czechCharacters(limit)}.`
      : `Enter ${small ? 'at least' : 'at most'} ${limit} character${limit === 1 ? '' : 's'}.`
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return locale === 'cs'
      ? `${small ? 'Vyberte alespoň' : 'Vyberte nejvýše'} ${limit} ${czechItems(limit)}.`
      : `Choose ${small ? 'at least' : 'at most'} ${limit} item${limit === 1 ? '' : 's'}.`
  }
  const shown =
    issue.origin === 'date'
      ? new Date(limit).toLocaleDateString(locale === 'cs' ? 'cs-CZ' : 'en-GB')
      : limit.toLocaleString(locale === 'cs' ? 'cs-CZ' : 'en-GB')
  if (locale === 'cs') {
    if (small) return inclusive ? `Musí být alespoň ${shown}.` : `Musí být větší než ${shown}.`
    return inclusive ? `Musí být nejvýše ${shown}.` : `Musí být menší než ${shown}.`
  }
  if (small) return inclusive ? `Must be at least ${shown}.` : `Must be greater than ${shown}.`
  return inclusive ? `Must be at most ${shown}.` : `Must be less than ${shown}.`
}

function czechCharacters(n: number) {
  const rule = new Intl.PluralRules('cs').select(n)
  return rule === 'one' ? 'znak' : rule === 'few' ? 'znaky' : 'znaků'
}

function czechItems(n: number) {
  const rule = new Intl.PluralRules('cs').select(n)
  return rule === 'one' ? 'položku' : rule === 'few' ? 'položky' : 'položek'
}

/** The message of one zod issue in the caller's language. */
export function formatIssueMessage(issue: Issue, locale: MessageLocale): string {
  const custom = customMessages[issue.message]
  if (custom) return custom[locale]
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) {
        return locale === 'cs' ? 'Vyplňte toto pole.' : 'This field is required.'
      }
      const name = typeNames[issue.expected]?.[locale] ?? issue.expected
      return locale === 'cs' ? `Zadejte ${name}.` : `Enter ${name}.`
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, locale)
    case 'invalid_format': {
      const name = formatNames[issue.format]?.[locale] ?? formatNames.regex?.[locale] ?? ''
      return locale === 'cs' ? `Zadejte platnou ${name}.` : `Enter ${name}.`
    }
    case 'not_multiple_of':
      return locale === 'cs'
        ? `Musí být násobkem ${String(issue.divisor)}.`
        : `Must be a multiple of ${String(issue.divisor)}.`
    case 'invalid_value':
      return locale === 'cs'
        ? `Vyberte jednu z možností: ${issue.values.map(String).join(', ')}.`
        : `Choose one of: ${issue.values.map(String).join(', ')}.`
    case 'unrecognized_keys':
      return locale === 'cs'
        ? `Neznámá pole: ${issue.keys.join(', ')}.`
        : `Unknown fields: ${issue.keys.join(', ')}.`
    case 'custom':
      return customIssueMessage(issue, locale)
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return locale === 'cs' ? 'Neplatná hodnota.' : 'Invalid value.'
  }
}

/** Dotted path of an issue (`items.2.email`), as the error envelope and the forms use it. */
export function issuePath(issue: Pick<Issue, 'path'>): string {
  return issue.path.map(String).join('.')
}
