import { describe, expect, it } from 'vitest'
import { searchFromUsersQuery, usersQueryFromSearch } from './users-query'

describe('users list query in the address', () => {
  it('reads filters, sort and page, falling back to defaults for anything unknown', () => {
    expect(
      usersQueryFromSearch(new URLSearchParams('role=rep&status=locked&sort=-email&page=3')),
    ).toEqual({
      page: 3,
      pageSize: 20,
      sort: '-email',
      role: 'rep',
      status: 'locked',
    })
    expect(usersQueryFromSearch(new URLSearchParams('role=root&sort=password&page=-2'))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'lastName',
    })
  })

  it('writes only what differs from the defaults, and never the search text', () => {
    expect(searchFromUsersQuery({ page: 1, pageSize: 20, sort: 'lastName' }).toString()).toBe('')
    const query = { page: 2, pageSize: 20, sort: 'email' as const, role: 'admin' as const }
    expect(searchFromUsersQuery(query).toString()).toBe('role=admin&sort=email&page=2')
    const withText = { ...query, q: 'Nováková' } as typeof query
    expect(searchFromUsersQuery(withText).has('q')).toBe(false)
  })

  it('round-trips', () => {
    const search = new URLSearchParams('status=invited&sort=-createdAt&page=2')
    expect(searchFromUsersQuery(usersQueryFromSearch(search)).toString()).toBe(search.toString())
  })
})
