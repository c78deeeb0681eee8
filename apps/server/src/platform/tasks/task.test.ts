import { describe, expect, it } from 'vitest'
import { defineTask, describeSchedule, firstRunAfter, nextRunAfter } from './task'

const at = (iso: string) => new Date(iso)

describe('when a background task is due', () => {
  it('an interval task is due its interval after the last run', () => {
    expect(nextRunAfter({ everyMinutes: 10 }, at('2026-11-28T08:00:00Z')).toISOString()).toBe(
      '2026-11-28T08:10:00.000Z',
    )
  })

  it('a daily task is due at its time today, or tomorrow once that time has passed', () => {
    const daily = { dailyAtUtc: '02:30' }
    expect(nextRunAfter(daily, at('2026-11-28T01:00:00Z')).toISOString()).toBe(
      '2026-11-28T02:30:00.000Z',
    )
    expect(nextRunAfter(daily, at('2026-11-28T02:30:00Z')).toISOString()).toBe(
      '2026-11-29T02:30:00.000Z',
    )
    // Across a month's and a year's end.
    expect(nextRunAfter(daily, at('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2027-01-01T02:30:00.000Z',
    )
  })

  it('a new interval task first runs a minute after the start, a daily one at its time', () => {
    const start = at('2026-11-28T08:00:00Z')
    expect(firstRunAfter({ everyMinutes: 60 }, start).toISOString()).toBe(
      '2026-11-28T08:01:00.000Z',
    )
    expect(firstRunAfter({ dailyAtUtc: '03:00' }, start).toISOString()).toBe(
      '2026-11-29T03:00:00.000Z',
    )
  })

  it('describes schedules and refuses malformed tasks', () => {
    expect(describeSchedule({ everyMinutes: 10 })).toBe('every 10 min')
    expect(describeSchedule({ dailyAtUtc: '03:00' })).toBe('daily at 03:00 UTC')
    const run = () => Promise.resolve()
    expect(() => defineTask('Bad Name', { everyMinutes: 1 }, run)).toThrow()
    expect(() => defineTask('a.b', { everyMinutes: 0 }, run)).toThrow()
    expect(() => defineTask('a.b', { dailyAtUtc: '24:00' }, run)).toThrow()
    expect(defineTask('audit.retention', { dailyAtUtc: '02:30' }, run).name).toBe('audit.retention')
  })
})
