import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { session } from '../shared/session/session-store'
import { clearCacheOnAccountChange } from './providers'

const person = (id: string) => ({
  id,
  email: `${id}@example.cz`,
  role: 'admin' as const,
  degreesBefore: null,
  firstName: 'A',
  lastName: 'B',
  degreesAfter: null,
  locale: null,
})
const auth = (token: string) => ({
  accessToken: token,
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
})

afterEach(() => {
  session.logout()
})

describe('query cache and the signed-in account', () => {
  it('keeps answers across a token renewal and drops them when the account changes', () => {
    const client = new QueryClient()
    session.login(person('11111111-1111-4111-8111-111111111111'), auth('a'))
    const stop = clearCacheOnAccountChange(client)
    client.setQueryData(['users', 'me'], { email: 'first' })
    session.updateToken(auth('b'))
    expect(client.getQueryData(['users', 'me'])).toEqual({ email: 'first' })
    session.login(person('22222222-2222-4222-8222-222222222222'), auth('c'))
    expect(client.getQueryData(['users', 'me'])).toBeUndefined()
    client.setQueryData(['users', 'me'], { email: 'second' })
    session.logout()
    expect(client.getQueryData(['users', 'me'])).toBeUndefined()
    stop()
  })
})
