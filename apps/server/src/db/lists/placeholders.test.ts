import { describe, expect, it } from 'vitest'
import { filterOn, listRequest, placeholders, type WordName } from './statements'

// tsc checks this file (`npm run typecheck`): each `@ts-expect-error` fails the type check if the
// misspelt name below it were accepted.
const request = listRequest({
  choices: { sort: 'name' },
  filters: { diagnosis: 'L40.0', centerId: undefined },
  prefixes: [{ from: 'nov', to: 'nox' }],
  page: 1,
  pageSize: 20,
  values: { userId: 'u', birthFrom: '80', birthTo: '81' },
})
const placeholder = placeholders<typeof request.values>()
const filter = filterOn(request.shape.filters)

describe('placeholder names', () => {
  it("are the request's value names, and a misspelt one is a type error", () => {
    expect(placeholder.value('userId').name).toBe('userId')
    expect(placeholder.value('last').name).toBe('last')
    // @ts-expect-error: no value is named `birthFrm`
    expect(placeholder.unseen('birthFrm', 'text')).toBeDefined()
    // @ts-expect-error: the page's last row is `last`
    expect(placeholder.value('lastRow').name).toBe('lastRow')
  })

  it('of search words are `wordN` and `wordNto`, and a misspelt one is a type error', () => {
    const upper: WordName = 'word0to'
    expect(new Map(Object.entries(request.values)).get(upper)).toBe('nox')
    // @ts-expect-error: a search word's upper bound is `word0to`
    const misspelt: WordName = 'word0To'
    expect(misspelt).toBe('word0To')
  })

  it("of filters are the request's filter names", () => {
    expect(filter('diagnosis', (value) => value.getSQL())).toBeDefined()
    // A filter the request leaves out adds no condition.
    expect(filter('centerId', (value) => value.getSQL())).toBeUndefined()
    // @ts-expect-error: no filter is named `diagnoses`
    expect(filter('diagnoses', (value) => value.getSQL())).toBeUndefined()
  })
})
