import type { ChartMarker, ChartSeries, ChartTreatment } from '@konzilium/contract/charts'
import { useMemo } from 'react'
import { formatDay, formatMonth, formatNumber } from '../../shared/i18n/format'
import type { Locale } from '../../shared/i18n/locale'
import { useScoreWords, type ScoreWords } from '../calculators'
import { useChartMessages, type ChartMessageKey } from './chart-messages'
import { xToDay } from './chart-drawing'
import type { ChartWords } from './chart-options'

/** The chart page's wording of values, markers and treatments in the reader's language. */
export interface ChartText extends ChartWords {
  scores: ScoreWords
  value: (series: ChartSeries, value: number) => string
  markerLong: (marker: ChartMarker, decimals: number) => string
  day: (day: string) => string
  period: (treatment: ChartTreatment) => string
}

function markerChange(locale: Locale, marker: ChartMarker, decimals: number): string {
  const places = marker.kind.startsWith('pasi') ? 1 : marker.kind === 'iga-success' ? 0 : decimals
  return formatNumber(locale, marker.change, { maximumFractionDigits: places })
}

export function useChartText(): ChartText {
  const { t, locale } = useChartMessages()
  const scores = useScoreWords()
  return useMemo(() => {
    const day = (d: string) => formatDay(locale, d)
    const value = (series: ChartSeries, v: number) =>
      `${formatNumber(locale, v, {
        minimumFractionDigits: series.decimals,
        maximumFractionDigits: series.decimals,
      })}${scores.unit(series.score)}`
    return {
      scores,
      day,
      value,
      // Years along an axis of several years, months along one of months, else days.
      axisDate: (x: number, span: number) => {
        const shown = xToDay(x)
        if (span > 3 * 365 * 86400) return shown.slice(0, 4)
        if (span > 120 * 86400) return formatMonth(locale, shown.slice(0, 7))
        return day(shown)
      },
      markerName: (marker) => t(`marker.short.${marker.kind}` as ChartMessageKey),
      markerLong: (marker, decimals) =>
        `${t(`marker.long.${marker.kind}` as ChartMessageKey, {
          change: markerChange(locale, marker, decimals),
        })}, ${t('marker.baseline', {
          value: formatNumber(locale, marker.baseline.value),
          date: day(marker.baseline.date),
        })}`,
      treatmentName: (treatment) => treatment.drug,
      period: (treatment) =>
        t('treatments.period', {
          drug: treatment.drug,
          start: day(treatment.start),
          stop: treatment.stop === null ? t('treatments.ongoing') : day(treatment.stop),
        }),
    }
  }, [t, locale, scores])
}
