import {
  calculatePasi,
  calculatePasiPercent,
  pasiPercentScore,
  pasiScore,
  type PasiRegion,
} from '@konzilium/scores'
import type { Locale } from '../../../shared/i18n/locale'
import type { MissingItem, ResultView } from '../components/result-panel'
import { bandView, interpretationKey } from '../components/score-calculator'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import type { FormState } from '../lib/form-state'
import { issueMessage, type CalculatorT } from '../lib/issues'
import { formatScoreValue, parseLocaleNumber } from '../lib/locale-number'
import { runWithFormInput } from '../lib/run-score'
import {
  AREA_INPUT,
  param,
  pasiRegions,
  regionInput,
  regionNameKey,
  regionTenths,
  type RegionInput,
} from './pasi-regions'

/** What the PASI form's values come to: each region's input, the result and what it lacks. */
export interface PasiOutcome {
  readonly percentMode: boolean
  readonly regions: Readonly<Record<PasiRegion, RegionInput>>
  /** Each region's share of the score, formatted (– while its area is not known). */
  readonly shares: Readonly<Record<PasiRegion, string>>
  /** The regions with any grade or area above zero (the figure marks them). */
  readonly involved: ReadonlySet<PasiRegion>
  readonly definition: typeof pasiScore | typeof pasiPercentScore
  readonly missing: MissingItem[]
  /** The score and its band, when it can be computed. */
  readonly result: { readonly display: number; readonly band: string } | null
  readonly view: ResultView | null
  readonly summary: SummaryItem[]
  readonly copyText: string | null
}

/**
 * Computes PASI from the form's values; `onSelectRegion` is what a missing item's link does (it
 * opens the region whose area is wrong).
 */
export function pasiOutcome(
  values: FormState,
  t: CalculatorT,
  locale: Locale,
  onSelectRegion: (region: PasiRegion) => void,
): PasiOutcome {
  const percentMode = values[AREA_INPUT] === 'percent'
  const regions = Object.fromEntries(
    pasiRegions.map((region) => [region, regionInput(values, region)]),
  ) as Record<PasiRegion, RegionInput>
  // With areas in %, the package's % variant computes (and versions) the result from the very
  // % typed, converted by its area table; an empty % counts as 0 %, like an untouched region.
  const areaPercent = (region: PasiRegion) => {
    const parsed = parseLocaleNumber(values[param(region, 'areaPercent')] ?? '')
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
          onSelectRegion(region)
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

  return {
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
  }
}
