import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { ConsentBanner } from '../shared/analytics/consent-banner'
import { schedulePrefetch } from '../shared/prefetch/prefetch'
import { ToastRegion } from '../shared/toasts/toast-region'
import { useFocusOnNavigation } from './focus-on-navigation'
import { prefetchRoute } from './route-prefetch'

/** The root route: every page, public or signed-in, renders inside this. */
export function RootLayout() {
  const location = useLocation()
  useFocusOnNavigation()
  // Spec section 9: prefetch the chunks of the links on the new page 1000 ms after it settles.
  useEffect(() => schedulePrefetch(prefetchRoute), [location.key])
  return (
    <>
      <Outlet />
      <ToastRegion />
      <ConsentBanner />
      <ScrollRestoration />
    </>
  )
}

export function HydrateFallback() {
  return null
}
