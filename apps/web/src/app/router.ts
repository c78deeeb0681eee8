import { createBrowserRouter } from 'react-router'
import { registerInternalNavigate } from '../shared/navigation/navigate'
import { installPreloadErrorHandler } from './chunk-error-handler'
import { registerPrefetchRoutes } from './route-prefetch'
import { routes } from './routes'

export const router = createBrowserRouter(routes)

registerPrefetchRoutes(routes)
registerInternalNavigate((to, options) => {
  void router.navigate(to, { replace: options?.replace ?? false })
})

/** Where the user is heading: the pending navigation, or the current URL during the first load. */
function intendedHref(): string | null {
  const pending = router.state.navigation.location
  if (pending) return pending.pathname + pending.search + pending.hash
  if (!router.state.initialized)
    return window.location.pathname + window.location.search + window.location.hash
  return null
}

installPreloadErrorHandler(intendedHref)
