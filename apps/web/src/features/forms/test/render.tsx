import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { initI18n } from '../../../shared/i18n/i18n-store'
import { paths } from '../../../shared/navigation/paths'
import { ExaminationFormPage } from '../examination-form-page'
import { ExaminationReadPage } from '../examination-read-page'

/** The examination pages at `address` in a memory router, in `locale`. */
export async function renderAt(address: string, locale: 'cs' | 'en' = 'cs') {
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrap = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>
  const router = createMemoryRouter(
    [
      { path: paths.app.detailReadForm, element: wrap(<ExaminationReadPage />) },
      { path: paths.app.detailForm, element: wrap(<ExaminationFormPage />) },
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
