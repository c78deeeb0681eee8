import {
  calculatePasi,
  calculatePasiPercent,
  pasiPercentScore,
  pasiScore,
  type PasiRegion,
} from '@konzilium/scores'
import { useId, useState } from 'react'
import { Link } from '../../../shared/navigation/link'
import { Button } from '../../../shared/ui/button'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { NumberField } from '../../../shared/ui/number-field'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { PasiBodyPicker } from '../components/pasi-body-picker'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { bandView, interpretationKey, scaleRows } from '../components/score-calculator'
import { ThresholdTable } from '../components/threshold-table'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { toQueryString } from '../lib/form-state'
import { issueMessage } from '../lib/issues'
import { formatLimit, formatScoreValue, parseLocaleNumber } from '../lib/locale-number'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm } from '../lib/use-calculator-form'
import {
  AREA_INPUT,
  AREA_OPTIONS,
  areaPercentRange,
  param,
  pasiRegions,
  pasiSpecs,
  pasiWeightTenths,
  regionInput,
  regionNameKey,
  regionTenths,
  SEVERITY_OPTIONS,
  severityItems,
  type RegionInput,
} from './pasi-regions'
import { sourceText } from '../lib/sources'
import { definitionFormula } from '../score-names'

const FIXED = { score: 'pasi' } as const

const itemKey = (item: (typeof severityItems)[number]): CalculatorMessageKey => `pasi.item.${item}`
const gradeKey = (grade: string) => `pasi.grade.${grade}` as CalculatorMessageKey

/**
 * PASI with a body picker: choose a region on the figure (or in the table), grade its erythema,
 * induration and desquamation 0–4 and its area as the 0–6 score or as a % of the region.
 */
export function PasiCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(pasiSpecs, { fixed: FIXED })
  const [selected, setSelected] = useState<PasiRegion>('head')
  const pickerLabelId = useId()
  const editorHeadingId = useId()
  const percentMode = form.values[AREA_INPUT] === 'percent'

  const regions = Object.fromEntries(
    pasiRegions.map((region) => [region, regionInput(form.values, region)]),
  ) as Record<PasiRegion, RegionInput>
  // With areas in %, the package's % variant computes (and versions) the result from the very
  // % typed, converted by its area table; an empty % counts as 0 %, like an untouched region.
  const areaPercent = (region: PasiRegion) => {
    const parsed = parseLocaleNumber(form.values[param(region, 'areaPercent')] ?? '')
    return parsed.kind === 'number' ? parsed.value : parsed.kind === 'empty' ? 0 : Number.NaN
  }
  const definition = percentMode ? pasiPercentScore : pasiScore
  const outcome = percentMode
    ? runWithFormInput(
        calculatePasiPercent,
        Object.fromEntries(
          pasiRegions.map((region) => {
            const { erythema, induration, desquamation } = regions[region]
            return [
              region,
              { erythema, induration, desquamation, areaPercent: areaPercent(region) },
            ]
          }),
        ),
      )
    : runWithFormInput(
        calculatePasi,
        Object.fromEntries(
          pasiRegions.map((region) => {
            const { erythema, induration, desquamation, area } = regions[region]
            return [region, { erythema, induration, desquamation, area }]
          }),
        ),
      )
  const share = (region: PasiRegion) => {
    const tenths = regionTenths(region, regions[region])
    return tenths === null ? '–' : formatScoreValue(locale, tenths / 10, 1)
  }
  const shares = Object.fromEntries(pasiRegions.map((r) => [r, share(r)])) as Record<
    PasiRegion,
    string
  >
  const involved = new Set(
    pasiRegions.filter((region) => {
      const r = regions[region]
      return r.erythema + r.induration + r.desquamation > 0 || (r.area ?? 0) > 0
    }),
  )

  const missing: MissingItem[] = pasiRegions.flatMap((region) => {
    const issue = regions[region].areaIssue
    if (!issue) return []
    return [
      {
        fieldId: `pasi-${param(region, 'areaPercent')}`,
        label: t('pasi.areaOf', { region: t(regionNameKey(region)) }),
        message: issueMessage(t, locale, issue, `\u00a0${t('unit.percent')}`),
        onActivate: () => {
          setSelected(region)
        },
      },
    ]
  })
  const result = outcome.ok && missing.length === 0 ? outcome.result : null
  const formatted = result ? formatScoreValue(locale, result.display, pasiScore.decimals) : null
  const view: ResultView | null =
    result && formatted !== null
      ? {
          value: formatted,
          band: bandView(t, 'pasi', pasiScore.bandIds, result.band),
          interpretation: t(interpretationKey('pasi', result.band)),
        }
      : null

  const summary: SummaryItem[] = pasiRegions.map((region) => {
    const r = regions[region]
    return {
      label: t(`pasi.short.${region}`),
      value: t('pasi.shortItems', {
        e: String(r.erythema),
        i: String(r.induration),
        d: String(r.desquamation),
        a: r.area === null ? '–' : String(r.area),
      }),
    }
  })
  const copyText =
    view && formatted !== null
      ? buildCopyText(locale, {
          score: 'PASI',
          value: formatted,
          band: view.band?.label ?? null,
          inputs: summary,
          date: new Date(),
        })
      : null

  const region = regions[selected]
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
            result && formatted !== null ? (
              <p className="result-panel__links">
                <Link
                  to={{
                    search: `?${toQueryString([
                      ['score', 'severity'],
                      ['pasi', String(result.display)],
                    ])}`,
                  }}
                >
                  {t('pasi.toSeverity')}
                </Link>
              </p>
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
      <div className="pasi-layout">
        <div className="pasi-layout__figure">
          <p id={pickerLabelId} className="pasi-layout__label">
            {t('pasi.pickerLabel')}
          </p>
          <PasiBodyPicker
            selected={selected}
            onSelect={setSelected}
            shares={shares}
            involved={involved}
            labelledBy={pickerLabelId}
          />
        </div>
        <section className="pasi-editor" aria-labelledby={editorHeadingId}>
          <h3 id={editorHeadingId} className="pasi-editor__heading">
            {regionName}
            <span className="pasi-editor__meta">
              {t('pasi.regionMeta', {
                weight: formatLimit(locale, pasiWeightTenths[selected] / 10),
                share: shares[selected],
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
              setSelected(nextRegion)
            }}
          >
            {t('pasi.nextRegion', { region: t(regionNameKey(nextRegion)) })}
          </Button>
        </section>
      </div>
      <div className="table-scroll">
        <table className="pasi-table">
          <caption>{t('pasi.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pasi.tableRegion')}</th>
              <th scope="col">
                <abbr title={t('pasi.item.erythema')}>{t('pasi.abbr.erythema')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('pasi.item.induration')}>{t('pasi.abbr.induration')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('pasi.item.desquamation')}>{t('pasi.abbr.desquamation')}</abbr>
              </th>
              <th scope="col">{t('pasi.tableArea')}</th>
              <th scope="col">{t('pasi.tableShare')}</th>
            </tr>
          </thead>
          <tbody>
            {pasiRegions.map((r) => (
              <tr key={r} className={r === selected ? 'pasi-table__selected' : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="pasi-table__region"
                    aria-pressed={r === selected}
                    onClick={() => {
                      setSelected(r)
                    }}
                  >
                    <span className="visually-hidden">{t('pasi.editRegion')} </span>
                    {t(regionNameKey(r))}
                  </button>
                </th>
                <td>{regions[r].erythema}</td>
                <td>{regions[r].induration}</td>
                <td>{regions[r].desquamation}</td>
                <td>{regions[r].area ?? '–'}</td>
                <td>{shares[r]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CalculatorShell>
  )
}
