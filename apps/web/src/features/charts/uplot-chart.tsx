import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartSeries, ChartTreatment } from '@konzilium/contract/charts'
import { chartData, chartOptions, type ChartWords } from './chart-options'

export interface UplotChartProps {
  label: string
  series: ChartSeries
  treatments: readonly ChartTreatment[]
  words: ChartWords
  formatValue: (value: number) => string
  /** Stable between renders (a state setter): a new one would build the chart again. */
  onHover: (index: number | null) => void
  /** Changes when the theme does, so the chart is drawn again in its colours. */
  theme: string
}

const chartHeight = 260
/** The width drawn for paper: an A4 page's text width at 96 dpi. */
const paperWidth = 680

/**
 * One score's chart, drawn by uPlot on a canvas (this module is loaded only when a chart is shown:
 * the library stays out of every other page). The chart follows its box's width, and is drawn
 * again in light colours at the page's width just before printing, and back after.
 */
export function UplotChart(props: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const { label, series, treatments, words, formatValue, onHover, theme } = props

  useEffect(() => {
    const element = box.current
    if (element === null) return
    const width = () => Math.max(element.clientWidth, 240)
    const build = (paper: boolean) =>
      new uPlot(
        chartOptions({
          element,
          paper,
          width: paper ? paperWidth : width(),
          height: chartHeight,
          label,
          series,
          treatments,
          words,
          formatValue,
          onHover,
        }),
        chartData(series),
        element,
      )
    let plot = build(false)
    const redraw = (paper: boolean) => () => {
      plot.destroy()
      plot = build(paper)
    }
    const forPaper = redraw(true)
    const forScreen = redraw(false)
    window.addEventListener('beforeprint', forPaper)
    window.addEventListener('afterprint', forScreen)
    const observer = new ResizeObserver(() => {
      if (plot.width !== width()) plot.setSize({ width: width(), height: chartHeight })
    })
    observer.observe(element)
    return () => {
      window.removeEventListener('beforeprint', forPaper)
      window.removeEventListener('afterprint', forScreen)
      observer.disconnect()
      plot.destroy()
    }
  }, [label, series, treatments, words, formatValue, onHover, theme])

  return <div ref={box} className="score-chart__canvas" />
}
