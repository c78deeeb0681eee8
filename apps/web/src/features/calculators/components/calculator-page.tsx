import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link } from '../../../shared/navigation/link'
import { paths } from '../../../shared/navigation/paths'
import { PageHeader } from '../../../shared/ui/page-header'
import { useCalculatorMessages } from '../calculator-messages'
import { useCalculatorPlace, type CalculatorId } from '../calculator-list'
import type { ParamSpec } from '../lib/form-state'
import { ScoreSwitcher } from './score-switcher'

export interface PageCalculator {
  readonly id: CalculatorId
  /** Every `?score=` value this calculator answers to (DAS28: the 4- and 3-variable forms). */
  readonly scoreParams: readonly string[]
  readonly specs: readonly ParamSpec[]
  readonly render: () => ReactNode
  /** Starts loading a calculator whose code loads on demand (the band look-up). */
  readonly preload?: () => void
}

/** Which calculator `?score=` asks for; a missing or unknown value opens the first one. */
export function resolveCalculator<C extends { readonly scoreParams: readonly string[] }>(
  calculators: readonly [C, ...C[]],
  score: string | null,
): C {
  return calculators.find((c) => score !== null && c.scoreParams.includes(score)) ?? calculators[0]
}

/**
 * A specialty's calculator page: title, the score switcher and the chosen calculator. The
 * calculator is remounted on every navigation (its key is the location's), so it reads its
 * inputs from the URL again after a switch, back/forward or a followed link.
 */
export function CalculatorPage({
  title,
  description,
  calculators,
}: {
  title: string
  description: string
  calculators: readonly [PageCalculator, ...PageCalculator[]]
}) {
  const { t } = useCalculatorMessages()
  const location = useLocation()
  const place = useCalculatorPlace()
  // `useLocation`, not `useSearchParams`: the latter would add its code to the main chunk.
  const current = resolveCalculator(calculators, new URLSearchParams(location.search).get('score'))
  return (
    <div className="calculator-page">
      <PageHeader title={title} description={description} />
      <ScoreSwitcher entries={calculators} current={current.id} label={t('page.switcherLabel')} />
      <div key={location.key} className="calculator-page__body">
        {current.render()}
      </div>
      <aside className="calculator-page__footer" aria-label={t('page.aboutLabel')}>
        <p>{t('page.disclaimer')}</p>
        <p>
          <Link to={place.index}>{t('page.allCalculators')}</Link>
          {' · '}
          <Link to={paths.materialsSystemTherapy}>{t('page.materialsLink')}</Link>
        </p>
      </aside>
    </div>
  )
}
