import type { Clock } from '../../src/platform/clock'

/** A clock tests move by hand: expiry and windows are tested by advancing it, never by sleeping. */
export type TestClock = Clock & { advance: (seconds: number) => void; set: (date: Date) => void }

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}
