import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { HttpError, isSessionEndedError } from '../shared/http/http-errors'
import { toasts } from '../shared/toasts/toast-store'
import { endExpiredSession, handleAppError } from './app-errors'

interface AppQueryMeta extends Record<string, unknown> {
  /** The component shows this error itself (a form's field errors): no generic error toast. */
  handlesErrors?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
    mutationMeta: AppQueryMeta
  }
}

function onCacheError(error: unknown, meta: AppQueryMeta | undefined): void {
  // An ended session is never a local matter: even a form that shows its errors must not keep a dead session.
  if (isSessionEndedError(error)) {
    endExpiredSession(error)
    return
  }
  if (!meta?.handlesErrors) handleAppError(error)
}

/** Client errors (4xx) will not fix themselves; network and 5xx failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.statusCode < 500) return false
  if (isSessionEndedError(error)) return false
  return failureCount < 1
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        onCacheError(error, query.meta)
      },
    }),
    mutationCache: new MutationCache({
      // A change that went through makes an earlier failure's toast stale.
      onSuccess: () => {
        toasts.dismissErrors()
      },
      onError: (error, _variables, _context, mutation) => {
        onCacheError(error, mutation.meta)
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
