import { intlLocales, type Locale } from './locale'

/** A counted phrase: Czech needs one (1), few (2–4), many (decimals) and other (0, 5+); English one/other. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const rulesCache = new Map<Locale, Intl.PluralRules>()

function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = rulesCache.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(intlLocales[locale])
    rulesCache.set(locale, rules)
  }
  return rules
}

export function selectPluralForm(locale: Locale, forms: PluralForms, count: number): string {
  const category = pluralRules(locale).select(count)
  return forms[category] ?? forms.other
}
