import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { session } from '../shared/session/session-store'
import { createQueryClient } from './query-client'
import { router } from './router'

const queryClient = createQueryClient()

/**
 * Cached answers belong to the account that fetched them (`/api/users/me`, the users list): when
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

clearCacheOnAccountChange(queryClient)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
