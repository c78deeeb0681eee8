import type { CalculatorMessageKey } from '../../calculator-messages'
import type { CalculatorT } from '../../lib/issues'
import type { Joint } from './joints'

/**
 * The joint's name in the UI language, with the side agreeing in gender in Czech ("Pravé koleno",
 * "Pravý loket", "Pravá kyčel"), hence one text per joint type and side. The thumb's IP joint
 * (counted as PIP 1) and the big toe's IP joint have their own names.
 */
export function jointName(t: CalculatorT, joint: Joint): string {
  const type =
    joint.type === 'pip' && joint.digit === 1
      ? 'thumbIp'
      : joint.type === 'toeIp' && joint.digit === 1
        ? 'bigToeIp'
        : joint.type
  const key = `joint.${type}.${joint.side}` as CalculatorMessageKey
  return t(key, joint.digit === null ? undefined : { n: String(joint.digit) })
}
