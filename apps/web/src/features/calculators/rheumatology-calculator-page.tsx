import { useI18n } from '../../shared/i18n/use-i18n'
import { calculatorCatalogue, useCalculatorMessages } from './calculator-messages'
import { rheumatologyPart } from './rheumatology/messages/part'
import { CalculatorPage, type PageCalculator } from './components/calculator-page'
import { ScoreCalculator, scoreCalculatorSpecs } from './components/score-calculator'
import { bandLookupSpecs, rheumatologyLookupScores } from './scores/band-lookup-specs'
import { lazyBandLookup } from './scores/lazy-calculators'
import { rheumatologyConfigs } from './scores/rheumatology-configs'
import './calculators.css'

// This page's part of the calculators' catalogue; its loaders are in this module, so the first-view
// preload map names the files for this page only.
calculatorCatalogue.addPart(rheumatologyPart)

const bandLookup: PageCalculator = {
  id: 'band-lookup',
  scoreParams: ['band-lookup'],
  specs: bandLookupSpecs(rheumatologyLookupScores),
  render: () => <lazyBandLookup.Calculator scores={rheumatologyLookupScores} />,
  preload: lazyBandLookup.preload,
}

const calculators = [
  ...rheumatologyConfigs.map((config): PageCalculator => ({
    id: config.id,
    scoreParams: config.variants.map((variant) => variant.scoreParam),
    specs: scoreCalculatorSpecs(config),
    render: () => <ScoreCalculator config={config} />,
  })),
  bandLookup,
] as PageCalculator[] as [PageCalculator, ...PageCalculator[]]

/** /calculator/rheumatology: DAS28 (CRP, ESR), CDAI, SDAI, DAPSA, BASDAI, ASDAS, EULAR response,
 * the band of a known value. */
export function RheumatologyCalculatorPage() {
  const { t } = useI18n()
  const messages = useCalculatorMessages()
  return (
    <CalculatorPage
      title={t('rheumatologyCalculator.title')}
      description={messages.t('page.rheumatology.description')}
      calculators={calculators}
    />
  )
}
