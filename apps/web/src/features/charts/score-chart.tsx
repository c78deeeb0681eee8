import type { ChartSeries, ChartTreatment } from '@konzilium/contract/charts'
import { lazy, Suspense, useCallback, useId, useState } from 'react'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useTheme } from '../../shared/theme/use-theme'
import { Card } from '../../shared/ui/card'
import { useChartMessages } from './chart-messages'
import { useChartText } from './chart-words'

// The chart library arrives with the first chart drawn, never with the app's first view.
const UplotChart = lazy(() => import('./uplot-chart').then((m) => ({ default: m.UplotChart })))

/**
 * One score's chart: its bands behind, the treatment periods shaded, the response markers on the
 * values, and the value under the pointer read out beside it. The canvas is an image to assistive
 * technology, named with a summary; the table below holds every value.
 */
export function ScoreChart({
  series,
  treatments,
}: {
  series: ChartSeries
  treatments: readonly ChartTreatment[]
}) {
  const global = useI18n()
  const { t } = useChartMessages()
  const text = useChartText()
  const theme = useTheme()
  const summaryId = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  // Stable between renders: the chart is built again only when what it draws changes.
  const formatValue = useCallback((v: number) => text.value(series, v), [text, series])
  const name = text.scores.name(series.score)
  const first = series.points[0]
  const last = series.points.at(-1)
  const point = hovered === null ? undefined : series.points[hovered]
  const bandNames =
    series.bands === null
      ? []
      : [...series.bands.steps.map((s) => s.band), series.bands.top].map((b) =>
          text.scores.band(series.score, b),
        )
  return (
    <Card title={name} className="score-chart">
      <figure className="score-chart__figure">
        <div
          role="img"
          aria-label={t('series.aria', {
            score: name,
            count: series.points.length,
            from: first ? text.day(first.date) : '',
            to: last ? text.day(last.date) : '',
          })}
          aria-describedby={summaryId}
          className="score-chart__frame"
        >
          <Suspense fallback={<p role="status">{global.t('form.loading')}</p>}>
            <UplotChart
              label={name}
              series={series}
              treatments={treatments}
              words={text}
              formatValue={formatValue}
              onHover={setHovered}
              theme={theme}
            />
          </Suspense>
        </div>
        <figcaption id={summaryId} className="score-chart__caption">
          <span className="score-chart__readout">
            {point
              ? t('series.hover', {
                  date: text.day(point.date),
                  value: `${text.value(series, point.value)}${
                    point.band ? ` (${text.scores.band(series.score, point.band)})` : ''
                  }`,
                })
              : last && last.band
                ? t('series.latest', {
                    value: text.value(series, last.value),
                    band: text.scores.band(series.score, last.band),
                    date: text.day(last.date),
                  })
                : last
                  ? t('series.latestNoBand', {
                      value: text.value(series, last.value),
                      date: text.day(last.date),
                    })
                  : ''}
          </span>
          {bandNames.length > 0 && (
            <span className="score-chart__bands">
              {t('series.bands', { bands: bandNames.join(' · ') })}
            </span>
          )}
        </figcaption>
      </figure>
    </Card>
  )
}
