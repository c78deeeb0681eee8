import { createLoader } from 'nuqs'
import { describe, expect, it } from 'vitest'
import { parseAsId, parseAsPage, sortDirection, toggleSort } from './list-address'

describe('a list in the address', () => {
  it('toggles a column’s direction', () => {
    expect(toggleSort('lastName', 'lastName')).toBe('-lastName')
    expect(toggleSort('-lastName', 'center')).toBe('center')
    expect(toggleSort('-lastName', 'lastName')).toBe('lastName')
  })

  it('leaves the order alone for a column the list cannot sort by', () => {
    const sorts = { name: true, '-name': true } as const
    expect(toggleSort<'name' | '-name'>('name', 'status', sorts)).toBe('name')
    expect(toggleSort<'name' | '-name'>('name', 'name', sorts)).toBe('-name')
  })

  it('tells a column’s direction', () => {
    expect(sortDirection('-email', 'email')).toBe('descending')
    expect(sortDirection('email', 'email')).toBe('ascending')
    expect(sortDirection('email', 'lastName')).toBe('none')
  })

  it('reads a page from 1 up and a UUID; anything else as absent', () => {
    const load = createLoader({ page: parseAsPage.withDefault(1), id: parseAsId })
    const id = '0b3f1c8e-2a4d-4c5e-9f6a-7b8c9d0e1f2a'
    expect(load(new URLSearchParams(`page=3&id=${id}`))).toEqual({ page: 3, id })
    for (const page of ['0', '-1', '1.5', 'x'])
      expect(load(new URLSearchParams(`page=${page}&id=Novak`))).toEqual({ page: 1, id: null })
  })
})
