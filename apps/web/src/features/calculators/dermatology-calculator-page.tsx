import { useI18n } from '../../shared/i18n/use-i18n'
import { calculatorCatalogue, useCalculatorMessages } from './calculator-messages'
import { dermatologyPart } from './dermatology/messages/part'
import { CalculatorPage, type PageCalculator } from './components/calculator-page'
import { ScoreCalculator, scoreCalculatorSpecs } from './components/score-calculator'
import { bsaConfig, pasiResponseConfig } from './scores/dermatology-configs'
import { bandLookupSpecs, dermatologyLookupScores } from './scores/band-lookup-specs'
import { lazyBandLookup, lazySeverity } from './scores/lazy-calculators'
import { DlqiCalculator, dlqiSpecs } from './scores/dlqi-calculator'
import { IgaCalculator, igaSpecs } from './scores/iga-calculator'
import { NapsiCalculator, napsiSpecs } from './scores/napsi-calculator'
import { NapsiLongCalculator, napsiLongSpecs } from './scores/napsi-long-calculator'
import { PasiCalculator } from './scores/pasi-calculator'
import { pasiSpecs } from './scores/pasi-regions'
import { severitySpecs } from './scores/severity-specs'
import { SpgaCalculator, spgaSpecs } from './scores/spga-calculator'
import './calculators.css'

// This page's part of the calculators' catalogue; its loaders are in this module, so the first-view
// preload map names the files for this page only.
calculatorCatalogue.addPart(dermatologyPart)

const calculators: [PageCalculator, ...PageCalculator[]] = [
  { id: 'pasi', scoreParams: ['pasi'], specs: pasiSpecs, render: () => <PasiCalculator /> },
  {
    id: 'bsa',
    scoreParams: ['bsa'],
    specs: scoreCalculatorSpecs(bsaConfig),
    render: () => <ScoreCalculator config={bsaConfig} />,
  },
  { id: 'dlqi', scoreParams: ['dlqi'], specs: dlqiSpecs, render: () => <DlqiCalculator /> },
  { id: 'iga', scoreParams: ['iga'], specs: igaSpecs, render: () => <IgaCalculator /> },
  { id: 'spga', scoreParams: ['spga'], specs: spgaSpecs, render: () => <SpgaCalculator /> },
  { id: 'napsi', scoreParams: ['napsi'], specs: napsiSpecs, render: () => <NapsiCalculator /> },
  {
    id: 'napsi-long',
    scoreParams: ['napsi-long'],
    specs: napsiLongSpecs,
    render: () => <NapsiLongCalculator />,
  },
  {
    id: 'pasi-response',
    scoreParams: ['pasi-response'],
    specs: scoreCalculatorSpecs(pasiResponseConfig),
    render: () => <ScoreCalculator config={pasiResponseConfig} />,
  },
  {
    id: 'severity',
    scoreParams: ['severity'],
    specs: severitySpecs,
    render: () => <lazySeverity.Calculator />,
    preload: lazySeverity.preload,
  },
  {
    id: 'band-lookup',
    scoreParams: ['band-lookup'],
    specs: bandLookupSpecs(dermatologyLookupScores),
    render: () => <lazyBandLookup.Calculator scores={dermatologyLookupScores} />,
    preload: lazyBandLookup.preload,
  },
]

/** /calculator/dermatology: PASI, BSA, DLQI, IGA, sPGA, NAPSI (short and long form), PASI response,
 * severity, the band of a known value. */
export function DermatologyCalculatorPage() {
  const { t } = useI18n()
  const messages = useCalculatorMessages()
  return (
    <CalculatorPage
      title={t('dermatologyCalculator.title')}
      description={messages.t('page.dermatology.description')}
      calculators={calculators}
    />
  )
}
