import type { ReactNode } from 'react'

/** How a band reads clinically; the colour follows it, and so do the icon and the meter. */
export type BandTone = 'good' | 'low' | 'moderate' | 'high' | 'neutral'

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      className="band-icon"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/**
 * A different shape per tone (circle with a check, circle with a bar, triangle, octagon), so the
 * band is told apart without colour, e.g. in a grey print or by a colour-blind reader.
 */
export function BandIcon({ tone }: { tone: BandTone }) {
  switch (tone) {
    case 'good':
      return (
        <Svg>
          <circle cx="12" cy="12" r="10" className="band-icon__shape" />
          <path d="M7 12.5l3.2 3.2L17 9" className="band-icon__mark" />
        </Svg>
      )
    case 'low':
      return (
        <Svg>
          <circle cx="12" cy="12" r="10" className="band-icon__shape" />
          <path d="M7 12h10" className="band-icon__mark" />
        </Svg>
      )
    case 'moderate':
      return (
        <Svg>
          <path d="M12 2.5L22.5 20.5h-21z" className="band-icon__shape" />
          <path d="M12 9v5.5M12 17.5v.5" className="band-icon__mark" />
        </Svg>
      )
    case 'high':
      return (
        <Svg>
          <path d="M8 2h8l6 6v8l-6 6H8l-6-6V8z" className="band-icon__shape" />
          <path d="M12 6.5v7M12 17v.5" className="band-icon__mark" />
        </Svg>
      )
    case 'neutral':
      return (
        <Svg>
          <circle cx="12" cy="12" r="10" className="band-icon__shape" />
          <path d="M12 11v6M12 7.5v.5" className="band-icon__mark" />
        </Svg>
      )
  }
}

/** Where the band sits on its scale (segment `index` of `count`), a cue besides colour. */
export function BandMeter({
  index,
  count,
  tone,
}: {
  index: number
  count: number
  tone: BandTone
}) {
  return (
    <span className="band-meter" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={[
            'band-meter__segment',
            i === index ? `band-meter__segment--current band-tone--${tone}` : '',
          ]
            .join(' ')
            .trim()}
        />
      ))}
    </span>
  )
}
