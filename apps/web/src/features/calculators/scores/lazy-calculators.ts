import { lazyCalculator } from '../components/lazy-calculator'

// The calculators a page loads on demand (components/lazy-calculator.tsx): the band look-up (the
// last tab of both pages, with the registry of every banded score) and the psoriasis severity
// (the rule sets of the scores package).

// The heights (rem) are those measured in Chromium at 390 and 1280 px; the band look-up's lies
// between its dermatology (fewer bands) and rheumatology form.
export const lazyBandLookup = lazyCalculator(
  'band-lookup',
  () => import('./band-lookup-calculator').then((module) => module.BandLookupCalculator),
  { narrow: 71.5, wide: 47.5 },
)

export const lazySeverity = lazyCalculator(
  'severity',
  () => import('./severity-calculator').then((module) => module.SeverityCalculator),
  { narrow: 149.5, wide: 80.5 },
)
