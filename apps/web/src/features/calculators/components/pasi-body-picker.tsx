import type { PasiRegion } from '@konzilium/scores'
import { useRef, type KeyboardEvent } from 'react'
import { useCalculatorMessages } from '../calculator-messages'
import { pasiRegions, regionNameKey } from '../scores/pasi-regions'

const mirror = (points: string) =>
  points
    .split(' ')
    .map((point) => {
      const [x, y] = point.split(',')
      return `${200 - Number(x)},${y ?? ''}`
    })
    .join(' ')

const rightArm = '66,68 52,76 38,138 26,198 40,202 54,142 64,104'
const rightLeg = '66,190 98,190 96,250 92,318 72,318 70,250'

/** The shapes of each PASI region (patient facing the viewer) and where its share is written. */
const shapes: Readonly<Record<PasiRegion, { paths: readonly string[]; label: [number, number] }>> =
  {
    head: { paths: [], label: [100, 36] },
    upperLimbs: { paths: [rightArm, mirror(rightArm)], label: [26, 220] },
    trunk: { paths: [], label: [100, 130] },
    lowerLimbs: { paths: [rightLeg, mirror(rightLeg)], label: [100, 330] },
  }

interface PasiBodyPickerProps {
  readonly selected: PasiRegion
  readonly onSelect: (region: PasiRegion) => void
  /** Each region's share of PASI, formatted ("2,4"). */
  readonly shares: Readonly<Record<PasiRegion, string>>
  /** Regions with any finding, drawn filled. */
  readonly involved: ReadonlySet<PasiRegion>
  readonly labelledBy: string
}

/**
 * The four PASI regions on a body outline, as a radio group: click or tap a region to edit it;
 * with the keyboard, Tab reaches the selected region and the arrow keys select the next one.
 * Each region shows its share of the score, and regions with findings are filled.
 */
export function PasiBodyPicker({
  selected,
  onSelect,
  shares,
  involved,
  labelledBy,
}: PasiBodyPickerProps) {
  const { t } = useCalculatorMessages()
  const elements = useRef(new Map<PasiRegion, SVGGElement>())

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, region: PasiRegion) => {
    const index = pasiRegions.indexOf(region)
    let next: PasiRegion | undefined
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        next = pasiRegions[(index + 1) % pasiRegions.length]
        break
      case 'ArrowUp':
      case 'ArrowLeft':
        next = pasiRegions[(index + pasiRegions.length - 1) % pasiRegions.length]
        break
      case ' ':
      case 'Enter':
        event.preventDefault()
        onSelect(region)
        return
      default:
        return
    }
    event.preventDefault()
    if (next) {
      onSelect(next)
      elements.current.get(next)?.focus()
    }
  }

  return (
    <svg
      className="pasi-picker"
      viewBox="0 0 200 340"
      role="radiogroup"
      aria-labelledby={labelledBy}
    >
      {pasiRegions.map((region) => {
        const shape = shapes[region]
        const classes = [
          'pasi-region',
          region === selected ? 'pasi-region--selected' : '',
          involved.has(region) ? 'pasi-region--involved' : '',
        ]
        return (
          <g
            key={region}
            ref={(element) => {
              if (element) elements.current.set(region, element)
              else elements.current.delete(region)
            }}
            className={classes.join(' ').trim()}
            role="radio"
            aria-checked={region === selected}
            aria-label={t(regionNameKey(region))}
            data-region={region}
            tabIndex={region === selected ? 0 : -1}
            onClick={() => {
              onSelect(region)
            }}
            onKeyDown={(event) => {
              onKeyDown(event, region)
            }}
          >
            {region === 'head' && (
              <>
                <ellipse cx="100" cy="30" rx="18" ry="22" className="pasi-region__shape" />
                <rect x="91" y="50" width="18" height="16" className="pasi-region__shape" />
              </>
            )}
            {region === 'trunk' && (
              <path
                d="M70 66 Q100 60 130 66 L134 110 Q132 150 134 188 L66 188 Q68 150 66 110 Z"
                className="pasi-region__shape"
              />
            )}
            {shape.paths.map((points) => (
              <polygon key={points} points={points} className="pasi-region__shape" />
            ))}
            <text
              x={shape.label[0]}
              y={shape.label[1]}
              textAnchor="middle"
              className="pasi-region__share"
              aria-hidden="true"
            >
              {shares[region]}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
