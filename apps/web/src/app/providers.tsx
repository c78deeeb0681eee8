import { QueryClientContext } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { queryClientStore } from './query-client-loader'
import { AppRouter } from './router'

export { clearCacheOnAccountChange } from './query-client-loader'

/**
 * The query client arrives with the first page that fetches (`lazyPage` loads it before such a
 * page renders); until then the context is empty, which only pages that never fetch see.
 */
export function App() {
  const queryClient = useSyncExternalStore(
    queryClientStore.subscribe,
    queryClientStore.getSnapshot,
    queryClientStore.getSnapshot,
  )
  return (
    <QueryClientContext.Provider value={queryClient}>
      <AppRouter />
    </QueryClientContext.Provider>
  )
}
