import { diagnoses } from '@konzilium/contract/codes'
import type { Icd10Entry } from '@konzilium/contract/icd10'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '../../shared/i18n/locale'

/**
 * The ICD-10 list, loaded when a page first needs it (its own chunk, never the first view's code)
 * and kept for the session: it does not change while the app runs.
 */
export function useIcd10List() {
  return useQuery({
    queryKey: ['icd10-list'],
    queryFn: () => import('@konzilium/contract/icd10').then((m) => m.icd10Entries),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/** An entry's name in the UI's language: English for the indication codes, else the Czech name. */
export const entryName = (entry: Pick<Icd10Entry, 'name' | 'en'>, locale: Locale) =>
  locale === 'en' ? (entry.en ?? entry.name) : entry.name

/**
 * A code's name: the indication codes at once, any other code once the list has loaded (until
 * then, and for a code no longer listed, nothing but the code itself is shown).
 */
export function useDiagnosisName(locale: Locale): (code: string) => string {
  const list = useIcd10List().data
  return (code) => {
    const indication = diagnoses.find((d) => d.code === code)
    if (indication) return locale === 'en' ? indication.en : indication.cs
    const entry = list?.find((e) => e.code === code)
    return entry ? entryName(entry, locale) : ''
  }
}
