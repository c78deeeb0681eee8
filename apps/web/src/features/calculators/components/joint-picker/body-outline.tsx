import type { JointSetId } from './joints'

const mirror = (x: number) => 320 - x

/** The figure behind the joints: decorative, drawn in the theme's colours by CSS classes. */
export function BodyOutline({ set, labels }: { set: JointSetId; labels: OutlineLabels }) {
  return (
    <g aria-hidden="true" className="body-outline">
      <text x="8" y="18" className="body-outline__side">
        {labels.patientRight}
      </text>
      <text x="312" y="18" textAnchor="end" className="body-outline__side">
        {labels.patientLeft}
      </text>
      <ellipse cx="160" cy="40" rx="22" ry="26" className="body-outline__part" />
      <rect x="150" y="62" width="20" height="20" className="body-outline__part" />
      <path
        d="M104 86 Q160 76 216 86 L210 178 Q204 226 206 268 L114 268 Q116 226 110 178 Z"
        className="body-outline__part"
      />
      {[false, true].map((left) => {
        const x = (value: number) => (left ? mirror(value) : value)
        const arm = `${x(100)},100 ${x(74)},172 ${x(58)},236`
        const leg = `${x(140)},262 ${x(130)},344 ${x(128)},424 ${x(116)},448`
        return (
          <g key={left ? 'left' : 'right'}>
            <polyline
              points={arm}
              className="body-outline__limb body-outline__limb--arm body-outline__limb--edge"
            />
            <polyline
              points={leg}
              className="body-outline__limb body-outline__limb--leg body-outline__limb--edge"
            />
            <polyline points={arm} className="body-outline__limb body-outline__limb--arm" />
            <polyline points={leg} className="body-outline__limb body-outline__limb--leg" />
          </g>
        )
      })}
      <Hands />
      <text x="80" y="494" textAnchor="middle" className="body-outline__panel">
        {labels.rightHand}
      </text>
      <text x="240" y="494" textAnchor="middle" className="body-outline__panel">
        {labels.leftHand}
      </text>
      {set === 'joints68' && (
        <>
          <Feet />
          <text x="90" y="700" textAnchor="middle" className="body-outline__panel">
            {labels.rightFoot}
          </text>
          <text x="230" y="700" textAnchor="middle" className="body-outline__panel">
            {labels.leftFoot}
          </text>
        </>
      )}
    </g>
  )
}

export interface OutlineLabels {
  readonly patientRight: string
  readonly patientLeft: string
  readonly rightHand: string
  readonly leftHand: string
  readonly rightFoot: string
  readonly leftFoot: string
}

function Hands() {
  return (
    <>
      {[false, true].map((left) => {
        const x = (value: number) => (left ? mirror(value) : value)
        return (
          <g key={left ? 'left' : 'right'}>
            <rect
              x={left ? mirror(154) : 36}
              y="584"
              width="118"
              height="60"
              rx="16"
              className="body-outline__part"
            />
            {[56, 84, 112, 140].map((fingerX) => (
              <rect
                key={fingerX}
                x={x(fingerX) - 11}
                y="506"
                width="22"
                height="96"
                rx="11"
                className="body-outline__part"
              />
            ))}
            <line
              x1={x(34)}
              y1="636"
              x2={x(16)}
              y2="570"
              className="body-outline__limb body-outline__limb--thumb body-outline__limb--edge"
            />
            <line
              x1={x(34)}
              y1="636"
              x2={x(16)}
              y2="570"
              className="body-outline__limb body-outline__limb--thumb"
            />
          </g>
        )
      })}
    </>
  )
}

function Feet() {
  return (
    <>
      {[false, true].map((left) => {
        const x = (value: number) => (left ? mirror(value) : value)
        return (
          <g key={left ? 'left' : 'right'}>
            <rect
              x={left ? mirror(160) : 24}
              y="748"
              width="136"
              height="76"
              rx="30"
              className="body-outline__part"
            />
            {[144, 116, 90, 64, 38].map((toeX) => (
              <rect
                key={toeX}
                x={x(toeX) - 11}
                y="712"
                width="22"
                height="62"
                rx="11"
                className="body-outline__part"
              />
            ))}
          </g>
        )
      })}
    </>
  )
}
