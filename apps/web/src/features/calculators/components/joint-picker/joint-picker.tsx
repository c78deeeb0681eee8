import { memo, useRef, useState, type KeyboardEvent } from 'react'
import { useCalculatorMessages } from '../../calculator-messages'
import { BodyOutline } from './body-outline'
import { jointName } from './joint-names'
import {
  jointSetHeight,
  jointSets,
  nextJoint,
  type Direction,
  type Joint,
  type JointSetId,
} from './joints'

export type JointMode = 'tender' | 'swollen'

interface JointPickerProps {
  readonly set: JointSetId
  readonly mode: JointMode
  readonly tender: ReadonlySet<string>
  readonly swollen: ReadonlySet<string>
  /** Toggles the joint in the current mode. */
  readonly onToggle: (jointId: string) => void
  /** The id of the visible text naming the diagram (and its mode). */
  readonly labelledBy: string
}

const arrowDirections: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
}

/**
 * The homunculus: every joint a checkbox (role, state and a name such as "Levé koleno, bolestivý
 * kloub"), one tab stop for the whole diagram (roving tabindex), arrow keys to the nearest joint
 * in that direction, Home/End to the first and last, Space or Enter to mark. In the swollen mode
 * the hips are disabled: they are assessed for tenderness only (66 swollen joints).
 */
export const JointPicker = memo(function JointPicker({
  set,
  mode,
  tender,
  swollen,
  onToggle,
  labelledBy,
}: JointPickerProps) {
  const { t } = useCalculatorMessages()
  const joints = jointSets[set]
  const elements = useRef(new Map<string, SVGGElement>())
  const [activeId, setActiveId] = useState<string | null>(null)
  const eligible = (joint: Joint) => mode === 'tender' || joint.swellingAssessed
  const active =
    joints.find((joint) => joint.id === activeId && eligible(joint)) ?? joints.find(eligible)

  const moveTo = (joint: Joint | null | undefined) => {
    if (!joint) return
    setActiveId(joint.id)
    elements.current.get(joint.id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, joint: Joint) => {
    const direction = arrowDirections[event.key]
    if (direction) {
      event.preventDefault()
      moveTo(nextJoint(joints, joint, direction, eligible))
      return
    }
    switch (event.key) {
      case 'Home':
        event.preventDefault()
        moveTo(joints.find(eligible))
        return
      case 'End':
        event.preventDefault()
        moveTo(joints.findLast(eligible))
        return
      case ' ':
      case 'Enter':
        event.preventDefault()
        if (eligible(joint)) onToggle(joint.id)
        return
      default:
        return
    }
  }

  const state = mode === 'tender' ? t('jointPicker.stateTender') : t('jointPicker.stateSwollen')
  return (
    <svg
      className={`joint-picker joint-picker--${mode}`}
      viewBox={`0 0 320 ${jointSetHeight[set]}`}
      role="group"
      aria-labelledby={labelledBy}
    >
      <BodyOutline
        set={set}
        labels={{
          patientRight: t('jointPicker.patientRight'),
          patientLeft: t('jointPicker.patientLeft'),
          rightHand: t('jointPicker.rightHand'),
          leftHand: t('jointPicker.leftHand'),
          rightFoot: t('jointPicker.rightFoot'),
          leftFoot: t('jointPicker.leftFoot'),
        }}
      />
      {joints.map((joint) => {
        const name = jointName(t, joint)
        const disabled = !eligible(joint)
        const checked = mode === 'tender' ? tender.has(joint.id) : swollen.has(joint.id)
        const classes = [
          'joint',
          tender.has(joint.id) ? 'joint--tender' : '',
          swollen.has(joint.id) ? 'joint--swollen' : '',
          disabled ? 'joint--disabled' : '',
        ]
        return (
          <g
            key={joint.id}
            ref={(element) => {
              if (element) elements.current.set(joint.id, element)
              else elements.current.delete(joint.id)
            }}
            className={classes.join(' ').trim()}
            transform={`translate(${joint.x} ${joint.y})`}
            role="checkbox"
            aria-checked={disabled ? false : checked}
            aria-disabled={disabled || undefined}
            aria-label={
              disabled
                ? t('jointPicker.notAssessed', { joint: name })
                : t('jointPicker.checkboxName', { joint: name, state })
            }
            data-joint={joint.id}
            tabIndex={joint.id === active?.id ? 0 : -1}
            onClick={() => {
              setActiveId(joint.id)
              if (!disabled) onToggle(joint.id)
            }}
            onFocus={() => {
              if (!disabled) setActiveId(joint.id)
            }}
            onKeyDown={(event) => {
              onKeyDown(event, joint)
            }}
          >
            <circle className="joint__hit" r="14" />
            <circle className="joint__focus" r="15" />
            <circle className="joint__dot" r="10" />
          </g>
        )
      })}
    </svg>
  )
})
