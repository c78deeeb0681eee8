import type { QueryClient } from '@tanstack/react-query'
import { session } from '../shared/session/session-store'

/**
 * TanStack Query is not part of the entry chunk: the landing page and the calculators never fetch
 * through it, so a visitor who lands there does not download it before the first paint. The pages
 * that do are loaded with `lazyPage` (the default), which awaits `loadQueryClient()` beside the
 * page's chunk, so the client is in place before any of them renders. `App` provides it through
 * `QueryClientContext` as soon as it exists.
 */
let queryClient: QueryClient | undefined
let loading: Promise<QueryClient> | undefined
const listeners = new Set<() => void>()

/**
 * Cached answers belong to the account that fetched them (the own profile, the users list): when
 * another account signs in, or nobody is signed in any more, the cache starts empty. A renewed
 * token is the same account and keeps it.
 */
export function clearCacheOnAccountChange(client: QueryClient): () => void {
  let userId = session.getUser()?.id
  return session.subscribe(() => {
    const next = session.getUser()?.id
    if (next === userId) return
    userId = next
    client.clear()
  })
}

/** Loads TanStack Query (its own chunk) and creates the app's one client, once. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient }) => {
      const client = createQueryClient()
      // What QueryClientProvider would do on mount: refetch on reconnect, track focus.
      client.mount()
      clearCacheOnAccountChange(client)
      queryClient = client
      for (const listener of listeners) listener()
      return client
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

export const queryClientStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): QueryClient | undefined => queryClient,
}
