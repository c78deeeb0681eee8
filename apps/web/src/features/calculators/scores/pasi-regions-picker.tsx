import type { PasiRegion } from '@konzilium/scores'
import { useId } from 'react'
import { useCalculatorMessages } from '../calculator-messages'
import { PasiBodyPicker } from '../components/pasi-body-picker'
import type { CalculatorForm } from '../lib/use-calculator-form'
import type { PasiOutcome } from './pasi-outcome'
import { PasiRegionEditor } from './pasi-region-editor'
import { PasiRegionTable } from './pasi-region-table'

/**
 * PASI's four regions: the body figure, the chosen region's grades and area, and the table of all
 * four with their shares. The calculator page and the referral form's score picker draw it on
 * their own form state.
 */
export function PasiRegionsPicker({
  form,
  selected,
  onSelect,
  regions,
  shares,
  involved,
  percentMode,
}: {
  form: CalculatorForm
  selected: PasiRegion
  onSelect: (region: PasiRegion) => void
} & Pick<PasiOutcome, 'regions' | 'shares' | 'involved' | 'percentMode'>) {
  const { t } = useCalculatorMessages()
  const pickerLabelId = useId()
  return (
    <>
      <div className="pasi-layout">
        <div className="pasi-layout__figure">
          <p id={pickerLabelId} className="pasi-layout__label">
            {t('pasi.pickerLabel')}
          </p>
          <PasiBodyPicker
            selected={selected}
            onSelect={onSelect}
            shares={shares}
            involved={involved}
            labelledBy={pickerLabelId}
          />
        </div>
        <PasiRegionEditor
          form={form}
          selected={selected}
          region={regions[selected]}
          share={shares[selected]}
          percentMode={percentMode}
          onSelect={onSelect}
        />
      </div>
      <PasiRegionTable regions={regions} shares={shares} selected={selected} onSelect={onSelect} />
    </>
  )
}
