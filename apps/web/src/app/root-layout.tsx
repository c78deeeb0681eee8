import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { analyticsSwitch } from '../shared/analytics/analytics-switch'
import { schedulePrefetch } from '../shared/prefetch/prefetch'
import { ToastRegion } from '../shared/toasts/toast-region'
import { useFocusOnNavigation } from './focus-on-navigation'
import { prefetchRoute } from './route-prefetch'

// Loaded only where analytics runs (an analytics id is configured); without the banner the page
// works on, so a failed load shows nothing rather than an error.
const ConsentBanner = lazy(() =>
  import('../shared/analytics/consent-banner').then(
    (module) => ({ default: module.ConsentBanner }),
    () => ({ default: () => null }),
  ),
)

/** The root route: every page, public or signed-in, renders inside this. */
export function RootLayout() {
  const location = useLocation()
  const analytics = useSyncExternalStore(
    analyticsSwitch.subscribe,
    analyticsSwitch.isOn,
    analyticsSwitch.isOn,
  )
  useFocusOnNavigation()
  // Spec section 9: prefetch the chunks of the links on the new page 1000 ms after it settles.
  useEffect(() => schedulePrefetch(prefetchRoute), [location.key])
  return (
    <>
      <Outlet />
      <ToastRegion />
      {analytics && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  )
}

export function HydrateFallback() {
  return null
}
