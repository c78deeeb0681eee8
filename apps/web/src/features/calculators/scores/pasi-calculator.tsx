import { pasiScore, type PasiRegion } from '@konzilium/scores'
import { useState } from 'react'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel } from '../components/result-panel'
import { SeverityLink } from '../components/severity-link'
import { UseInReferral } from '../components/lazy-use-in-referral'
import { pasiInput } from '../score-picker/picker-input'
import { scaleRows } from '../components/score-calculator'
import { ThresholdTable } from '../components/threshold-table'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { pasiOutcome } from './pasi-outcome'
import { PasiRegionsPicker } from './pasi-regions-picker'
import { AREA_INPUT, pasiSpecs } from './pasi-regions'
import { sourceText } from '../lib/sources'
import { definitionFormula } from '../score-names'

const FIXED = { score: 'pasi' } as const

/**
 * PASI with a body picker: choose a region on the figure (or in the table), grade its erythema,
 * induration and desquamation 0–4 and its area as the 0–6 score or as a % of the region.
 */
export function PasiCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(pasiSpecs, { fixed: FIXED })
  const [selected, setSelected] = useState<PasiRegion>('head')
  const {
    percentMode,
    regions,
    shares,
    involved,
    definition,
    missing,
    result,
    view,
    summary,
    copyText,
  } = pasiOutcome(form.values, t, locale, setSelected)

  return (
    <CalculatorShell
      name={t(nameKey('pasi'))}
      purpose={t(purposeKey('pasi'))}
      intro={<p className="calc__note">{t('intro.pasi')}</p>}
      scoreName="PASI"
      summary={summary}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName="PASI"
          result={view}
          missing={missing}
          extra={
            result ? (
              <>
                <SeverityLink param="pasi" value={result.display} label="pasi.toSeverity" />
                <UseInReferral
                  score={percentMode ? 'pasi-percent' : 'pasi'}
                  values={form.values}
                  input={pasiInput(form.values, percentMode)}
                />
              </>
            ) : undefined
          }
          thresholds={
            <ThresholdTable
              rows={scaleRows(t, locale, 'pasi', pasiScore.bands, result?.band ?? null)}
            />
          }
          source={sourceText(t, definition.id)}
          versions={[definitionFormula(definition, 'calc.pasi.tab')]}
          copyText={copyText}
          onReset={() => {
            form.reset()
            setSelected('head')
          }}
        />
      }
    >
      <ChoiceGroup
        id="pasi-area-input"
        legend={t('pasi.areaInput')}
        value={percentMode ? 'percent' : 'band'}
        onChange={(value) => {
          form.update({ [AREA_INPUT]: value })
        }}
        options={[
          { value: 'band', label: t('pasi.areaInputBand') },
          { value: 'percent', label: t('pasi.areaInputPercent') },
        ]}
      />
      <PasiRegionsPicker
        form={form}
        selected={selected}
        onSelect={setSelected}
        regions={regions}
        shares={shares}
        involved={involved}
        percentMode={percentMode}
      />
    </CalculatorShell>
  )
}
