import { lazy, Suspense } from 'react'
import { ChunkLoadError } from '../../../shared/build-version/chunk-reload'
import { useCalculatorMessages } from '../calculator-messages'
import type { ScorePickerProps } from './score-picker'

// The pickers (PASI's figure, the joint picker, DLQI's questions) are their own chunk, loaded
// when a form first shows one; a failed load surfaces as a ChunkLoadError (one guarded reload).
const load = () => import('./score-picker')
const Loaded = lazy(() =>
  load().then(
    (module) => ({ default: module.ScorePicker }),
    (error: unknown) => {
      throw new ChunkLoadError(error)
    },
  ),
)

/** Loads the pickers ahead of need (and lets a test wait for them). */
export async function preloadScorePicker(): Promise<void> {
  await load()
}

/** A score's calculator picker on state the caller keeps (value + onChange), loaded on demand. */
export function LazyScorePicker(props: ScorePickerProps) {
  return (
    <Suspense fallback={<PickerLoading />}>
      <Loaded {...props} />
    </Suspense>
  )
}

function PickerLoading() {
  const { t } = useCalculatorMessages()
  return (
    <p className="calc__loading" role="status">
      {t('page.loadingCalculator')}
    </p>
  )
}
