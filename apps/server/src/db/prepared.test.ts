import { describe, expect, it } from 'vitest'
import type { Database } from './client'
import { statementsPerShape } from './prepared'

// Stand-ins for two database handles: the cache only tells them apart by identity.
const first = {} as Database
const second = {} as Database

describe('statementsPerShape', () => {
  it('builds once per shape and database handle, and keeps at most `max` shapes', () => {
    const lists = statementsPerShape<{ shape: string; build: number }>(2)
    let builds = 0
    const get = (db: Database, shape: string) =>
      lists(db, shape, () => ({ shape, build: ++builds }))
    const a = get(first, 'a')
    expect(get(first, 'a')).toBe(a)
    expect(get(first, 'b')).toEqual({ shape: 'b', build: 2 })
    // Another handle (another pool or embedded database) never shares a statement.
    expect(get(second, 'a')).toEqual({ shape: 'a', build: 3 })
    // A third shape on `first` drops the least recently used one ('a' was used before 'b').
    get(first, 'c')
    expect(get(first, 'b').build).toBe(2)
    expect(get(first, 'a').build).toBe(5)
  })
})
