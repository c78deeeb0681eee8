import type { PasiRegion } from '@konzilium/scores'
import { useId } from 'react'
import { Button } from '../../../shared/ui/button'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { NumberField } from '../../../shared/ui/number-field'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { issueMessage } from '../lib/issues'
import { formatLimit } from '../lib/locale-number'
import type { CalculatorForm } from '../lib/use-calculator-form'
import {
  AREA_OPTIONS,
  areaPercentRange,
  param,
  pasiRegions,
  pasiWeightTenths,
  regionNameKey,
  SEVERITY_OPTIONS,
  severityItems,
  type RegionInput,
} from './pasi-regions'

const itemKey = (item: (typeof severityItems)[number]): CalculatorMessageKey => `pasi.item.${item}`
const gradeKey = (grade: string) => `pasi.grade.${grade}` as CalculatorMessageKey

/**
 * The selected PASI region's grades and area (as the 0–6 score or as a % of the region), with a
 * button on to the next region.
 */
export function PasiRegionEditor({
  form,
  selected,
  region,
  share,
  percentMode,
  onSelect,
}: {
  form: CalculatorForm
  selected: PasiRegion
  region: RegionInput
  share: string
  percentMode: boolean
  onSelect: (region: PasiRegion) => void
}) {
  const { t, locale } = useCalculatorMessages()
  const editorHeadingId = useId()
  const regionName = t(regionNameKey(selected))
  const areaZero =
    region.area === 0 && region.erythema + region.induration + region.desquamation > 0
  const nextRegion = pasiRegions[(pasiRegions.indexOf(selected) + 1) % pasiRegions.length] ?? 'head'
  const areaDetail = (score: number) => {
    const { from, to } = areaPercentRange(score)
    if (score === 0) return `0\u00a0%`
    if (score === 1) return `<\u00a0${formatLimit(locale, to)}\u00a0%`
    if (score === 6) return `≥\u00a0${formatLimit(locale, from)}\u00a0%`
    return t('pasi.areaRange', { from: formatLimit(locale, from), to: formatLimit(locale, to) })
  }
  const percentId = `pasi-${param(selected, 'areaPercent')}`

  return (
    <section className="pasi-editor" aria-labelledby={editorHeadingId}>
      <h3 id={editorHeadingId} className="pasi-editor__heading">
        {regionName}
        <span className="pasi-editor__meta">
          {t('pasi.regionMeta', {
            weight: formatLimit(locale, pasiWeightTenths[selected] / 10),
            share,
          })}
        </span>
      </h3>
      {severityItems.map((item) => (
        <ChoiceGroup
          key={`${selected}.${item}`}
          id={`pasi-${param(selected, item)}`}
          legend={t(itemKey(item))}
          value={form.values[param(selected, item)] ?? '0'}
          onChange={(value) => {
            form.update({ [param(selected, item)]: value })
          }}
          options={SEVERITY_OPTIONS.map((grade) => ({
            value: grade,
            label: grade,
            detail: t(gradeKey(grade)),
          }))}
        />
      ))}
      {percentMode ? (
        <NumberField
          key={percentId}
          id={percentId}
          label={t('pasi.areaPercent')}
          unit={t('unit.percent')}
          value={form.values[param(selected, 'areaPercent')] ?? ''}
          placeholder="0"
          onValueChange={(text) => {
            form.update({ [param(selected, 'areaPercent')]: text })
          }}
          hint={
            region.area === null
              ? t('pasi.areaPercentHint')
              : t('pasi.areaConverted', {
                  score: String(region.area),
                  range: areaDetail(region.area),
                })
          }
          error={
            region.areaIssue
              ? issueMessage(t, locale, region.areaIssue, `\u00a0${t('unit.percent')}`)
              : undefined
          }
        />
      ) : (
        <ChoiceGroup
          key={`${selected}.area`}
          id={`pasi-${param(selected, 'area')}`}
          legend={t('pasi.area')}
          value={form.values[param(selected, 'area')] ?? '0'}
          onChange={(value) => {
            form.update({ [param(selected, 'area')]: value })
          }}
          options={AREA_OPTIONS.map((score) => ({
            value: score,
            label: score,
            detail: areaDetail(Number(score)),
          }))}
        />
      )}
      {areaZero && (
        <p className="calc__warning" role="note">
          {t('pasi.areaZeroWarning')}
        </p>
      )}
      <Button
        variant="secondary"
        small
        onClick={() => {
          onSelect(nextRegion)
        }}
      >
        {t('pasi.nextRegion', { region: t(regionNameKey(nextRegion)) })}
      </Button>
    </section>
  )
}
