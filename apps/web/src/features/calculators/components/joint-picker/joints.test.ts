import { describe, expect, it } from 'vitest'
import {
  jointIds,
  jointSets,
  nextJoint,
  swellingJointIds,
  type Direction,
  type Joint,
} from './joints'

describe('joint sets', () => {
  it('have the 28 joints of DAS28 and the 68/66 joints of DAPSA', () => {
    expect(jointSets.joints28).toHaveLength(28)
    expect(swellingJointIds(jointSets.joints28)).toHaveLength(28)
    expect(jointSets.joints68).toHaveLength(68)
    expect(swellingJointIds(jointSets.joints68)).toHaveLength(66)
    for (const set of Object.values(jointSets)) expect(new Set(jointIds(set)).size).toBe(set.length)
    // Every joint of the 28 is also one of the 68, under the same id (shared links carry over).
    const ids68 = new Set(jointIds(jointSets.joints68))
    expect(jointIds(jointSets.joints28).filter((id) => !ids68.has(id))).toEqual([])
  })

  it('keep every two joints at least 24 units apart (finger-sized targets)', () => {
    for (const set of Object.values(jointSets)) {
      for (const a of set) {
        for (const b of set) {
          if (a.id === b.id) continue
          expect([a.id, b.id, Math.hypot(a.x - b.x, a.y - b.y) >= 24]).toEqual([a.id, b.id, true])
        }
      }
    }
  })

  it('let the arrow keys reach every joint from every joint', () => {
    const directions: Direction[] = ['up', 'down', 'left', 'right']
    for (const [name, set] of Object.entries(jointSets)) {
      for (const eligible of [() => true, (joint: Joint) => joint.swellingAssessed]) {
        const joints = set.filter(eligible)
        for (const start of joints) {
          const seen = new Set([start.id])
          const queue = [start]
          while (queue.length > 0) {
            const joint = queue.shift()
            if (!joint) break
            for (const direction of directions) {
              const next = nextJoint(set, joint, direction, eligible)
              if (next && !seen.has(next.id)) {
                seen.add(next.id)
                queue.push(next)
              }
            }
          }
          expect([name, start.id, seen.size]).toEqual([name, start.id, joints.length])
        }
      }
    }
  })

  it('move right along a row and down a column', () => {
    const set = jointSets.joints28
    const byId = (id: string) => set.find((joint) => joint.id === id) as Joint
    expect(nextJoint(set, byId('shoulder-r'), 'right')?.id).toBe('shoulder-l')
    expect(nextJoint(set, byId('mcp2-r'), 'right')?.id).toBe('mcp3-r')
    expect(nextJoint(set, byId('pip3-r'), 'down')?.id).toBe('mcp3-r')
    expect(nextJoint(set, byId('shoulder-r'), 'up')).toBeNull()
  })
})
