import type uPlot from 'uplot'
import type { ChartMarker, ChartSeries, ChartTreatment } from '@konzilium/contract/charts'
import {
  bandAreas,
  dayToX,
  markerTone,
  namedMarkers,
  toneColours,
  treatmentSpan,
  yRange,
  type Tone,
} from './chart-drawing'

/** What the chart writes, in the reader's language. */
export interface ChartWords {
  /** A chart x value (seconds) as a date for the axis, given the axis' span in seconds. */
  axisDate: (x: number, span: number) => string
  markerName: (marker: ChartMarker) => string
  treatmentName: (treatment: ChartTreatment) => string
}

/** The theme's colours, read from its custom properties when the chart is built. */
interface Palette {
  text: string
  muted: string
  grid: string
  line: string
  treatment: string
  tone: Readonly<Record<Tone, string>>
}

/**
 * The colours on paper: the light theme's, whatever the screen shows (the print sheet prints
 * light, and a canvas keeps the colours it was drawn in).
 */
const paperPalette: Palette = {
  text: '#000000',
  muted: '#333333',
  grid: '#999999',
  line: '#4b48bf',
  treatment: '#555555',
  tone: {
    good: '#1e6b3a',
    low: '#4b48bf',
    moderate: '#7a4f00',
    high: '#b3261e',
    neutral: '#55536a',
  },
}

function readPalette(element: Element, paper: boolean): Palette {
  if (paper) return paperPalette
  const style = getComputedStyle(element)
  const colour = (name: string) => style.getPropertyValue(name).trim() || 'gray'
  return {
    text: colour('--color-text'),
    muted: colour('--color-text-muted'),
    grid: colour('--color-border'),
    line: colour('--color-primary'),
    treatment: colour('--color-border-strong'),
    tone: {
      good: colour(toneColours.good),
      low: colour(toneColours.low),
      moderate: colour(toneColours.moderate),
      high: colour(toneColours.high),
      neutral: colour(toneColours.neutral),
    },
  }
}

/** A written label's box on the canvas. */
type Box = { left: number; top: number; right: number; bottom: number }

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Writes `text` at the first of `spots` (its left or centre and its baseline) where it covers
 * no label written before; writes nothing when every spot is taken (the table names them all).
 */
function writeLabel(
  ctx: CanvasRenderingContext2D,
  text: string,
  spots: readonly [number, number][],
  taken: Box[],
) {
  const width = ctx.measureText(text).width
  // About a line of the current font.
  const height = ctx.measureText('M').width * 1.4
  const centred = ctx.textAlign === 'center'
  for (const [x, y] of spots) {
    const left = centred ? x - width / 2 : x
    const box = { left, top: y - height, right: left + width, bottom: y + 2 }
    if (taken.some((other) => overlaps(box, other))) continue
    taken.push(box)
    ctx.fillText(text, x, y)
    return
  }
}

/** Band backgrounds and treatment spans, under the axes and the line. */
function drawBackground(
  u: uPlot,
  series: ChartSeries,
  treatments: readonly ChartTreatment[],
  palette: Palette,
  words: ChartWords,
) {
  const { ctx, bbox } = u
  const range = yRange(series)
  ctx.save()
  ctx.beginPath()
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height)
  ctx.clip()
  ctx.globalAlpha = 0.12
  for (const area of bandAreas(series, range)) {
    const top = u.valToPos(area.to, 'y', true)
    const bottom = u.valToPos(area.from, 'y', true)
    ctx.fillStyle = palette.tone[area.tone]
    ctx.fillRect(bbox.left, top, bbox.width, bottom - top)
  }
  const xMin = u.scales.x?.min ?? 0
  const xMax = u.scales.x?.max ?? 0
  const pixel = devicePixelRatio
  ctx.font = `${String(12 * pixel)}px system-ui, sans-serif`
  const taken: Box[] = []
  treatments.forEach((treatment, index) => {
    const span = treatmentSpan(treatment, [xMin, xMax])
    if (span === null) return
    const left = u.valToPos(span[0], 'x', true)
    const right = u.valToPos(span[1], 'x', true)
    ctx.globalAlpha = 0.14
    ctx.fillStyle = palette.treatment
    ctx.fillRect(left, bbox.top, right - left, bbox.height)
    // A bar along the top, stepped down so neighbours do not overlap, and the drug's name.
    const barTop = bbox.top + (index % 3) * 16 * pixel
    ctx.globalAlpha = 1
    ctx.fillRect(left, barTop, right - left, 3 * pixel)
    ctx.fillStyle = palette.text
    const spots = [0, 1, 2].map((row): [number, number] => [
      left + 4 * pixel,
      bbox.top + (row * 16 + 14) * pixel,
    ])
    writeLabel(ctx, words.treatmentName(treatment), spots, taken)
  })
  ctx.restore()
}

/** The response markers: a diamond on the value, the first of each run named. */
function drawMarkers(u: uPlot, series: ChartSeries, palette: Palette, words: ChartWords) {
  const { ctx } = u
  const pixel = devicePixelRatio
  const named = namedMarkers(series.markers)
  const taken: Box[] = []
  ctx.save()
  ctx.font = `bold ${String(12 * pixel)}px system-ui, sans-serif`
  ctx.textAlign = 'center'
  for (const marker of series.markers) {
    const x = u.valToPos(dayToX(marker.date), 'x', true)
    const y = u.valToPos(marker.value, 'y', true)
    const size = 5 * pixel
    ctx.fillStyle = palette.tone[markerTone(marker)]
    ctx.strokeStyle = palette.text
    ctx.lineWidth = pixel
    ctx.beginPath()
    ctx.moveTo(x, y - size)
    ctx.lineTo(x + size, y)
    ctx.lineTo(x, y + size)
    ctx.lineTo(x - size, y)
    ctx.closePath()
    ctx.fill()
    ctx.stroke()
    if (named.has(marker)) {
      ctx.fillStyle = palette.text
      const above = y - size - 4 * pixel
      const below = y + size + 14 * pixel
      writeLabel(
        ctx,
        words.markerName(marker),
        [
          [x, above],
          [x, above - 14 * pixel],
          [x, below],
        ],
        taken,
      )
    }
  }
  ctx.restore()
}

export interface ChartOptionsInput {
  element: Element
  /** Drawn for paper (light colours), just before printing. */
  paper: boolean
  width: number
  height: number
  label: string
  series: ChartSeries
  treatments: readonly ChartTreatment[]
  words: ChartWords
  formatValue: (value: number) => string
  onHover: (index: number | null) => void
}

/** The uPlot options of one score's chart. */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const { series, treatments, words } = input
  const palette = readPalette(input.element, input.paper)
  const axis = {
    stroke: palette.muted,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { show: false },
  }
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 10 } },
    scales: { x: { time: true }, y: { range: () => yRange(series) } },
    axes: [
      {
        ...axis,
        // At least this many CSS pixels between two dates, so a phone's axis does not crowd.
        space: 90,
        values: (u, splits) => {
          const span = (u.scales.x?.max ?? 0) - (u.scales.x?.min ?? 0)
          return splits.map((x) => words.axisDate(x, span))
        },
      },
      { ...axis, size: 48, values: (_u, splits) => splits.map((v) => input.formatValue(v)) },
    ],
    series: [
      {},
      {
        label: input.label,
        stroke: palette.line,
        width: 2,
        points: { show: true, size: 6, stroke: palette.line, fill: palette.line },
      },
    ],
    hooks: {
      drawClear: [
        (u) => {
          drawBackground(u, series, treatments, palette, words)
        },
      ],
      draw: [
        (u) => {
          drawMarkers(u, series, palette, words)
        },
      ],
      setCursor: [
        (u) => {
          input.onHover(u.cursor.idx ?? null)
        },
      ],
    },
  }
}

/** uPlot's data of a series: the days and the values. */
export function chartData(series: ChartSeries): uPlot.AlignedData {
  return [series.points.map((p) => dayToX(p.date)), series.points.map((p) => p.value)]
}
