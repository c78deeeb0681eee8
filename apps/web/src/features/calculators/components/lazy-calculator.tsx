import { lazy, Suspense, useId, type ComponentType, type CSSProperties, type JSX } from 'react'
import { ChunkLoadError } from '../../../shared/build-version/chunk-reload'
import { useCalculatorMessages } from '../calculator-messages'
import { nameKey, purposeKey, type CalculatorId } from '../calculator-list'

export interface LazyCalculator<P> {
  /** The calculator, loaded on demand; meanwhile its heading and purpose hold its place. */
  readonly Calculator: (props: P) => JSX.Element
  /** Starts loading it (the switcher calls this when its tab is pointed at or focused). */
  readonly preload: () => void
}

/**
 * A calculator of a page that is not part of the page's first view: its code (and the
 * score code it reads) is its own chunk, loaded when its tab is pointed at, focused or opened. A
 * failed load is forgotten (the next attempt tries again) and surfaces as a ChunkLoadError, which
 * the error page turns into one guarded reload.
 */
export function lazyCalculator<P extends object>(
  id: CalculatorId,
  load: () => Promise<ComponentType<P>>,
  /** About the calculator's height in rem, below and from 960 px, kept free while it loads. */
  height: { readonly narrow: number; readonly wide: number },
): LazyCalculator<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw new ChunkLoadError(error)
    })
    return loading
  }
  const Loaded = lazy(() => start().then((component) => ({ default: component })))
  return {
    Calculator: (props: P) => (
      <Suspense fallback={<CalculatorPlaceholder id={id} height={height} />}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    ),
    preload: () => {
      start().catch(() => undefined)
    },
  }
}

function CalculatorPlaceholder({
  id,
  height,
}: {
  id: CalculatorId
  height: { readonly narrow: number; readonly wide: number }
}) {
  const { t } = useCalculatorMessages()
  const headingId = useId()
  // Custom properties, not a style: calculators.css picks the one of the viewport's width.
  const reserve = {
    '--calc-reserve-narrow': `${String(height.narrow)}rem`,
    '--calc-reserve-wide': `${String(height.wide)}rem`,
  } as CSSProperties
  return (
    <section
      className="calc calc--loading"
      aria-labelledby={headingId}
      aria-busy="true"
      style={reserve}
    >
      <div className="calc__intro">
        <h2 id={headingId}>{t(nameKey(id))}</h2>
        <p className="calc__purpose">{t(purposeKey(id))}</p>
      </div>
      <p className="calc__loading" role="status">
        {t('page.loadingCalculator')}
      </p>
    </section>
  )
}
