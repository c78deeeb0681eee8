/**
 * The joints of the two homunculi: the 28-joint count (DAS28, CDAI, SDAI) and the 68/66-joint
 * count (DAPSA), as packages/scores counts them. The patient faces the viewer, so the patient's
 * right side is drawn on the viewer's left. Coordinates are in the SVG's user units (320 wide);
 * every two joints are at least 24 units apart, so each target stays usable with a finger on a
 * phone.
 */
export type Side = 'right' | 'left'

export type JointType =
  | 'tmj'
  | 'sc'
  | 'ac'
  | 'shoulder'
  | 'elbow'
  | 'wrist'
  | 'mcp'
  | 'pip'
  | 'dip'
  | 'hip'
  | 'knee'
  | 'ankle'
  | 'tarsus'
  | 'mtp'
  | 'toeIp'

export interface Joint {
  /** Stable id used in the URL (`knee-l`, `mcp2-r`); never rename one, shared links use it. */
  readonly id: string
  readonly type: JointType
  readonly side: Side
  /** Finger or toe 1–5 for the small joints; the thumb's IP joint counts as PIP 1. */
  readonly digit: number | null
  readonly x: number
  readonly y: number
  /** False for the hips: assessed for tenderness only, hence 68 tender but 66 swollen. */
  readonly swellingAssessed: boolean
}

export type JointSetId = 'joints28' | 'joints68'

const mirror = (x: number) => 320 - x

function pair(type: JointType, x: number, y: number, swellingAssessed = true): Joint[] {
  return [
    { id: `${type}-r`, type, side: 'right', digit: null, x, y, swellingAssessed },
    { id: `${type}-l`, type, side: 'left', digit: null, x: mirror(x), y, swellingAssessed },
  ]
}

/** x of fingers 1–5 of the right hand (thumb outermost; palm facing the viewer). */
const fingerX = [18, 56, 84, 112, 140] as const
const handRowY = { mcp: 596, pip: 556, dip: 522 } as const
const thumbY = { mcp: 616, pip: 580 } as const

function handRow(type: 'mcp' | 'pip' | 'dip', side: Side): Joint[] {
  const digits = type === 'dip' ? [2, 3, 4, 5] : [1, 2, 3, 4, 5]
  return digits.map((digit) => {
    const rightX = fingerX[digit - 1] ?? 0
    const y = digit === 1 && type !== 'dip' ? thumbY[type] : handRowY[type]
    const x = digit === 1 ? rightX + (type === 'mcp' ? 10 : 0) : rightX
    return {
      id: `${type}${digit}-${side === 'right' ? 'r' : 'l'}`,
      type,
      side,
      digit,
      x: side === 'right' ? x : mirror(x),
      y,
      swellingAssessed: true,
    }
  })
}

/** x of toes 1–5 of the right foot (big toe towards the midline). */
const toeX = [144, 116, 90, 64, 38] as const

function footRow(type: 'mtp' | 'toeIp', side: Side): Joint[] {
  return [1, 2, 3, 4, 5].map((digit) => {
    const rightX = toeX[digit - 1] ?? 0
    return {
      id: `${type === 'mtp' ? 'mtp' : 'toeip'}${digit}-${side === 'right' ? 'r' : 'l'}`,
      type,
      side,
      digit,
      x: side === 'right' ? rightX : mirror(rightX),
      y: type === 'mtp' ? 762 : 726,
      swellingAssessed: true,
    }
  })
}

const hand = (side: Side) => [...handRow('mcp', side), ...handRow('pip', side)]
const handWithDip = (side: Side) => [...hand(side), ...handRow('dip', side)]
const foot = (side: Side): Joint[] => [
  {
    id: `tarsus-${side === 'right' ? 'r' : 'l'}`,
    type: 'tarsus',
    side,
    digit: null,
    x: side === 'right' ? 92 : mirror(92),
    y: 800,
    swellingAssessed: true,
  },
  ...footRow('mtp', side),
  ...footRow('toeIp', side),
]

/** Shoulders, elbows, wrists, MCP 1–5, PIP 1–5 (thumb IP as PIP 1) and knees; no feet or hips. */
export const joints28: readonly Joint[] = [
  ...pair('shoulder', 98, 104),
  ...pair('elbow', 74, 172),
  ...pair('wrist', 58, 236),
  ...hand('right'),
  ...hand('left'),
  ...pair('knee', 130, 344),
]

/** The 28 plus TMJ, SC, AC, DIP 2–5, hips (tender only), ankles, tarsi, MTP 1–5 and toe IP 1–5. */
export const joints68: readonly Joint[] = [
  ...pair('tmj', 140, 46),
  ...pair('sc', 146, 88),
  ...pair('ac', 118, 84),
  ...pair('shoulder', 98, 104),
  ...pair('elbow', 74, 172),
  ...pair('wrist', 58, 236),
  ...handWithDip('right'),
  ...handWithDip('left'),
  ...pair('hip', 138, 262, false),
  ...pair('knee', 130, 344),
  ...pair('ankle', 128, 424),
  ...foot('right'),
  ...foot('left'),
]

export const jointSets: Readonly<Record<JointSetId, readonly Joint[]>> = {
  joints28,
  joints68,
}

/** Height of each drawing in user units: the 28-joint one has no feet panel. */
export const jointSetHeight: Readonly<Record<JointSetId, number>> = {
  joints28: 650,
  joints68: 830,
}

export const jointIds = (set: readonly Joint[]): string[] => set.map((joint) => joint.id)

export const swellingJointIds = (set: readonly Joint[]): string[] =>
  set.filter((joint) => joint.swellingAssessed).map((joint) => joint.id)

export type Direction = 'up' | 'down' | 'left' | 'right'

/**
 * The joint an arrow key moves to: the nearest one in that direction, where sideways distance
 * counts double, so Right stays on the same row and Down on the same column when there is one.
 * Null at the edge. A unit test checks that every joint can be reached from every other.
 */
export function nextJoint(
  set: readonly Joint[],
  from: Joint,
  direction: Direction,
  eligible: (joint: Joint) => boolean = () => true,
): Joint | null {
  let best: Joint | null = null
  let bestScore = Infinity
  for (const joint of set) {
    if (joint.id === from.id || !eligible(joint)) continue
    const dx = joint.x - from.x
    const dy = joint.y - from.y
    const along =
      direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy
    const across = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx)
    if (along <= 0) continue
    const score = along + 2 * across
    if (score < bestScore) {
      best = joint
      bestScore = score
    }
  }
  return best
}
