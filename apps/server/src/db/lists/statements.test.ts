import { describe, expect, it } from 'vitest'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Database } from '../client'
import { listRequest, pageBounds, statementNames, statementsPerShape } from './statements'
import * as schema from '../schema'

// Two database handles without a connection: the cache tells them apart by identity.
const first: Database = drizzle.mock({ schema })
const second: Database = drizzle.mock({ schema })

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

describe('statementNames', () => {
  const text = (sql: string) => ({ toSQL: () => ({ sql }) })

  it('names a text the same every time, and two texts apart, within 63 characters', () => {
    const names = statementNames(10)
    const first = names(text('select 1'))
    expect(first).toMatch(/^k_[\w-]{32}$/)
    expect(names(text('select 1'))).toBe(first)
    expect(names(text('select 2'))).not.toBe(first)
    // Another registry gives the same text the same name (the benchmarks' bare server uses it).
    expect(statementNames(10)(text('select 1'))).toBe(first)
  })

  it('names at most `max` texts; later texts are prepared unnamed, named ones keep their name', () => {
    const names = statementNames(2)
    const a = names(text('select 1'))
    const b = names(text('select 2'))
    expect(names(text('select 3'))).toBe('')
    expect(names(text('select 1'))).toBe(a)
    expect(names(text('select 2'))).toBe(b)
  })
})

describe('pageBounds', () => {
  // The page part of a list's statement as the list builds it for a request.
  const pageOf = (page: number, pageSize: number) => {
    const { shape, values } = listRequest({
      choices: {},
      filters: {},
      prefixes: [],
      page,
      pageSize,
      values: {},
    })
    const bounds = pageBounds(shape)
    const query = first
      .select({ id: schema.users.id })
      .from(schema.users)
      .limit(bounds.limit)
      .offset(bounds.offset)
      .toSQL()
    const last = first
      .select({ id: schema.users.id })
      .from(schema.users)
      .offset(bounds.last)
      .toSQL()
    return { shape, values, sql: query.sql.replace(/^.* from "users"/, ''), last: last.sql }
  }

  it("writes a screen's page size into the first page's text, without an offset", () => {
    const page = pageOf(1, 20)
    expect(page.sql).toBe(' limit 20')
    expect(page.last).toMatch(/ offset 19$/)
  })

  it('takes the offset as a value on later pages, so every later page shares one statement', () => {
    const second = pageOf(2, 20)
    const ninth = pageOf(9, 20)
    expect(second.sql).toBe(' limit 20 offset $1')
    expect(ninth.shape).toEqual(second.shape)
    expect(ninth.values).toMatchObject({ limit: 20, offset: 160, last: 179 })
  })

  it('takes any other page size as a value, so made-up sizes add no statements', () => {
    const odd = pageOf(1, 7)
    expect(odd.sql).toBe(' limit $1')
    expect(pageOf(1, 13).shape).toEqual(odd.shape)
    expect(odd.values).toMatchObject({ limit: 7, offset: 0, last: 6 })
  })
})
