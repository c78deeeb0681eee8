import type { BandLookupScoreId } from '@konzilium/scores'
import { lazy, Suspense, useId } from 'react'
import { ChunkLoadError } from '../../../shared/build-version/chunk-reload'
import { useCalculatorMessages } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import type * as BandLookup from './band-lookup-calculator'

type BandLookupModule = typeof BandLookup

let loading: Promise<BandLookupModule> | null = null

/**
 * Starts loading the band look-up (its own chunk, with the score registry it reads): it is the last
 * tab of a calculator page, so the page's first view does not download it (issue 10). The switcher
 * calls this when its tab is pointed at or focused, so it is usually there by the click. A failed
 * load is forgotten (the next attempt tries again) and surfaces as a ChunkLoadError, which the
 * error page turns into one guarded reload.
 */
export function preloadBandLookup(): Promise<BandLookupModule> {
  loading ??= import('./band-lookup-calculator').catch((error: unknown) => {
    loading = null
    throw new ChunkLoadError(error)
  })
  return loading
}

const BandLookupCalculator = lazy(() =>
  preloadBandLookup().then((module) => ({ default: module.BandLookupCalculator })),
)

/** The band look-up, loaded on demand; meanwhile its heading and purpose hold its place. */
export function LazyBandLookupCalculator({
  scores,
}: {
  scores: readonly [BandLookupScoreId, ...BandLookupScoreId[]]
}) {
  return (
    <Suspense fallback={<BandLookupPlaceholder />}>
      <BandLookupCalculator scores={scores} />
    </Suspense>
  )
}

function BandLookupPlaceholder() {
  const { t } = useCalculatorMessages()
  const headingId = useId()
  return (
    <section className="calc calc--loading" aria-labelledby={headingId} aria-busy="true">
      <div className="calc__intro">
        <h2 id={headingId}>{t(nameKey('band-lookup'))}</h2>
        <p className="calc__purpose">{t(purposeKey('band-lookup'))}</p>
      </div>
      <p className="calc__loading" role="status">
        {t('page.loadingCalculator')}
      </p>
    </section>
  )
}
