import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'
import { useCalculatorMessages, type CalculatorMessageKey } from './calculator-messages'
import {
  calculatorHref,
  calculatorList,
  nameKey,
  purposeKey,
  useCalculatorPlace,
  tabKey,
  type Specialty,
} from './calculator-list'
import { matchesQuery } from './lib/search'
import { replaceSearch } from './lib/url-sync'
import './calculators.css'

const specialties: readonly Specialty[] = ['dermatology', 'rheumatology']
const specialtyKey = (specialty: Specialty): CalculatorMessageKey => `specialty.${specialty}`
const specialtyPageKey = {
  dermatology: 'dermatologyCalculator.title',
  rheumatology: 'rheumatologyCalculator.title',
} as const

/**
 * /calculator: a card per score, grouped by specialty, and a search over names, abbreviations
 * and purposes (without diacritics: "zavaznost" finds "závažnost"). The query is kept in `?q=`.
 */
export function CalculatorIndexPage() {
  const place = useCalculatorPlace()
  const { t: tGlobal } = useI18n()
  const { t } = useCalculatorMessages()
  const { search } = useLocation()
  const [query, setQuery] = useState(() => new URLSearchParams(search).get('q') ?? '')
  const resultsId = useId()

  const texts = (entry: (typeof calculatorList)[number]) => [
    t(nameKey(entry.id)),
    t(tabKey(entry.id)),
    t(purposeKey(entry.id)),
    t(specialtyKey(entry.specialty)),
    ...entry.aliases,
  ]
  const groups = specialties.map((specialty) => ({
    specialty,
    entries: calculatorList.filter(
      (entry) => entry.specialty === specialty && matchesQuery(query, texts(entry)),
    ),
  }))
  const found = groups.reduce((sum, group) => sum + group.entries.length, 0)

  return (
    <div className="calculator-index">
      <PageHeader title={tGlobal('calculators.title')} description={t('index.description')} />
      {/* A plain labelled input rather than the TextField primitive: sharing that module with
          the sign-in page would split it into a chunk of its own, one more request on /login. */}
      <div role="search" className="calculator-index__search field">
        <label className="field__label" htmlFor={`${resultsId}-search`}>
          {t('index.searchLabel')}
        </label>
        <input
          id={`${resultsId}-search`}
          type="search"
          className="field__control"
          value={query}
          autoComplete="off"
          aria-controls={resultsId}
          aria-describedby={`${resultsId}-hint`}
          onChange={(event) => {
            const next = event.target.value
            setQuery(next)
            replaceSearch(next.trim() === '' ? [] : [['q', next]])
          }}
        />
        <span id={`${resultsId}-hint`} className="field__hint">
          {t('index.searchHint')}
        </span>
      </div>
      <p role="status" className="calculator-index__count">
        {query.trim() === ''
          ? t('index.countAll', { count: found })
          : t('index.countFound', { count: found })}
      </p>
      <div id={resultsId}>
        {groups.map(
          ({ specialty, entries }) =>
            entries.length > 0 && (
              <section
                key={specialty}
                className="calculator-index__group"
                aria-labelledby={`group-${specialty}`}
              >
                <div className="calculator-index__group-head">
                  <h2 id={`group-${specialty}`}>{t(specialtyKey(specialty))}</h2>
                  <Link className="calculator-index__page-link" to={place[specialty]}>
                    {t('index.openPage', { page: tGlobal(specialtyPageKey[specialty]) })}
                  </Link>
                </div>
                <ul className="calculator-cards">
                  {entries.map((entry) => (
                    <li key={entry.id} className="calculator-card">
                      <h3 className="calculator-card__title">
                        <Link to={calculatorHref(entry, place)}>{t(nameKey(entry.id))}</Link>
                      </h3>
                      <p className="calculator-card__purpose">{t(purposeKey(entry.id))}</p>
                      <p className="calculator-card__meta">
                        <span className="calculator-card__abbr">{t(tabKey(entry.id))}</span>
                        <span aria-hidden="true"> · </span>
                        {t(specialtyKey(entry.specialty))}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ),
        )}
        {found === 0 && <p className="calculator-index__empty">{t('index.nothingFound')}</p>}
      </div>
      <p className="calculator-note">{t('index.note')}</p>
    </div>
  )
}
