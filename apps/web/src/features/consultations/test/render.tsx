import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { initI18n } from '../../../shared/i18n/i18n-store'
import { paths } from '../../../shared/navigation/paths'
import { ConsultationPage } from '../consultation-page'
import { ConsultationsPage } from '../consultations-page'

/** The consultation pages at `address` in a memory router, in `locale`. */
export async function renderAt(address: string, locale: 'cs' | 'en' = 'cs') {
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  // nuqs reads a page's first query from the window's address, the router from its own. A memory
  // router never touches the window's history, so nuqs never learns that an earlier test's update
  // has landed and would keep it queued: a popstate makes it drop its queue.
  globalThis.history.replaceState(null, '', address)
  globalThis.dispatchEvent(new PopStateEvent('popstate'))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrap = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>
  const router = createMemoryRouter(
    [
      { path: paths.app.consultations, element: wrap(<ConsultationsPage />) },
      { path: paths.app.consultation, element: wrap(<ConsultationPage />) },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [address] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router }
}
